import { createActor, fromPromise } from "xstate";
import type { Wishlist } from "../../src/clients/loyalty";
import {
  connectWishlistModal,
  createWishlistModalActors,
  type WishlistModalEmitted,
  type WishlistModalSaveRequest,
  wishlistModalMachine,
} from "../../src/machines/wishlist-modal";
import { SolekitError } from "../../src/runtime";
import { item, list, runner, sizes, wishlistMessages } from "./wishlist.fixtures";

const flush = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

const size8 = sizes[0] as (typeof sizes)[number];
const lists = () => [
  list(9101, "My Wishlist", [item(1, 5, 51)]),
  list(9102, "Birthday"),
  list(9103, "wishlist", [], true),
];

function start(
  options: { loadLists?: () => Promise<Wishlist[]>; reloadLists?: () => Promise<Wishlist[]> } = {},
) {
  const saves: {
    request: WishlistModalSaveRequest;
    resolve: () => void;
    reject: (error: unknown) => void;
  }[] = [];
  const creates: { name: string; resolve: (list: Wishlist) => void; reject: (error: unknown) => void }[] = [];
  const actor = createActor(
    wishlistModalMachine.provide({
      actors: {
        loadLists: fromPromise(options.loadLists ?? (async () => lists())),
        reloadLists: fromPromise(options.reloadLists ?? (async () => lists())),
        createList: fromPromise<Wishlist, { name: string }>(
          ({ input }) =>
            new Promise((resolve, reject) => creates.push({ name: input.name, resolve, reject })),
        ),
        saveWishlists: fromPromise<void, WishlistModalSaveRequest>(
          ({ input }) => new Promise((resolve, reject) => saves.push({ request: input, resolve, reject })),
        ),
      },
    }),
    { input: { product: runner, messages: wishlistMessages } },
  ).start();
  const emitted: WishlistModalEmitted[] = [];
  actor.on("wishlist.saved", (event) => emitted.push(event));
  actor.on("create.refused", (event) => emitted.push(event));
  const api = () => connectWishlistModal(actor.getSnapshot(), actor.send, { id: "wm" });
  return { actor, saves, creates, emitted, api };
}

describe("wishlist modal: size step and lists (account-area §2)", () => {
  it("shows the size picker first, then the lists with the ones holding the variant checked", async () => {
    const { actor, api } = start();
    await flush();
    expect(api().mode).toBe("size");
    actor.send({ type: "variant.choose", variant: size8 });
    expect(api().mode).toBe("SELECT_LIST");
    expect(api().lists.map((l) => [l.title, l.checked])).toEqual([
      ["My Wishlist", true],
      ["Birthday", false],
      ["Mia's Wishlist", false],
    ]);
    expect(api().labels.changeSize).toBe("Size 8 · Change");
    actor.send({ type: "size.edit" });
    expect(api().mode).toBe("size");
  });

  it("keeps a size chosen while the lists load, and disables Save until they have", async () => {
    let answer: (lists: Wishlist[]) => void = () => undefined;
    const { actor, api } = start({ loadLists: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: "variant.choose", variant: size8 });
    expect(api().mode).toBe("loading");
    expect(api().getSaveButtonProps().disabled).toBe(true);
    answer(lists());
    await flush();
    expect(api().mode).toBe("SELECT_LIST");
    expect(api().getSaveButtonProps().disabled).toBe(false);
  });

  it("disables Save with no list checked and in create mode", async () => {
    const { actor, api } = start();
    await flush();
    actor.send({ type: "variant.choose", variant: { ...size8, id: "99" } });
    expect(api().canSave).toBe(false);
    actor.send({ type: "list.toggle", listId: 9102 });
    expect(api().canSave).toBe(true);
    actor.send({ type: "create.open" });
    expect(api().mode).toBe("CREATE_LIST");
    expect(api().getSaveButtonProps().disabled).toBe(true);
  });
});

