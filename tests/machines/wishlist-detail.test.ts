import { createActor, fromPromise } from "xstate";
import type { Wishlist } from "../../src/clients/loyalty";
import {
  connectWishlistDetail,
  createWishlistDetailActors,
  type WishlistBagLine,
  type WishlistItemRef,
  wishlistDetailMachine,
} from "../../src/machines/wishlist-detail";
import { SolekitError } from "../../src/runtime";
import { item, list } from "./wishlists.fixtures";

const flush = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

interface Deferred<I> {
  input: I;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function start() {
  const removes: Deferred<WishlistItemRef>[] = [];
  const adds: Deferred<readonly WishlistBagLine[]>[] = [];
  const actor = createActor(
    wishlistDetailMachine.provide({
      actors: {
        removeItem: fromPromise<void, WishlistItemRef>(
          ({ input }) => new Promise((resolve, reject) => removes.push({ input, resolve, reject })),
        ),
        addToBag: fromPromise<void, readonly WishlistBagLine[]>(
          ({ input }) => new Promise((resolve, reject) => adds.push({ input, resolve, reject })),
        ),
      },
    }),
    { input: {} },
  ).start();
  const api = () => connectWishlistDetail(actor.getSnapshot(), actor.send, { id: "wl" });
  return { actor, removes, adds, api };
}

const failure = new SolekitError({ kind: "http", status: 500, message: "Server Error" });
const a = item(1, "A-10-E", 501, "Runner One");
const b = item(2, "B-10-E", 502, "Runner Two");

describe("wishlist detail: remove and add to bag", () => {
  it("removes one item at a time, queues the next and never removes one twice", async () => {
    const { api, removes } = start();
    api().removeItem(9, a);
    api().removeItem(9, a);
    api().removeItem(9, b);
    expect(removes.map((r) => r.input.item.id)).toEqual([1]);
    expect(api().isRemoving(2)).toBe(true);
    expect(api().getRemoveButtonProps({ listId: 9, item: b, name: "Mine" }).disabled).toBe(true);
    removes[0]?.resolve();
    await flush();
    expect(removes.map((r) => r.input.item.id)).toEqual([1, 2]);
    removes[1]?.resolve();
    await flush();
    expect(api().statusMessage).toBe("Runner Two was removed from your wishlist.");
    api().removeItem(9, a);
    expect(removes).toHaveLength(2);
  });

  it("says so when a remove is refused, and the item can be removed again", async () => {
    const { api, removes } = start();
    api().removeItem(9, a);
    removes[0]?.reject(failure);
    await flush();
    expect(api().removeFailure).toEqual({
      itemId: 1,
      message: "We couldn't remove Runner One, so it is still on your list. Please try again.",
    });
    expect(api().status).toBe("error");
    api().removeItem(9, a);
    expect(removes).toHaveLength(2);
  });

  it("adds the lines to the bag; a press during the add merges into it", async () => {
    const { api, adds } = start();
    const lines = [{ id: 4242, quantity: 1 as const }];
    api().addToBag(lines);
    expect(api().isAddingToBag).toBe(true);
    expect(api().statusMessage).toBe("Adding to bag…");
    api().addToBag(lines);
    expect(adds).toHaveLength(1);
    adds[0]?.resolve();
    await flush();
    expect(api().statusMessage).toBe("1 item added to your bag.");
  });

  it("announces the latest action: a remove after an add says the remove", async () => {
    const { api, adds, removes } = start();
    api().addToBag([{ id: 1, quantity: 1 }]);
    adds[0]?.resolve();
    await flush();
    expect(api().statusMessage).toBe("1 item added to your bag.");
    api().removeItem(9, a);
    removes[0]?.resolve();
    await flush();
    expect(api().statusMessage).toBe("Runner One was removed from your wishlist.");
  });

  it("sends nothing with no lines, and says so when the cart refuses", async () => {
    const { api, adds } = start();
    api().addToBag([]);
    expect(adds).toHaveLength(0);
    api().addToBag([{ id: 1, quantity: 1 }]);
    adds[0]?.reject(failure);
    await flush();
    expect(api().bagFailed).toBe(true);
    expect(api().errorMessage).toBe("We couldn't add these items to your bag. Please try again.");
  });
});

describe("wishlist detail actors", () => {
  function cacheOver(initial: Wishlist[]) {
    let lists = initial;
    return {
      get: () => lists,
      cache: {
        cancel: vi.fn(async () => undefined),
        update: (change: (l: readonly Wishlist[]) => Wishlist[]) => {
          lists = change(lists);
        },
      },
    };
  }
  const run = (logic: unknown, input: unknown) =>
    new Promise<void>((resolve, reject) => {
      const actor = createActor(logic as ReturnType<typeof createWishlistDetailActors>["removeItem"], {
        input: input as WishlistItemRef,
      });
      actor.subscribe({ complete: () => resolve(), error: reject });
      actor.start();
    });

  it("takes the item off the cached list at once and refreshes Wishlists", async () => {
    const c = item(3, "C");
    const { get, cache } = cacheOver([list(9, "Mine", [a, b, c])]);
    let seenDuringCall: number[] = [];
    const invalidate = vi.fn(async () => undefined);
    const announce = vi.fn();
    const actors = createWishlistDetailActors({
      loyalty: {
        deleteListItem: async () => {
          seenDuringCall = get()[0]?.items.map((i) => i.id) ?? [];
        },
      },
      cache,
      invalidate,
      addToCart: async () => undefined,
      announce,
    });
    await run(actors.removeItem, { listId: 9, item: b });
    expect(cache.cancel).toHaveBeenCalled();
    expect(seenDuringCall).toEqual([1, 3]);
    expect(get()[0]?.items.map((i) => i.id)).toEqual([1, 3]);
    expect(invalidate).toHaveBeenCalledWith(["Wishlists"]);
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it("puts a refused item back in its place", async () => {
    const c = item(3, "C");
    const { get, cache } = cacheOver([list(9, "Mine", [a, b, c])]);
    const invalidate = vi.fn(async () => undefined);
    const announce = vi.fn();
    const actors = createWishlistDetailActors({
      loyalty: { deleteListItem: async () => Promise.reject(failure) },
      cache,
      invalidate,
      addToCart: async () => undefined,
      announce,
    });
    await expect(run(actors.removeItem, { listId: 9, item: b })).rejects.toBe(failure);
    expect(get()[0]?.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(invalidate).toHaveBeenCalledWith(["Wishlists"]);
    expect(announce).not.toHaveBeenCalled();
  });
});
