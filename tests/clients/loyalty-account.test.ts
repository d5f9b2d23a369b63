import { loyaltyFieldErrors } from "../../src/clients";
import {
  buildAddressPayload,
  hasOlderMeasurements,
  MEASUREMENTS_PAGE_SIZE,
  sortAddresses,
  storeOptions,
  WALLET_PASS_URL_STORAGE_KEY,
} from "../../src/rules";
import { ORDER_COUNT } from "../../src/sandbox/world/customer/orders";
import { loyaltyClient, rejection } from "../support/loyalty-client";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const signedIn = () => loyaltyClient(env.sandbox);

const form = {
  first_name: "Sam",
  last_name: "Lee",
  address_line_1: "1 Main St",
  city: "Melbourne",
  state: "VIC",
  postcode: "3000",
  country: "Australia",
};

describe("loyalty addresses", () => {
  it("lists, creates as primary (the only one), updates and deletes addresses", async () => {
    const { client } = await signedIn();
    expect(await client.getAddresses()).toHaveLength(3);
    const created = await client.createAddress(buildAddressPayload({ ...form, is_default: true }));
    expect(created).toMatchObject({
      address_line_1: "1 Main St",
      address_line_2: null,
      meta: { first_name: "Sam" },
    });
    const listed = await client.getAddresses();
    expect(listed.filter((a) => a.is_default).map((a) => a.id)).toEqual([created.id]);
    expect(sortAddresses(listed)[0]?.id).toBe(created.id);
    const updated = await client.updateAddress(created.id, buildAddressPayload({ ...form, city: "Geelong" }));
    expect(updated).toMatchObject({ city: "Geelong", is_default: false });
    await client.deleteAddress(created.id);
    expect((await client.getAddresses()).map((a) => a.id)).not.toContain(created.id);
    expect(await rejection(client.deleteAddress(created.id))).toMatchObject({ status: 404 });
  });

  it("answers the missing required fields as field errors", async () => {
    const { client } = await signedIn();
    const error = await rejection(
      client.createAddress(buildAddressPayload({ ...form, first_name: "", city: "" })),
    );
    expect(loyaltyFieldErrors(error)).toEqual({
      city: ["The city field is required."],
      "meta.first_name": ["The first name field is required."],
    });
    // The same errors ride on the thrown error itself, for a machine to place (it imports no client).
    expect(error).toMatchObject({ status: 422, fieldErrors: loyaltyFieldErrors(error) });
  });
});

describe("loyalty rewards", () => {
  it("reads rewards, the balance, the ledger and the customer's interactions", async () => {
    const { client } = await signedIn();
    const rewards = await client.getRewards();
    expect(rewards.length).toBe(env.sandbox.world.customer.rewards.length);
    expect(rewards.filter((r) => r.is_active).length).toBeGreaterThan(0);
    expect(await client.getBalance()).toEqual(env.sandbox.world.customer.balance);
    const ledger = await client.getLedgers();
    expect(ledger.filter((e) => e.type === "reward.issued")).toHaveLength(rewards.length);
    expect(ledger.some((e) => e.type === "reward.expired" && e.amount < 0)).toBe(true);
    expect((await client.getInteractions()).map((i) => i.name)).toEqual(["Joined Fit Club"]);
  });
});

describe("loyalty measurements", () => {
  it("pages a child's measurements newest first, 9 a page in the measurements section", async () => {
    const { client, requests } = await signedIn();
    const [mia] = await client.getChildren();
    if (!mia) throw new Error("Mia missing");
    const first = await client.getMeasurements(mia.connectionId, { pageSize: MEASUREMENTS_PAGE_SIZE });
    expect(first.data).toHaveLength(9);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 9, total: 12 });
    expect(hasOlderMeasurements(first.data.length, first.meta.total)).toBe(true);
    const second = await client.getMeasurements(mia.connectionId, { page: 2, pageSize: 9 });
    expect(second.data).toHaveLength(3);
    const dates = [...first.data, ...second.data].map((m) => m.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const query = new URL(requests.urls.at(-1) ?? "").searchParams;
    expect(query.get("filter[name]")).toBe("Measurement Recorded");
    expect((await client.getMeasurements(mia.connectionId)).meta.per_page).toBe(15);
  });

  it("records and deletes a measurement", async () => {
    const { client } = await signedIn();
    const [, leo] = await client.getChildren();
    if (!leo) throw new Error("Leo missing");
    const created = await client.createMeasurement(leo.connectionId, {
      profileId: leo.connector.id,
      size: "010.5",
      width: "F",
    });
    expect(created.meta.measurement).toEqual({
      size_shoe: { unit: "AU/UK", value: "010.5" },
      width_shoe: { value: "F" },
    });
    const page = await client.getMeasurements(leo.connectionId);
    expect(page.data[0]?.id).toBe(created.id);
    expect(page.meta.total).toBe(7);
    await client.deleteMeasurement(leo.connectionId, created.id);
    expect((await client.getMeasurements(leo.connectionId)).meta.total).toBe(6);
    expect(await rejection(client.deleteMeasurement(leo.connectionId, created.id))).toMatchObject({
      status: 404,
    });
  });

  it("asks for both size and width before sending, and the service refuses unknown sizes", async () => {
    const { client, requests } = await signedIn();
    const [mia] = await client.getChildren();
    if (!mia) throw new Error("Mia missing");
    const sent = requests.all.length;
    await expect(
      client.createMeasurement(mia.connectionId, { profileId: mia.connector.id, size: "011", width: "" }),
    ).rejects.toThrow(new TypeError("Please select both shoe size and width."));
    expect(requests.all).toHaveLength(sent);
    const error = await rejection(
      client.createMeasurement(mia.connectionId, { profileId: mia.connector.id, size: "99", width: "F" }),
    );
    expect(loyaltyFieldErrors(error)).toEqual({
      "meta.measurement.size_shoe.value": ["The selected shoe size is invalid."],
    });
  });
});

