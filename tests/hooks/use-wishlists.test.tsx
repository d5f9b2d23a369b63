// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { IDBFactory } from "fake-indexeddb";
import { useWishlist, useWishlistEditor, useWishlists } from "../../src/hooks/account";
import { useCart } from "../../src/hooks/cart";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

async function signedIn() {
  const customer = await env.sandbox.customerSession();
  return sandboxWrapper({ config: sandboxConfig({ customer }) });
}

describe("useWishlists on the sandbox", () => {
  it("shows the member's own lists first, then a list per child with the child's avatar", async () => {
    const { result } = renderHook(() => useWishlists(), { wrapper: await signedIn() });
    await waitFor(() => expect(result.current.status).toBe("success"));
    const cards = result.current.cards;
    expect(cards.slice(0, 2).map((c) => c.title)).toEqual(["My Wishlist", "Birthday Ideas"]);
    const children = cards.filter((c) => c.owner);
    expect(children.length).toBeGreaterThanOrEqual(3);
    expect(children.every((c) => c.owner?.avatarUrl && !c.canEdit && c.title.endsWith("'s Wishlist"))).toBe(
      true,
    );
    // "My Wishlist" holds more than 4 items: '+N' on the 4th tile.
    const mine = cards[0];
    expect(mine?.tiles).toHaveLength(4);
    expect(mine?.tiles[3]?.more).toBeGreaterThan(0);
  });
});

describe("useWishlistEditor on the sandbox", () => {
  it("creates, renames and deletes a list; the overview follows each change", async () => {
    const saved: string[] = [];
    const { result } = renderHook(
      () => ({
        lists: useWishlists(),
        editor: useWishlistEditor({
          onSaved: (list, mode) => saved.push(`${mode}:${list.name}`),
          onDeleted: (list) => saved.push(`deleted:${list.id}`),
        }),
      }),
      { wrapper: await signedIn() },
    );
    await waitFor(() => expect(result.current.lists.status).toBe("success"));
    const events: string[] = [];
    const onUpdate = () => events.push("update");
    window.addEventListener("omneo:wishlist:update", onUpdate);
    act(() => result.current.editor.create());
    act(() => result.current.editor.setName("School shoes"));
    act(() => result.current.editor.submit());
    await waitFor(() => expect(result.current.editor.isOpen).toBe(false));
    const created = result.current.lists.data?.find((l) => l.name === "School shoes");
    expect(created).toBeDefined();
    act(() => result.current.editor.rename({ id: created?.id ?? 0, name: "School shoes" }));
    act(() => result.current.editor.setName("Winter boots"));
    act(() => result.current.editor.submit());
    await waitFor(() => expect(result.current.lists.data?.some((l) => l.name === "Winter boots")).toBe(true));
    act(() => result.current.editor.rename({ id: created?.id ?? 0, name: "Winter boots" }));
    act(() => result.current.editor.requestDelete());
    act(() => result.current.editor.confirmDelete());
    await waitFor(() => expect(result.current.lists.data?.some((l) => l.id === created?.id)).toBe(false));
    expect(saved).toEqual(["create:School shoes", "rename:Winter boots", `deleted:${created?.id}`]);
    expect(events).toEqual(["update", "update", "update"]);
    window.removeEventListener("omneo:wishlist:update", onUpdate);
  });

  it("keeps the name typed and says so when the service refuses the save", async () => {
    const { result } = renderHook(() => useWishlistEditor(), { wrapper: await signedIn() });
    env.sandbox.faults.add({ match: "POST /api/profile/lists", status: 500, times: 1 });
    act(() => result.current.create());
    act(() => result.current.setName("Summer"));
    act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.failure).toBe("We couldn't save your wishlist. Please try again."),
    );
    expect(result.current.name).toBe("Summer");
    expect(result.current.isOpen).toBe(true);
  });
});

