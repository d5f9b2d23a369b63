import { createActor, waitFor } from "xstate";
import type { Wishlist } from "../../src/clients/loyalty";
import {
  createWishlistSyncActors,
  type holdSyncLock,
  type WishlistSyncEmitted,
  wishlistSyncMachine,
} from "../../src/machines/wishlist-sync";
import { GUEST_WISHLIST_STORAGE_KEY } from "../../src/rules/keys";
import { createMemoryStorage } from "../../src/runtime";
import { item, list, wishlistMessages } from "./wishlist.fixtures";

type Step = "getProfile" | "getLists" | "createList" | "addListItem" | "updateProfile" | "removeItem";

// A fake loyalty service over one customer, shared by every tab; `failing` makes a call refuse.
function fakeServer(tags: string[] = []) {
  const state = { tags: [...tags], lists: [] as Wishlist[], nextId: 100 };
  const nextId = () => {
    state.nextId += 1;
    return state.nextId;
  };
  const failing = new Set<Step>();
  const calls: string[] = [];
  const refuse = (step: Step) => {
    calls.push(step);
    if (failing.has(step)) throw new Error(`${step} refused`);
  };
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));
  const services = (
    storage: ReturnType<typeof createMemoryStorage>,
    browser?: Parameters<typeof holdSyncLock>[0],
  ) =>
    createWishlistSyncActors({
      profile: {
        getProfile: async () => {
          await tick();
          refuse("getProfile");
          return { tags: [...state.tags] } as never;
        },
        updateProfile: async (body) => {
          await tick();
          refuse("updateProfile");
          state.tags = [...(body.tags ?? [])];
          return { tags: state.tags } as never;
        },
      },
      lists: {
        getLists: async () => {
          await tick();
          refuse("getLists");
          return structuredClone(state.lists);
        },
        createList: async ({ name }) => {
          await tick();
          refuse("createList");
          const created = list(nextId(), name);
          state.lists.push(created);
          return structuredClone(created);
        },
      },
      items: {
        addListItem: async (listId, input) => {
          await tick();
          refuse("addListItem");
          const target = state.lists.find((l) => l.id === listId);
          const added = item(nextId(), Number(input.productId), Number(input.variantId));
          target?.items.push(added);
          return added;
        },
      },
      storage: {
        getItem: (key) => storage.getItem(key),
        removeItem: (key) => {
          refuse("removeItem");
          storage.removeItem(key);
        },
      },
      ...(browser ? { browser } : {}),
    });
  return { state, failing, calls, services };
}

async function sync(
  server: ReturnType<typeof fakeServer>,
  storage: ReturnType<typeof createMemoryStorage>,
  browser?: Parameters<typeof holdSyncLock>[0],
) {
  const emitted: WishlistSyncEmitted[] = [];
  const actor = createActor(wishlistSyncMachine.provide({ actors: server.services(storage, browser) }), {
    input: { messages: wishlistMessages },
  });
  actor.on("sync.done", (event) => emitted.push(event));
  actor.on("sync.failed", (event) => emitted.push(event));
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.status === "done", { timeout: 5000 });
  return { emitted, snapshot: actor.getSnapshot() };
}

const guestList = '["1:10","2:20"]';