describe("wishlist modal: creating a list inline (account-area §5)", () => {
  it.each(["", "   "])(
    "refuses the blank name %j with the spec's message and asks for focus",
    async (name) => {
      const { actor, api, creates, emitted } = start();
      await flush();
      actor.send({ type: "variant.choose", variant: size8 });
      actor.send({ type: "create.open" });
      actor.send({ type: "name.change", value: name });
      actor.send({ type: "create.submit" });
      expect(api().nameError).toBe("Wishlist name is required for new list");
      expect(api().getNameFieldProps()["aria-invalid"]).toBe(true);
      expect(creates).toHaveLength(0);
      expect(emitted).toEqual([{ type: "create.refused" }]);
    },
  );

  it("refuses a name longer than the service's 100 characters as it is submitted, and the field takes 100 at most", async () => {
    const { actor, api, creates, emitted } = start();
    await flush();
    actor.send({ type: "variant.choose", variant: size8 });
    actor.send({ type: "create.open" });
    expect(api().getNameFieldProps().maxLength).toBe(100);
    actor.send({ type: "name.change", value: "W".repeat(120) });
    actor.send({ type: "create.submit" });
    expect(api().nameError).toBe("Wishlist name must be 100 characters or fewer");
    expect(api().message).toBeNull();
    expect(creates).toHaveLength(0);
    expect(emitted).toEqual([{ type: "create.refused" }]);
    // The message follows the typing: still too long keeps it, short enough clears it.
    actor.send({ type: "name.change", value: "W".repeat(101) });
    expect(api().nameError).toBe("Wishlist name must be 100 characters or fewer");
    actor.send({ type: "name.change", value: "W".repeat(100) });
    expect(api().nameError).toBeNull();
    actor.send({ type: "create.submit" });
    expect(creates.map((c) => c.name.length)).toEqual([100]);
  });

  it("puts the service's refusal of the name (422) under the field, not 'Please try again', and asks for focus there", async () => {
    const { actor, api, creates, emitted } = start();
    await flush();
    actor.send({ type: "variant.choose", variant: size8 });
    actor.send({ type: "create.open" });
    actor.send({ type: "name.change", value: "School" });
    actor.send({ type: "create.submit" });
    creates[0]?.reject(
      new SolekitError({
        kind: "http",
        status: 422,
        message: "The name has already been taken.",
        fieldErrors: { name: ["The name has already been taken."] },
      }),
    );
    await flush();
    expect([api().mode, api().name, api().nameError, api().message]).toEqual([
      "CREATE_LIST",
      "School",
      "The name has already been taken.",
      null,
    ]);
    expect(api().getNameFieldProps()).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": api().getNameErrorProps().id,
    });
    expect(emitted).toEqual([{ type: "create.refused" }]);
  });

  it("shows a 422's message that names no field below the lists", async () => {
    const { actor, api, creates, emitted } = start();
    await flush();
    actor.send({ type: "variant.choose", variant: size8 });
    actor.send({ type: "create.open" });
    actor.send({ type: "name.change", value: "School" });
    actor.send({ type: "create.submit" });
    creates[0]?.reject(
      new SolekitError({
        kind: "http",
        status: 422,
        message: "You have too many wishlists.",
        fieldErrors: { profile_id: ["You have too many wishlists."] },
      }),
    );
    await flush();
    expect([api().nameError, api().message]).toEqual([null, "You have too many wishlists."]);
    expect(emitted).toEqual([]);
  });

  it("adds the created list checked and goes back to the lists", async () => {
    const { actor, api, creates } = start();
    await flush();
    actor.send({ type: "variant.choose", variant: size8 });
    actor.send({ type: "create.open" });
    actor.send({ type: "name.change", value: "  School  " });
    actor.send({ type: "create.submit" });
    expect(creates.map((c) => c.name)).toEqual(["School"]);
    creates[0]?.resolve(list(9200, "School"));
    await flush();
    expect(api().mode).toBe("SELECT_LIST");
    expect(api().lists.find((l) => l.id === 9200)?.checked).toBe(true);
    expect(api().name).toBe("");
  });

  it("keeps the typed name when creating fails, with a message", async () => {
    const { actor, api, creates } = start();
    await flush();
    actor.send({ type: "variant.choose", variant: size8 });
    actor.send({ type: "create.open" });
    actor.send({ type: "name.change", value: "School" });
    actor.send({ type: "create.submit" });
    creates[0]?.reject(new SolekitError({ kind: "http", status: 500, message: "boom" }));
    await flush();
    expect(api().mode).toBe("CREATE_LIST");
    expect(api().name).toBe("School");
    expect(api().message).toBe("The wishlist could not be created. Please try again.");
  });
});