describe("useWishlistEditor mounted open (a popover loaded when Create or Edit is pressed)", () => {
  it("opens at once to rename the list given, and calls onClose when Cancel closes it", async () => {
    const closed = vi.fn();
    const { result } = renderHook(
      () => useWishlistEditor({ open: { id: 7, name: "Birthday Ideas" }, onClose: closed }),
      { wrapper: await signedIn() },
    );
    expect(result.current.isOpen).toBe(true);
    expect(result.current.mode).toBe("rename");
    expect(result.current.name).toBe("Birthday Ideas");
    expect(result.current.canDelete).toBe(true);
    expect(closed).not.toHaveBeenCalled();
    act(() => result.current.cancel());
    expect(result.current.isOpen).toBe(false);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it("opens at once to create a list, and calls onClose after onSaved once it is saved", async () => {
    const told: string[] = [];
    const { result } = renderHook(
      () =>
        useWishlistEditor({
          open: "create",
          onSaved: (list) => told.push(`saved:${list.name}`),
          onClose: () => told.push("closed"),
        }),
      { wrapper: await signedIn() },
    );
    expect(result.current.isOpen).toBe(true);
    expect(result.current.mode).toBe("create");
    act(() => result.current.setName("Holiday"));
    act(() => result.current.submit());
    await waitFor(() => expect(told).toEqual(["saved:Holiday", "closed"]));
  });
});

describe("useWishlist on the sandbox", () => {
  async function myWishlist() {
    const wrapper = await signedIn();
    const lists = renderHook(() => useWishlists(), { wrapper });
    await waitFor(() => expect(lists.result.current.status).toBe("success"));
    const mine = lists.result.current.cards[0];
    lists.unmount();
    return { wrapper, id: mine?.id ?? 0 };
  }

  it("shows the items with their availability; the sold-out size reads unavailable", async () => {
    const { wrapper, id } = await myWishlist();
    const { result } = renderHook(() => useWishlist(id), { wrapper });
    await waitFor(() => expect(result.current.pageState).toBe("READY"));
    await waitFor(() => expect(result.current.view?.items.every((i) => i.isAvailable !== null)).toBe(true));
    const items = result.current.view?.items ?? [];
    expect(items.length).toBeGreaterThan(4);
    expect(items.some((i) => i.isAvailable === false)).toBe(true);
    expect(items.every((i) => i.href?.startsWith("/products/"))).toBe(true);
    expect(result.current.view?.canEdit).toBe(true);
    expect(result.current.bagLabel).toBe("Add items to bag");
    expect(result.current.view?.bagLines.length).toBe(items.filter((i) => i.isAvailable).length);
  });

  it("adds the available items to the bag through the cart, which opens the mini cart", async () => {
    const { wrapper, id } = await myWishlist();
    const { result } = renderHook(() => ({ wishlist: useWishlist(id), cart: useCart() }), { wrapper });
    await waitFor(() => expect(result.current.wishlist.canAddToBag).toBe(true));
    const lines = result.current.wishlist.view?.bagLines ?? [];
    act(() =>
      result.current.wishlist.getBagButtonProps().onClick({ defaultPrevented: false, preventDefault() {} }),
    );
    await waitFor(() => expect(result.current.wishlist.isAddingToBag).toBe(false));
    expect(result.current.wishlist.statusMessage).toBe(`${lines.length} items added to your bag.`);
    expect(result.current.cart.isMiniCartOpen).toBe(true);
    const inCart = result.current.cart.lines.map((line) => line.variantId);
    for (const line of lines) expect(inCart).toContain(line.id);
  });

  it("removes an item, and puts it back with a message when the service refuses", async () => {
    const { wrapper, id } = await myWishlist();
    const { result } = renderHook(() => useWishlist(id), { wrapper });
    await waitFor(() => expect(result.current.pageState).toBe("READY"));
    const [first, second] = result.current.view?.items ?? [];
    if (!first || !second) throw new Error("My Wishlist needs two items");
    act(() => result.current.removeItem(id, first.item));
    await waitFor(() =>
      expect(result.current.view?.items.some((i) => i.item.id === first.item.id)).toBe(false),
    );
    await waitFor(() => expect(result.current.isRemoving(first.item.id)).toBe(false));
    env.sandbox.faults.add({ match: "DELETE /api/profile/lists/*/items/*", status: 500, times: 1 });
    act(() => result.current.removeItem(id, second.item));
    await waitFor(() => expect(result.current.removeFailure?.itemId).toBe(second.item.id));
    await waitFor(() => expect(result.current.view?.items[0]?.item.id).toBe(second.item.id));
  });

  it("is NO_DATA for an empty list and ERROR when the lists cannot load", async () => {
    const wrapper = await signedIn();
    let createdId = 0;
    const created = renderHook(() => useWishlistEditor({ onSaved: (list) => (createdId = list.id) }), {
      wrapper,
    });
    act(() => created.result.current.create());
    act(() => created.result.current.setName("Empty"));
    act(() => created.result.current.submit());
    await waitFor(() => expect(createdId).toBeGreaterThan(0));
    const { result } = renderHook(() => useWishlist(createdId), { wrapper });
    await waitFor(() => expect(result.current.pageState).toBe("NO_DATA"));
    expect(result.current.pageMessage).toBe("Your Wishlist is empty");

    // A new visit with no local copy (which would otherwise show) and a failing service.
    globalThis.indexedDB = new IDBFactory();
    env.sandbox.faults.add({ match: "GET /api/profile/lists", status: 500 });
    const failing = renderHook(() => useWishlist(1), { wrapper: await signedIn() });
    await waitFor(() => expect(failing.result.current.pageState).toBe("ERROR"), { timeout: 10_000 });
    expect(failing.result.current.pageMessage).toBe("Something went wrong.");
  });

  it("shows the local copy at once on a new visit, even while the service fails", async () => {
    const first = renderHook(() => useWishlists(), { wrapper: await signedIn() });
    await waitFor(() => expect(first.result.current.status).toBe("success"));
    // Let the copy be written.
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.unmount();
    env.sandbox.faults.add({ match: "GET /api/profile/lists", status: 500 });
    const { result } = renderHook(() => useWishlists(), { wrapper: await signedIn() });
    await waitFor(() => expect(result.current.cards[0]?.title).toBe("My Wishlist"));
  });

  it("a child's list cannot be edited", async () => {
    const wrapper = await signedIn();
    const lists = renderHook(() => useWishlists(), { wrapper });
    await waitFor(() => expect(lists.result.current.status).toBe("success"));
    const child = lists.result.current.cards.find((c) => c.owner);
    const { result } = renderHook(() => useWishlist(child?.id ?? 0), { wrapper });
    await waitFor(() => expect(result.current.view).not.toBeNull());
    expect(result.current.view?.canEdit).toBe(false);
  });
});
