import { loyaltyFieldErrors } from "../../src/clients";
import { loyaltyClient, rejection } from "../support/loyalty-client";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const signedIn = () => loyaltyClient(env.sandbox);

/** A published shoe with two variants, from the sandbox's catalogue. */
function shoe() {
  const product = env.sandbox.world.products.find(
    (p) => p.kind === "shoe" && p.published && p.variants.length > 1,
  );
  const [first, second] = product?.variants ?? [];
  if (!product || !first || !second) throw new Error("no shoe with two variants");
  return { product, first, second };
}

describe("loyalty lists", () => {
  it("lists the customer's and the children's lists, narrowed by handle", async () => {
    const { client } = await signedIn();
    const all = await client.getLists();
    expect(all.map((l) => l.name).slice(0, 4)).toEqual([
      "My Wishlist",
      "Birthday Ideas",
      "Mia's Wishlist",
      "Mia's Shoes",
    ]);
    expect(all.find((l) => l.name === "Mia's Wishlist")?.profile?.connector?.first_name).toBe("Mia");
    expect(all.find((l) => l.name === "My Wishlist")?.profile).toBeNull();
    expect((await client.getLists({ handle: "wishlist" })).every((l) => l.handle === "wishlist")).toBe(true);
    expect(await client.getLists({ handle: "assigned" })).toHaveLength(3);
  });

  it("creates a list that then appears, renames it and deletes it", async () => {
    const { client } = await signedIn();
    const created = await client.createList({ name: "  Winter  " });
    expect(created).toMatchObject({ name: "Winter", handle: "wishlist", items: [] });
    expect((await client.getLists()).map((l) => l.id)).toContain(created.id);
    expect((await client.updateList(created.id, { name: "Winter 2026" })).name).toBe("Winter 2026");
    expect((await client.getList(created.id)).name).toBe("Winter 2026");
    await client.deleteList(created.id);
    expect((await client.getLists()).map((l) => l.id)).not.toContain(created.id);
    expect(await rejection(client.getList(created.id))).toMatchObject({
      status: 404,
      message: "List not found.",
    });
  });

  it("creates a list for a child", async () => {
    const { client } = await signedIn();
    const [, leo] = await client.getChildren();
    if (!leo) throw new Error("Leo missing");
    const list = await client.createList({ name: "Leo's Boots", profile_id: leo.connector.id });
    expect(list.profile?.first_name).toBe("Leo");
    const error = await rejection(client.createList({ name: "Nobody's", profile_id: 42 }));
    expect(loyaltyFieldErrors(error)).toEqual({ profile_id: ["The selected profile id is invalid."] });
  });

  it("refuses a blank list name with the field error", async () => {
    const { client } = await signedIn();
    const error = await rejection(client.createList({ name: "   " }));
    expect(error).toMatchObject({ status: 422, message: "The name field is required." });
  });

  it("adds, reads, changes and removes an item; adding the same variant twice keeps one", async () => {
    const { client } = await signedIn();
    const { product, first, second } = shoe();
    const list = await client.createList({ name: "Try" });
    const item = await client.addListItem(list.id, {
      productId: product.id,
      variantId: first.id,
      sku: first.sku,
    });
    expect(item).toMatchObject({
      product_variant_sku: first.sku,
      product_variant_id: first.id,
      product: { id: product.id, title: product.title },
      meta: { selected: first.sku, productId: product.id, variantId: first.id },
    });
    const again = await client.addListItem(list.id, {
      productId: product.id,
      variantId: first.id,
      sku: first.sku,
    });
    expect(again.id).toBe(item.id);
    expect((await client.getList(list.id)).items).toHaveLength(1);
    expect((await client.getListItem(list.id, item.id)).id).toBe(item.id);
    const changed = await client.updateListItem(list.id, item.id, {
      productId: product.id,
      variantId: second.id,
    });
    expect(changed).toMatchObject({
      id: item.id,
      product_variant_id: second.id,
      product_variant_sku: second.sku,
    });
    await client.deleteListItem(list.id, item.id);
    expect((await client.getList(list.id)).items).toEqual([]);
    expect(await rejection(client.getListItem(list.id, item.id))).toMatchObject({ status: 404 });
  });

  it.each([
    [{ productId: "", variantId: 5 }, "Product ID is required"],
    [{ productId: 5, variantId: " " }, "Variant ID is required"],
  ])("rejects %o with the spec's argument error before any request", async (input, message) => {
    const { client, requests } = await signedIn();
    await expect(client.addListItem(9101, input)).rejects.toThrow(new TypeError(message));
    expect(requests.all).toEqual([]);
  });

  it("refuses an unknown SKU with a field error", async () => {
    const { client } = await signedIn();
    const [list] = await client.getLists();
    if (!list) throw new Error("no list");
    const error = await rejection(client.addListItem(list.id, { productId: 1, variantId: 1, sku: "NOPE" }));
    expect(loyaltyFieldErrors(error)).toEqual({
      product_variant_sku: ["The selected product variant sku is invalid."],
    });
  });
});