describe("guest wishlist sync on sign-in (account-area §4)", () => {
  it("moves the local items into 'My First Wishlist', tags the profile, then removes the local copy", async () => {
    const server = fakeServer(["vip"]);
    const storage = createMemoryStorage({ [GUEST_WISHLIST_STORAGE_KEY]: guestList });
    const { emitted } = await sync(server, storage);
    expect(server.state.lists.map((l) => [l.name, l.items.map((i) => i.product_variant_id)])).toEqual([
      ["My First Wishlist", [10, 20]],
    ]);
    expect(server.state.tags).toEqual(["vip", "wishlist-synced"]);
    expect(storage.getItem(GUEST_WISHLIST_STORAGE_KEY)).toBeNull();
    expect(emitted).toEqual([{ type: "sync.done", outcome: "synced", listId: server.state.lists[0]?.id }]);
    expect(server.calls.indexOf("updateProfile")).toBeLessThan(server.calls.indexOf("removeItem"));
  });

  it("only sets the tag when nothing is stored locally", async () => {
    const server = fakeServer();
    const { emitted } = await sync(server, createMemoryStorage());
    expect(server.state.lists).toEqual([]);
    expect(server.state.tags).toEqual(["wishlist-synced"]);
    expect(emitted).toEqual([{ type: "sync.done", outcome: "tagged", listId: null }]);
  });

  it("is skipped when the profile has the wishlist-synced tag, leaving the local items", async () => {
    const server = fakeServer(["wishlist-synced"]);
    const storage = createMemoryStorage({ [GUEST_WISHLIST_STORAGE_KEY]: guestList });
    const { emitted } = await sync(server, storage);
    expect(server.calls).toEqual(["getProfile"]);
    expect(storage.getItem(GUEST_WISHLIST_STORAGE_KEY)).toBe(guestList);
    expect(emitted).toEqual([{ type: "sync.done", outcome: "skipped", listId: null }]);
  });

  it.each<[Step, string]>([
    ["getProfile", "Failed to process wishlist items"],
    ["getLists", "Failed to process wishlist items"],
    ["createList", "Failed to create new wishlist"],
    ["addListItem", "Failed to add items to wishlist"],
    ["updateProfile", "Failed to update profile tags after wishlist sync"],
    ["removeItem", "Failed to process wishlist items"],
  ])(
    "keeps the local items when %s fails (%s), and the next sign-in finishes without doubles",
    async (step, message) => {
      const server = fakeServer();
      const storage = createMemoryStorage({ [GUEST_WISHLIST_STORAGE_KEY]: guestList });
      server.failing.add(step);
      const first = await sync(server, storage);
      expect(first.emitted).toEqual([{ type: "sync.failed", message }]);
      expect(first.snapshot.context.errorMessage).toBe(message);
      expect(storage.getItem(GUEST_WISHLIST_STORAGE_KEY)).toBe(guestList);
      server.failing.clear();
      await sync(server, storage);
      expect(server.state.lists.map((l) => [l.name, l.items.map((i) => i.product_variant_id)])).toEqual([
        ["My First Wishlist", [10, 20]],
      ]);
      expect(server.state.tags).toEqual(["wishlist-synced"]);
      // Once tagged, a later sign-in skips: a local copy that could not be removed stays (its items
      // are on the list already), never synced a second time.
      expect(storage.getItem(GUEST_WISHLIST_STORAGE_KEY)).toBe(step === "removeItem" ? guestList : null);
    },
  );

  it("never adds the same item twice after a sync stopped half-way through the items", async () => {
    const server = fakeServer();
    const storage = createMemoryStorage({ [GUEST_WISHLIST_STORAGE_KEY]: '["1:10","2:20","1:10"]' });
    let adds = 0;
    const services = server.services(storage);
    const failSecond = createWishlistSyncActors({
      profile: { getProfile: async () => ({ tags: [] }) as never, updateProfile: async () => ({}) as never },
      lists: {
        getLists: async () => structuredClone(server.state.lists),
        createList: async ({ name }) => {
          const created = list(500, name);
          server.state.lists.push(created);
          return created;
        },
      },
      items: {
        addListItem: async (listId, input) => {
          adds += 1;
          if (adds === 2) throw new Error("second add refused");
          const added = item(600 + adds, Number(input.productId), Number(input.variantId));
          server.state.lists.find((l) => l.id === listId)?.items.push(added);
          return added;
        },
      },
      storage: { getItem: (key) => storage.getItem(key), removeItem: (key) => storage.removeItem(key) },
    });
    const actor = createActor(wishlistSyncMachine.provide({ actors: failSecond }), {
      input: { messages: wishlistMessages },
    }).start();
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("failed");
    expect(services).toBeDefined();
    await sync(server, storage);
    expect(server.state.lists[0]?.items.map((i) => i.product_variant_id)).toEqual([10, 20]);
  });

  it("refuses stored text that is not a list with 'Invalid wishlist data format' and keeps it", async () => {
    const server = fakeServer();
    const storage = createMemoryStorage({ [GUEST_WISHLIST_STORAGE_KEY]: "{oops" });
    const { emitted } = await sync(server, storage);
    expect(emitted).toEqual([{ type: "sync.failed", message: "Invalid wishlist data format" }]);
    expect(storage.getItem(GUEST_WISHLIST_STORAGE_KEY)).toBe("{oops");
    expect(server.state.tags).toEqual([]);
  });

  it("refuses a created list without an id with 'Invalid wishlist response'", async () => {
    const server = fakeServer();
    const storage = createMemoryStorage({ [GUEST_WISHLIST_STORAGE_KEY]: guestList });
    const actors = server.services(storage);
    const broken = createWishlistSyncActors({
      profile: { getProfile: async () => ({ tags: [] }) as never, updateProfile: async () => ({}) as never },
      lists: { getLists: async () => [], createList: async () => ({}) as never },
      items: { addListItem: async () => item(1, 1, 1) },
      storage: { getItem: (key) => storage.getItem(key), removeItem: (key) => storage.removeItem(key) },
    });
    const actor = createActor(wishlistSyncMachine.provide({ actors: { ...actors, ...broken } }), {
      input: { messages: wishlistMessages },
    }).start();
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().context.errorMessage).toBe("Invalid wishlist response");
    expect(storage.getItem(GUEST_WISHLIST_STORAGE_KEY)).toBe(guestList);
  });

  it("reports 'Failed to update profile tags' when only the tag was to be set", async () => {
    const server = fakeServer();
    server.failing.add("updateProfile");
    const { emitted } = await sync(server, createMemoryStorage());
    expect(emitted).toEqual([{ type: "sync.failed", message: "Failed to update profile tags" }]);
  });
});