describe("loyalty orders and stores", () => {
  it("pages online orders 20 at a time with source shopify, the token only in the header", async () => {
    const { client, requests } = await signedIn();
    const first = await client.getOrders();
    expect(first.data).toHaveLength(20);
    expect(first.meta).toMatchObject({ total: ORDER_COUNT, last_page: Math.ceil(ORDER_COUNT / 20) });
    expect((await client.getOrders({ page: 2 })).data).toHaveLength(Math.min(20, ORDER_COUNT - 20));
    const query = new URL(requests.urls.at(-1) ?? "").searchParams;
    expect(query.get("source")).toBe("shopify");
    expect([...query.keys()].some((k) => /token/i.test(k))).toBe(false);
    const order = first.data[0];
    expect((await client.getOrder(order?.id ?? 0)).order_number).toBe(order?.order_number);
    expect(await rejection(client.getOrder(1))).toMatchObject({ status: 404, message: "Order not found." });
  });

  it("reads the platform's transactions newest first, totals in cents and line images as URLs", async () => {
    const { client, requests } = await signedIn();
    const transactions = await client.getPlatformTransactions();
    const seeded = env.sandbox.store.state.customer.platformTransactions;
    expect(transactions.map((t) => t.name).sort()).toEqual(seeded.map((t) => t.name).sort());
    expect(transactions.map((t) => t.created_at)).toEqual(
      [...transactions.map((t) => t.created_at)].sort().reverse(),
    );
    const first = seeded.find((t) => t.name === transactions[0]?.name);
    expect(transactions[0]?.total_price).toBe(first?.total_price);
    expect(transactions[0]?.line_items[0]?.image).toBe(first?.line_items[0]?.image.src);
    const query = new URL(requests.urls.at(-1) ?? "").searchParams;
    expect(query.get("source")).toBe("shopify");
    expect([...query.keys()].some((k) => /token/i.test(k))).toBe(false);
  });

  it("lists the stores for the claim form", async () => {
    const { client } = await signedIn();
    const stores = await client.getStores();
    expect(stores).toHaveLength(env.sandbox.world.stores.length);
    expect(storeOptions(stores)[0]?.name).not.toMatch(/^SNS/);
    expect(stores.every((s) => s.timezone.startsWith("Australia/"))).toBe(true);
  });
});

describe("wallet pass, shoe-tag name and delegation", () => {
  const card = () =>
    env.sandbox.world.customer.profile.identities.find((i) => i.handle === "ap21_card")?.identifier ?? "";

  it("generates a pass URL per device once, then answers from the cache", async () => {
    const { client, requests, storage } = await signedIn();
    const apple = await client.getWalletPassUrl({ cardId: card(), device: "apple" });
    expect(apple).toMatch(/^https:\/\/.+\.pkpass$/);
    expect(await client.getWalletPassUrl({ cardId: card(), device: "apple" })).toBe(apple);
    const google = await client.getWalletPassUrl({ cardId: card(), device: "google" });
    expect(google).not.toBe(apple);
    expect(requests.count("GET /api/pass/generate")).toBe(2);
    expect(JSON.parse(storage.getItem(WALLET_PASS_URL_STORAGE_KEY) ?? "{}")).toEqual({
      [`apple:${card()}`]: apple,
      [`google:${card()}`]: google,
    });
    const query = new URL(requests.urls.find((u) => u.includes("/pass/")) ?? "").searchParams;
    expect(Object.fromEntries(query)).toEqual({ type: "ap21_card", id: card(), device: "apple" });
  });

  it("refuses a pass for a card that is not the customer's", async () => {
    const { client } = await signedIn();
    expect(await rejection(client.getWalletPassUrl({ cardId: "123", device: "google" }))).toMatchObject({
      status: 404,
      message: "Card not found.",
    });
  });

  it("gets a random shoe-tag name nobody uses from the shop's own host", async () => {
    const { client, requests } = await signedIn();
    const name = await client.getRandomShoeTagName();
    expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(["Speedy Koala", "Brave Wombat", "Sunny Quokka"]).not.toContain(name);
    expect(requests.urls).toEqual([
      expect.stringMatching(/^https:\/\/shop\.solekit\.test\/api\/shoe-tag-name$/),
    ]);
  });

  it("gets a delegate token for an enabled client", async () => {
    const { client, requests } = await signedIn();
    const token = await client.getDelegateToken({ type: "signup", enabled: true });
    expect(token.split(".")).toHaveLength(3);
    expect(requests.all.at(-1)).toBe("POST /api/auth/delegate");
  });

  it("rejects a disabled delegation with 'Delegation not enabled', sending nothing", async () => {
    const { client, requests } = await signedIn();
    await expect(client.getDelegateToken({ type: "signup", enabled: false })).rejects.toThrow(
      new TypeError("Delegation not enabled"),
    );
    expect(requests.all).toEqual([]);
  });

  it("rejects an answer without a token with 'Failed to get token for delegate type'", async () => {
    const { client } = await signedIn();
    env.sandbox.faults.add({ match: "POST /api/auth/delegate", replyJson: { data: {} } });
    expect(await rejection(client.getDelegateToken({ type: "signup", enabled: true }))).toMatchObject({
      kind: "invalid-response",
      code: "delegate_token_missing",
      message: "Failed to get token for delegate type",
    });
  });

  it("passes the service's refusal of an unknown client on", async () => {
    const { client } = await signedIn();
    expect(await rejection(client.getDelegateToken({ type: "nope", enabled: true }))).toMatchObject({
      status: 422,
      message: "The selected client handle is invalid.",
    });
  });
});
