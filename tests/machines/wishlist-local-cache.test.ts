// @vitest-environment jsdom
import { IDBFactory } from "fake-indexeddb";
import type { Wishlist } from "../../src/clients/loyalty";
import { clearAccountCache } from "../../src/hooks/customer/account-cache";
import type { SolekitRuntime } from "../../src/hooks/provider/solekit-runtime";
import {
  clearWishlistCacheDatabase,
  createWishlistLocalStore,
  followWishlistLocalCache,
  type WishlistQueryEntry,
} from "../../src/machines/wishlists";
import { WISHLIST_UPDATE_EVENT } from "../../src/rules/keys";
import { item, list } from "./wishlists.fixtures";

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

// An in-memory query entry standing in for the query client's Wishlists entry.
function entry(initial?: Wishlist[]) {
  let data: readonly Wishlist[] | undefined = initial;
  const listeners = new Set<(lists: readonly Wishlist[]) => void>();
  const seeded: (readonly Wishlist[])[] = [];
  let invalidations = 0;
  const query: WishlistQueryEntry = {
    read: () => data,
    seed: (lists) => {
      seeded.push(lists);
      data = lists;
    },
    subscribe: (onLists) => {
      listeners.add(onLists);
      return () => listeners.delete(onLists);
    },
    invalidate: () => {
      invalidations += 1;
    },
  };
  return {
    query,
    seeded,
    invalidations: () => invalidations,
    settle(lists: Wishlist[]) {
      data = lists;
      for (const listener of listeners) listener(lists);
    },
  };
}

// A BroadcastChannel pair that delivers between two "tabs" only (never to its sender).
function channels() {
  const open: { name: string; deliver: (data: unknown) => void }[] = [];
  return (name: string) => {
    const listeners: ((event: Event) => void)[] = [];
    const self = {
      name,
      deliver: (data: unknown) => {
        for (const l of listeners) l(new MessageEvent("message", { data }));
      },
    };
    open.push(self);
    return {
      postMessage: (data: unknown) => {
        for (const other of open) if (other !== self && other.name === name) other.deliver(data);
      },
      close: () => open.splice(open.indexOf(self), 1),
      addEventListener: (_type: string, l: (event: Event) => void) => listeners.push(l),
    } as unknown as BroadcastChannel;
  };
}

const mine = [list(10, "My Wishlist", [item(1, "A")])];

// A fresh, empty IndexedDB for each test (jsdom has none).
let idb: IDBFactory;
beforeEach(() => {
  idb = new IDBFactory();
  globalThis.indexedDB = idb;
});

describe("the wishlists' IndexedDB copy", () => {
  it("writes what the query settles on and shows it at once on the next visit", async () => {
    const first = entry();
    const stop = followWishlistLocalCache({
      customerId: "c1",
      store: createWishlistLocalStore(),
      query: first.query,
    });
    first.settle(mine);
    await flush();
    stop();
    const second = entry();
    followWishlistLocalCache({ customerId: "c1", store: createWishlistLocalStore(), query: second.query });
    await flush();
    expect(second.seeded).toEqual([mine]);
  });

  it("never seeds over lists the query already has, and never shows another customer's copy", async () => {
    const store = createWishlistLocalStore();
    await store?.write("c1", mine);
    const loaded = entry([list(11, "Fresh", [])]);
    followWishlistLocalCache({ customerId: "c1", store, query: loaded.query });
    const other = entry();
    followWishlistLocalCache({ customerId: "c2", store: createWishlistLocalStore(), query: other.query });
    await flush();
    expect(loaded.seeded).toEqual([]);
    expect(other.seeded).toEqual([]);
    // c2's start dropped the copy c1 left on this browser.
    expect(await createWishlistLocalStore()?.read("c1")).toBeUndefined();
  });

  it("is cleared on logout (clearWishlistCacheDatabase)", async () => {
    const store = createWishlistLocalStore();
    await store?.write("c1", mine);
    await clearWishlistCacheDatabase(idb);
    expect(await store?.read("c1")).toBeUndefined();
    const next = entry();
    followWishlistLocalCache({ customerId: "c1", store: createWishlistLocalStore(), query: next.query });
    await flush();
    expect(next.seeded).toEqual([]);
  });

  it("clearing creates no database where there was none", async () => {
    await clearWishlistCacheDatabase(idb);
    expect(await idb.databases()).toEqual([]);
  });

  it("a change in one tab makes the other tab's query refetch (BroadcastChannel)", async () => {
    const channel = channels();
    const tabA = new EventTarget();
    const tabB = new EventTarget();
    const a = entry(mine);
    const b = entry(mine);
    followWishlistLocalCache({ customerId: "c1", store: null, query: a.query, browser: tabA, channel });
    const stopB = followWishlistLocalCache({
      customerId: "c1",
      store: null,
      query: b.query,
      browser: tabB,
      channel,
    });
    tabA.dispatchEvent(new CustomEvent(WISHLIST_UPDATE_EVENT));
    expect(b.invalidations()).toBe(1);
    expect(a.invalidations()).toBe(0);
    stopB();
    tabA.dispatchEvent(new CustomEvent(WISHLIST_UPDATE_EVENT));
    expect(b.invalidations()).toBe(1);
  });

  it("falls back to a storage event where BroadcastChannel is missing", () => {
    const written: [string, string][] = [];
    const tabA = Object.assign(new EventTarget(), {
      localStorage: { setItem: (key: string, value: string) => written.push([key, value]) },
    });
    const tabB = new EventTarget();
    const noChannel = undefined as unknown as (name: string) => BroadcastChannel;
    const b = entry(mine);
    const original = globalThis.BroadcastChannel;
    // A browser without BroadcastChannel.
    Reflect.deleteProperty(globalThis, "BroadcastChannel");
    try {
      followWishlistLocalCache({
        customerId: "c1",
        store: null,
        query: entry(mine).query,
        browser: tabA,
        channel: noChannel,
      });
      followWishlistLocalCache({
        customerId: "c1",
        store: null,
        query: b.query,
        browser: tabB,
        channel: noChannel,
      });
      tabA.dispatchEvent(new CustomEvent(WISHLIST_UPDATE_EVENT));
      const [key, value] = written[0] ?? ["", ""];
      tabB.dispatchEvent(new StorageEvent("storage", { key, newValue: value }));
      tabB.dispatchEvent(new StorageEvent("storage", { key, newValue: `c2:${Date.now()}` }));
      expect(b.invalidations()).toBe(1);
    } finally {
      globalThis.BroadcastChannel = original;
    }
  });
});

describe("logout clears the wishlists' copy", () => {
  it("clearAccountCache empties the IndexedDB copy", async () => {
    const store = createWishlistLocalStore();
    await store?.write("c1", mine);
    clearAccountCache({ queryClient: undefined } as unknown as SolekitRuntime);
    await flush();
    expect(await store?.read("c1")).toBeUndefined();
  });
});
