import { loyaltyFieldErrors } from "../../src/clients";
import { buildClaimPayload, isShoeExpired, isShoeReturned } from "../../src/rules";
import { unassignedItems } from "../../src/sandbox";
import { loyaltyClient, rejection } from "../support/loyalty-client";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const signedIn = () => loyaltyClient(env.sandbox);
const today = () => new Date().toISOString().slice(0, 10);

function claim(receiptRef: string, amount = "89.95", storeCode = "1003") {
  return buildClaimPayload(
    { transactedAt: today(), storeCode, receiptRef, amount },
    { profileId: env.sandbox.world.customer.profile.id, timeZone: "Australia/Melbourne" },
  );
}

describe("loyalty transactions", () => {
  it("lists the store transactions newest first, with products, 100 a page", async () => {
    const { client, requests } = await signedIn();
    const { data, meta } = await client.getTransactions();
    expect(data).toHaveLength(env.sandbox.world.customer.transactions.length);
    expect(meta).toMatchObject({ current_page: 1, per_page: 100 });
    const dates = data.map((t) => t.transacted_at);
    expect(dates).toEqual([...dates].sort().reverse());
    // Items come with their product (include=product), as the world's newest transaction has it.
    const newest = [...env.sandbox.world.customer.transactions].sort((a, b) =>
      b.transacted_at.localeCompare(a.transacted_at),
    )[0];
    expect(data[0]?.items[0]?.product?.title).toBe(newest?.items[0]?.product.title);
    const url = new URL(requests.urls.at(-1) ?? "");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      include: "product",
      sort: "-transacted_at",
      "page[size]": "100",
    });
  });

  it("finds one transaction by receipt, and yields none when the service answers 404", async () => {
    const { client } = await signedIn();
    const known = env.sandbox.world.customer.transactions[0];
    const found = await client.getTransactions({ receiptRef: known?.receipt_ref ?? "" });
    expect(found.data.map((t) => t.id)).toEqual([known?.id]);
    expect(await client.getTransactions({ receiptRef: "no-such-receipt" })).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 100, total: 0 },
    });
  });

  it("reads one transaction, and rejects an unknown one", async () => {
    const { client } = await signedIn();
    const known = env.sandbox.world.customer.transactions[1];
    expect((await client.getTransaction(known?.id ?? 0)).receipt_ref).toBe(known?.receipt_ref);
    expect(await rejection(client.getTransaction(1))).toMatchObject({
      status: 404,
      message: "Transaction not found.",
    });
  });
});

describe("loyalty unassigned shoes", () => {
  it("returns every unassigned shoe unfiltered, and applies the expiry and return rules on request", async () => {
    const { client } = await signedIn();
    const seeded = unassignedItems(env.sandbox.world.customer.transactions);
    const all = await client.getUnassignedTransactionItems({
      filterOutExpired: false,
      filterReturned: false,
    });
    expect(all.map((i) => i.id)).toEqual(seeded.map((i) => i.id));
    const kept = await client.getUnassignedTransactionItems({
      filterOutExpired: false,
      filterReturned: true,
    });
    expect(kept.map((i) => i.id)).toEqual(seeded.filter((i) => !isShoeReturned(i)).map((i) => i.id));
    const rewarded = await client.getUnassignedTransactionItems({
      filterOutExpired: true,
      filterReturned: true,
    });
    expect(rewarded.length).toBeGreaterThan(0);
    expect(rewarded.every((i) => !isShoeExpired(i, Date.now()) && !isShoeReturned(i))).toBe(true);
    expect(rewarded.length).toBeLessThan(kept.length);
  });

  it("leaves out excluded products and SKUs", async () => {
    const first = unassignedItems(env.sandbox.world.customer.transactions)[0];
    const { client } = await loyaltyClient(env.sandbox, {
      extra: { exclusions: { skus: [first?.product_variant.sku ?? ""] } },
    });
    const items = await client.getUnassignedTransactionItems({
      filterOutExpired: false,
      filterReturned: false,
    });
    expect(items.map((i) => i.id)).not.toContain(first?.id);
  });

  it("reads every page of 15", async () => {
    const { client, requests } = await signedIn();
    for (let n = 0; n < 10; n++) await client.createClaim(claim(`EXTRA-${n}`));
    const items = await client.getUnassignedTransactionItems({
      filterOutExpired: false,
      filterReturned: false,
    });
    expect(items.length).toBe(unassignedItems(env.sandbox.world.customer.transactions).length + 10);
    const pages = requests.urls
      .filter((u) => u.includes("/list/unassigned"))
      .map((u) => new URL(u).searchParams);
    expect(pages.map((q) => [q.get("page[number]"), q.get("page[size]"), q.get("sort")])).toEqual([
      ["1", "15", "-created_at"],
      ["2", "15", "-created_at"],
    ]);
  });
});