describe("wishlist modal: saving", () => {
  it("adds the variant to newly checked lists and removes it from unchecked ones", async () => {
    const { actor, api, saves, emitted } = start();
    await flush();
    actor.send({ type: "variant.choose", variant: size8 });
    actor.send({ type: "list.toggle", listId: 9101 });
    actor.send({ type: "list.toggle", listId: 9102 });
    actor.send({ type: "save" });
    expect(saves[0]?.request.changes).toEqual({ add: [9102], remove: [{ listId: 9101, itemId: 1 }] });
    expect(api().isBusy).toBe(true);
    actor.send({ type: "save" });
    expect(saves).toHaveLength(1);
    saves[0]?.resolve();
    await flush();
    expect(api().isSaved).toBe(true);
    expect(api().message).toBe("Saved to your wishlists");
    expect(emitted).toEqual([
      { type: "wishlist.saved", added: [9102], removed: [{ listId: 9101, itemId: 1 }] },
    ]);
  });

  it("rolls back to what the server holds when the save fails, with a message", async () => {
    let reloads = 0;
    const { actor, api, saves } = start({
      reloadLists: async () => {
        reloads += 1;
        // Part of the save landed: Birthday now holds the variant.
        return [list(9101, "My Wishlist", [item(1, 5, 51)]), list(9102, "Birthday", [item(2, 5, 51)])];
      },
    });
    await flush();
    actor.send({ type: "variant.choose", variant: size8 });
    actor.send({ type: "list.toggle", listId: 9101 });
    actor.send({ type: "list.toggle", listId: 9102 });
    actor.send({ type: "save" });
    saves[0]?.reject(new SolekitError({ kind: "http", status: 500, message: "boom" }));
    await flush();
    expect(reloads).toBe(1);
    expect(api().mode).toBe("SELECT_LIST");
    expect(api().lists.map((l) => l.checked)).toEqual([true, true]);
    expect(api().errorMessage).toBe("Your wishlists could not be saved. Please try again.");
  });
});

describe("wishlist modal: actors", () => {
  it("adds and removes through the list item calls, then invalidates Wishlists and fires the events", async () => {
    const calls: string[] = [];
    const events: string[] = [];
    const actors = createWishlistModalActors({
      loadLists: async () => [],
      reloadLists: async () => [],
      lists: { createList: async () => list(1, "x") },
      items: {
        addListItem: async (listId, input) => {
          calls.push(`add ${listId} ${input.variantId} ${input.sku}`);
          return item(3, 5, 51);
        },
        deleteListItem: async (listId, itemId) => {
          calls.push(`delete ${listId} ${itemId}`);
        },
      },
      invalidate: async (names) => {
        calls.push(`invalidate ${names.join()}`);
      },
      target: {
        dispatchEvent: (event) => {
          events.push(event.type);
          return true;
        },
      },
    });
    const actor = createActor(actors.saveWishlists, {
      input: {
        product: runner,
        variant: size8,
        changes: { add: [9102], remove: [{ listId: 9101, itemId: 1 }] },
      },
    }).start();
    await flush();
    expect(actor.getSnapshot().status).toBe("done");
    expect(calls).toEqual(["add 9102 51 SKU-51", "delete 9101 1", "invalidate Wishlists"]);
    expect(events).toEqual(["wishlist-added", "omneo:wishlist:update"]);
  });

  it("refuses a failed save at once, while the refresh after it is still running (a member's add rolls back without waiting)", async () => {
    const calls: string[] = [];
    const refused = new SolekitError({ kind: "http", status: 500, message: "Injected fault (500)" });
    const actors = createWishlistModalActors({
      loadLists: async () => [],
      reloadLists: async () => [],
      lists: { createList: async () => list(1, "x") },
      items: {
        addListItem: () => Promise.reject(refused),
        deleteListItem: async () => undefined,
      },
      invalidate: (names) => {
        calls.push(`invalidate ${names.join()}`);
        // A refresh from a service that is down: the account query client retries it for seconds.
        return new Promise<void>(() => undefined);
      },
    });
    const actor = createActor(actors.saveWishlists, {
      input: { product: runner, variant: size8, changes: { add: [9102], remove: [] } },
    });
    actor.subscribe({ error: () => undefined });
    actor.start();
    await flush();
    expect([actor.getSnapshot().status, actor.getSnapshot().error]).toEqual(["error", refused]);
    expect(calls).toEqual(["invalidate Wishlists"]);
  });
});