describe("guest wishlist sync: two tabs signing in at once", () => {
  it("syncs once under Web Locks", async () => {
    const server = fakeServer();
    const storage = createMemoryStorage({ [GUEST_WISHLIST_STORAGE_KEY]: guestList });
    // A minimal Web Locks: one holder at a time, the others queued in order.
    let tail = Promise.resolve();
    const locks = {
      request: (_name: string, _options: { signal?: AbortSignal }, callback: () => Promise<void>) => {
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    const [a, b] = await Promise.all([sync(server, storage, { locks }), sync(server, storage, { locks })]);
    expect(server.state.lists).toHaveLength(1);
    expect(server.state.lists[0]?.items).toHaveLength(2);
    expect([a.emitted[0], b.emitted[0]].map((e) => e && "outcome" in e && e.outcome).sort()).toEqual([
      "skipped",
      "synced",
    ]);
  });

  it("syncs once with the storage lease when Web Locks are missing", async () => {
    const server = fakeServer();
    const storage = createMemoryStorage({ [GUEST_WISHLIST_STORAGE_KEY]: guestList });
    const localStorage = {
      getItem: (key: string) => storage.getItem(key),
      setItem: (key: string, value: string) => storage.setItem(key, value),
      removeItem: (key: string) => storage.removeItem(key),
    };
    const [a, b] = await Promise.all([
      sync(server, storage, { localStorage }),
      sync(server, storage, { localStorage }),
    ]);
    expect(server.state.lists).toHaveLength(1);
    expect(server.state.lists[0]?.items).toHaveLength(2);
    expect([a.emitted[0], b.emitted[0]].map((e) => e && "outcome" in e && e.outcome).sort()).toEqual([
      "skipped",
      "synced",
    ]);
  });
});