describe("loyalty shoe assignment", () => {
  async function setup() {
    const signed = await signedIn();
    const [mia, leo] = await signed.client.getChildren();
    if (!mia || !leo) throw new Error("children missing");
    const all = await signed.client.getUnassignedTransactionItems({
      filterOutExpired: false,
      filterReturned: true,
    });
    const fresh = all.filter((i) => !isShoeExpired(i, Date.now()));
    const old = all.filter((i) => isShoeExpired(i, Date.now()));
    return { ...signed, mia, leo, fresh, old };
  }

  it("assigns a new pair to a child's wardrobe and credits $2", async () => {
    const { client, mia, fresh } = await setup();
    const shoe = fresh[0];
    if (!shoe) throw new Error("no fresh shoe");
    const balance = (await client.getBalance()).reward_balance;
    const { listItem, link } = await client.assignItemToChild(
      shoe.id,
      shoe.product_variant_id,
      mia.connectionId,
    );
    expect(listItem.product_variant_id).toBe(shoe.product_variant_id);
    expect(link).toMatchObject({ product_list_item_id: listItem.id, type: "link" });
    expect(link.reward).toMatchObject({ value_remaining: 2, is_active: true });
    expect((await client.getBalance()).reward_balance).toBe(balance + 2);
    const wardrobe = (await client.getLists({ handle: "assigned" })).find(
      (l) => l.profileId === mia.connector.id,
    );
    expect(wardrobe?.items.map((i) => i.id)).toContain(listItem.id);
    const left = await client.getUnassignedTransactionItems({
      filterOutExpired: false,
      filterReturned: false,
    });
    expect(left.map((i) => i.id)).not.toContain(shoe.id);
    expect((await client.getInteractions())[0]?.name).toBe("Shoes Assigned");
  });

  it("assigns an old pair without a reward", async () => {
    const { client, leo, old } = await setup();
    const shoe = old[0];
    if (!shoe) throw new Error("no old shoe");
    const balance = (await client.getBalance()).reward_balance;
    const { link } = await client.assignItemToChild(shoe.id, shoe.product_variant_id, leo.connectionId);
    expect(link.reward).toBeNull();
    expect((await client.getBalance()).reward_balance).toBe(balance);
  });

  it("refuses a pair assigned already and leaves no wardrobe item behind", async () => {
    const { client, mia, fresh } = await setup();
    const shoe = fresh[0];
    if (!shoe) throw new Error("no fresh shoe");
    await client.assignItemToChild(shoe.id, shoe.product_variant_id, mia.connectionId);
    const wardrobe = async () =>
      (await client.getLists({ handle: "assigned" })).find((l) => l.profileId === mia.connector.id)?.items
        .length;
    const before = await wardrobe();
    const error = await rejection(
      client.assignItemToChild(shoe.id, shoe.product_variant_id, mia.connectionId),
    );
    expect(error).toMatchObject({ status: 422, message: "The transaction item has already been assigned." });
    expect(await wardrobe()).toBe(before);
  });

  it("answers 'Something went wrong.' when the child's wardrobe cannot be found", async () => {
    const { client, fresh } = await setup();
    const shoe = fresh[0];
    if (!shoe) throw new Error("no fresh shoe");
    expect(await rejection(client.assignItemToChild(shoe.id, shoe.product_variant_id, 999))).toMatchObject({
      code: "wardrobe_not_found",
      message: "Something went wrong.",
    });
  });

  it("assigns several pairs and reports each one's outcome", async () => {
    const { client, leo, fresh } = await setup();
    const [a, b] = fresh;
    if (!a || !b) throw new Error("need two fresh shoes");
    const outcomes = await client.assignItemsToChild(
      [a.id, 1, b.id],
      [a.product_variant_id, 1, b.product_variant_id],
      leo.connectionId,
    );
    expect(outcomes.map((o) => [o.shoeId, o.status])).toEqual([
      [a.id, "assigned"],
      [1, "failed"],
      [b.id, "assigned"],
    ]);
    await expect(client.assignItemsToChild([a.id], [], leo.connectionId)).rejects.toThrow(TypeError);
  });
});

describe("loyalty claims", () => {
  it("creates a transaction with an id for a claim with all four fields, and it shows up", async () => {
    const { client } = await signedIn();
    const created = await client.createClaim(claim("R-2041", "$129.95"));
    expect(created).toMatchObject({
      receipt_ref: "R-2041",
      total: 129.95,
      location: { external_code: "1003" },
    });
    expect(typeof created.id).toBe("number");
    expect((await client.getTransactions({ receiptRef: "R-2041" })).data.map((t) => t.id)).toEqual([
      created.id,
    ]);
    const unassigned = await client.getUnassignedTransactionItems({
      filterOutExpired: true,
      filterReturned: true,
    });
    expect(unassigned.map((i) => i.id)).toContain(created.items[0]?.id);
    expect((await client.getInteractions())[0]?.name).toBe("Transaction Claimed");
  });

  it("refuses a receipt claimed before, an unknown store and a future date", async () => {
    const { client } = await signedIn();
    await client.createClaim(claim("R-1"));
    expect(await rejection(client.createClaim(claim("R-1")))).toMatchObject({
      status: 422,
      message: "This transaction has already been claimed.",
    });
    expect(loyaltyFieldErrors(await rejection(client.createClaim(claim("R-2", "10", "0000"))))).toEqual({
      transaction_location_external_code: ["The selected store location is invalid."],
    });
    const future = { ...claim("R-3"), transaction_transacted_at: "2999-01-01" };
    expect(loyaltyFieldErrors(await rejection(client.createClaim(future)))).toHaveProperty(
      "transaction_transacted_at",
    );
  });
});
