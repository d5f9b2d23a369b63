// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { type GuestWishlistPageItem, useGuestWishlist, useGuestWishlistPage } from "../../src/index";
import { createMemoryStorage } from "../../src/runtime";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const KEY = "customer-wishlist-SS";
const env = startSandboxServer();

// Two published shoes of the sandbox, each saved in its second variant (a size the shopper chose).
function savedShoes() {
  const shoes = env.sandbox.world.products.filter((p) => p.published && p.kind === "shoe").slice(0, 2);
  return shoes.map((shoe) => {
    const variant = shoe.variants[1] ?? shoe.variants[0];
    if (!variant) throw new Error("a shoe without variants");
    return { shoe, variant };
  });
}

function renderPage(stored: string[]) {
  const storage = createMemoryStorage({ [KEY]: JSON.stringify(stored) });
  const view = renderHook(() => ({ page: useGuestWishlistPage(), hearts: useGuestWishlist() }), {
    wrapper: sandboxWrapper({ storage }),
  });
  return { ...view, storage };
}

// What each item is, in the page's order: a product's title, or "gone {id}".
const shown = (items: readonly GuestWishlistPageItem[]) =>
  items.map((item) => (item.isGone ? `gone ${item.productId}` : item.title));

describe("useGuestWishlistPage on the sandbox", () => {
  it("shows what the guest hearted, latest first, and Remove un-hearts it for every heart", async () => {
    const saved = savedShoes();
    const { result, storage } = renderPage(saved.map(({ shoe, variant }) => `${shoe.id}:${variant.id}`));
    await waitFor(() => expect(result.current.page.status).toBe("success"));
    const [first, second] = saved;
    if (!first || !second) throw new Error("two shoes");
    expect(shown(result.current.page.items)).toEqual([second.shoe.title, first.shoe.title]);
    const item = result.current.page.items[1];
    if (!item || item.isGone) throw new Error("no item");
    expect(item).toMatchObject({
      productId: String(first.shoe.id),
      variantId: String(first.variant.id),
      href: `/products/${first.shoe.handle}`,
      brand: first.shoe.brand,
    });
    expect(item.sizeText).toMatch(/^Size \S+/);
    expect(item.price).toMatch(/^\$\d+\.\d\d$/);
    act(() => result.current.page.remove(item));
    expect(shown(result.current.page.items)).toEqual([second.shoe.title]);
    expect(result.current.hearts.count).toBe(1);
    expect(result.current.hearts.isWishlisted(first.shoe.id)).toBe(false);
    expect(storage.getItem(KEY)).toBe(JSON.stringify([`${second.shoe.id}:${second.variant.id}`]));
    expect(result.current.page.statusMessage).toBe(`${first.shoe.title} was removed from your wishlist.`);
  });

  it("a product the storefront does not have shows as gone, and Remove takes it off", async () => {
    const [first] = savedShoes();
    if (!first) throw new Error("a shoe");
    const { result, storage } = renderPage(["99999999:1", `${first.shoe.id}:${first.variant.id}`]);
    await waitFor(() => expect(result.current.page.status).toBe("success"));
    expect(shown(result.current.page.items)).toEqual([first.shoe.title, "gone 99999999"]);
    expect(result.current.hearts.count).toBe(2);
    const gone = result.current.page.items[1];
    if (!gone) throw new Error("no item");
    act(() => result.current.page.remove(gone));
    expect(shown(result.current.page.items)).toEqual([first.shoe.title]);
    expect(result.current.hearts.count).toBe(1);
    expect(storage.getItem(KEY)).toBe(JSON.stringify([`${first.shoe.id}:${first.variant.id}`]));
  });

  it("an empty list: 'Your Wishlist is empty'", async () => {
    const { result } = renderPage([]);
    await waitFor(() => expect(result.current.page.isEmpty).toBe(true));
    expect(result.current.page).toMatchObject({ status: "success", emptyMessage: "Your Wishlist is empty" });
  });

  it("a failed load keeps the list in local storage and Try again loads it", async () => {
    const saved = savedShoes().map(({ shoe, variant }) => `${shoe.id}:${variant.id}`);
    env.sandbox.faults.add({ match: "POST /graphql", status: 500, times: 1 });
    const { result, storage } = renderPage(saved);
    await waitFor(() => expect(result.current.page.status).toBe("error"));
    expect(result.current.page.errorMessage).toBe(
      "We couldn't load your saved items. Your wishlist is safe on this device.",
    );
    expect(storage.getItem(KEY)).toBe(JSON.stringify(saved));
    act(() => result.current.page.retry());
    await waitFor(() => expect(result.current.page.status).toBe("success"));
    expect(result.current.page.items).toHaveLength(2);
  });
});
