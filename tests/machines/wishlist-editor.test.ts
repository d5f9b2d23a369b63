import { createActor, fromPromise } from "xstate";
import type { Wishlist } from "../../src/clients/loyalty";
import {
  connectWishlistEditor,
  createWishlistEditorActors,
  type EditableWishlist,
  followWishlistEditor,
  type WishlistSaveRequest,
  wishlistEditorMachine,
} from "../../src/machines/wishlist-editor";
import { SolekitError } from "../../src/runtime";
import { list } from "./wishlists.fixtures";

const flush = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

interface Deferred<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

function start() {
  const saves: Deferred<WishlistSaveRequest, Wishlist>[] = [];
  const deletes: Deferred<EditableWishlist, void>[] = [];
  const actor = createActor(
    wishlistEditorMachine.provide({
      actors: {
        saveWishlist: fromPromise<Wishlist, WishlistSaveRequest>(
          ({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject })),
        ),
        deleteWishlist: fromPromise<void, EditableWishlist>(
          ({ input }) => new Promise((resolve, reject) => deletes.push({ input, resolve, reject })),
        ),
      },
    }),
    { input: {} },
  ).start();
  const emitted: string[] = [];
  actor.on("saved", (event) => emitted.push(`saved:${event.list.id}:${event.list.name}`));
  actor.on("deleted", (event) => emitted.push(`deleted:${event.list.id}`));
  const api = () => connectWishlistEditor(actor.getSnapshot(), actor.send, { id: "ed" });
  return { actor, saves, deletes, emitted, api };
}

const failure = new SolekitError({ kind: "http", status: 500, message: "Server Error" });

describe("wishlist create / edit popover", () => {
  it("refuses a blank or whitespace name with the spec's message and sends nothing", () => {
    const { api, saves } = start();
    api().create();
    api().setName("   ");
    api().submit();
    expect(api().nameError).toBe("Wishlist name is required for new list");
    expect(api().getNameInputProps()["aria-invalid"]).toBe(true);
    expect(api().getNameInputProps()["aria-describedby"]).toBe(api().getNameErrorProps().id);
    expect(saves).toHaveLength(0);
    api().setName("School");
    expect(api().nameError).toBeNull();
  });

  it("refuses a name longer than the service's 100 characters, sends nothing, and the field takes 100 at most", () => {
    const { actor, api, saves } = start();
    const refused: string[] = [];
    actor.on("refused", (event) => refused.push(event.field));
    api().create();
    expect(api().getNameInputProps().maxLength).toBe(100);
    api().setName("W".repeat(120));
    api().submit();
    expect(api().nameError).toBe("Wishlist name must be 100 characters or fewer");
    expect(api().getNameInputProps()["aria-invalid"]).toBe(true);
    expect([api().failure, saves.length, refused]).toEqual([null, 0, ["name"]]);
    api().setName("W".repeat(101));
    expect(api().nameError).toBe("Wishlist name must be 100 characters or fewer");
    api().setName("W".repeat(100));
    expect(api().nameError).toBeNull();
    api().submit();
    expect(saves.map((save) => save.input.name.length)).toEqual([100]);
  });

  it("creates a list with the trimmed name, closes and emits saved", async () => {
    const { api, saves, emitted } = start();
    api().create();
    expect(api().title).toBe("Create wishlist");
    expect(api().canDelete).toBe(false);
    api().setName("  School shoes ");
    api().submit();
    expect(api().isSaving).toBe(true);
    expect(saves[0]?.input).toEqual({ name: "School shoes" });
    saves[0]?.resolve(list(42, "School shoes", []));
    await flush();
    expect(api().isOpen).toBe(false);
    expect(emitted).toEqual(["saved:42:School shoes"]);
  });

  it("keeps the typed name and shows the message when the save fails", async () => {
    const { api, saves } = start();
    api().create();
    api().setName("Winter");
    api().submit();
    saves[0]?.reject(failure);
    await flush();
    expect(api().isOpen).toBe(true);
    expect(api().name).toBe("Winter");
    expect(api().failure).toBe("We couldn't save your wishlist. Please try again.");
    expect(api().status).toBe("error");
  });

  it("puts the service's message for the name under it, focus there once it renders, in the catalogue's words for errorMessage", async () => {
    const { actor, api, saves } = start();
    const focused: string[] = [];
    const stop = followWishlistEditor(actor, {
      id: "ed",
      document: { getElementById: (id) => ({ focus: () => focused.push(id) }) },
    });
    api().create();
    api().setName("School shoes");
    api().submit();
    saves[0]?.reject(
      new SolekitError({
        kind: "http",
        status: 422,
        message: "The name has already been taken.",
        fieldErrors: { name: ["The name has already been taken."] },
      }),
    );
    await flush();
    expect(api().nameError).toBe("The name has already been taken.");
    expect(api().getNameInputProps()).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": api().getNameErrorProps().id,
    });
    expect(api().failure).toBeNull();
    expect([api().status, api().errorMessage]).toEqual([
      "error",
      "We couldn't save your wishlist. Please try again.",
    ]);
    expect(api().name).toBe("School shoes");
    expect(focused).toEqual(["ed-name"]);
    // A blank submit is refused by the popover itself: focus to the name again, no stale failure.
    api().setName(" ");
    api().submit();
    await flush();
    expect(api().nameError).toBe("Wishlist name is required for new list");
    expect([api().status, api().error, api().errorMessage]).toEqual(["idle", null, null]);
    expect(focused).toEqual(["ed-name", "ed-name"]);
    stop();
  });

  it("shows a message the name does not take below the form, focus left where it was", async () => {
    const { actor, api, saves } = start();
    const focused: string[] = [];
    const stop = followWishlistEditor(actor, {
      id: "ed",
      document: { getElementById: (id) => ({ focus: () => focused.push(id) }) },
    });
    api().create();
    api().setName("Winter");
    api().submit();
    saves[0]?.reject(
      new SolekitError({
        kind: "http",
        status: 422,
        message: "The selected profile id is invalid.",
        fieldErrors: { profile_id: ["The selected profile id is invalid."] },
      }),
    );
    await flush();
    expect(api().nameError).toBeNull();
    expect(api().failure).toBe("The selected profile id is invalid.");
    expect(api().errorMessage).toBe("We couldn't save your wishlist. Please try again.");
    expect(focused).toEqual([]);
    stop();
  });

  it("renames an own list with its id, prefilled with its name", async () => {
    const { api, saves, emitted } = start();
    api().rename({ id: 7, name: "Birthday Ideas" });
    expect(api().title).toBe("Edit wishlist");
    expect(api().name).toBe("Birthday Ideas");
    expect(api().canDelete).toBe(true);
    api().setName("Birthday");
    api().submit();
    expect(saves[0]?.input).toEqual({ listId: 7, name: "Birthday" });
    saves[0]?.resolve(list(7, "Birthday", []));
    await flush();
    expect(emitted).toEqual(["saved:7:Birthday"]);
  });

  it("saves a name typed during a save once more, as a rename of the list just created", async () => {
    const { api, saves, emitted } = start();
    api().create();
    api().setName("Wint");
    api().submit();
    api().setName("Winter");
    api().submit();
    expect(saves).toHaveLength(1);
    saves[0]?.resolve(list(50, "Wint", []));
    await flush();
    expect(saves[1]?.input).toEqual({ listId: 50, name: "Winter" });
    saves[1]?.resolve(list(50, "Winter", []));
    await flush();
    expect(emitted).toEqual(["saved:50:Winter"]);
  });

  it("Cancel during a save closes once the save has answered", async () => {
    const { api, saves } = start();
    api().create();
    api().setName("Winter");
    api().submit();
    api().cancel();
    expect(api().isOpen).toBe(true);
    saves[0]?.resolve(list(51, "Winter", []));
    await flush();
    expect(api().isOpen).toBe(false);
  });

  it("deletes after a confirmation; a refusal keeps the popover open with a message", async () => {
    const { api, deletes, emitted } = start();
    api().rename({ id: 8, name: "Old" });
    api().requestDelete();
    expect(api().confirmingDelete).toBe(true);
    expect(api().deleteQuestion).toBe("Delete Old? Its items will be removed too.");
    api().cancelDelete();
    expect(api().confirmingDelete).toBe(false);
    expect(deletes).toHaveLength(0);
    api().requestDelete();
    api().confirmDelete();
    expect(api().isDeleting).toBe(true);
    deletes[0]?.reject(failure);
    await flush();
    expect(api().failure).toBe("We couldn't delete your wishlist. Please try again.");
    expect(api().isOpen).toBe(true);
    api().requestDelete();
    api().confirmDelete();
    deletes[1]?.resolve();
    await flush();
    expect(api().isOpen).toBe(false);
    expect(emitted).toEqual(["deleted:8"]);
  });

  it("offers no delete while creating", () => {
    const { api } = start();
    api().create();
    api().requestDelete();
    expect(api().confirmingDelete).toBe(false);
  });

  it("tells its host each time it closes (Cancel, a save, a delete, after saved or deleted), not while a failure keeps it open", async () => {
    const { actor, api, saves, deletes } = start();
    const told: string[] = [];
    actor.on("saved", () => told.push("saved"));
    actor.on("deleted", () => told.push("deleted"));
    actor.on("closed", () => told.push("closed"));
    expect(told).toEqual([]);
    api().create();
    api().cancel();
    expect(told).toEqual(["closed"]);
    api().create();
    api().setName("Winter");
    api().submit();
    saves[0]?.reject(failure);
    await flush();
    expect(api().isOpen).toBe(true);
    expect(told).toEqual(["closed"]);
    api().submit();
    saves[1]?.resolve(list(51, "Winter", []));
    await flush();
    expect(told).toEqual(["closed", "saved", "closed"]);
    api().rename({ id: 51, name: "Winter" });
    api().requestDelete();
    api().cancelDelete();
    expect(told).toEqual(["closed", "saved", "closed"]);
    api().requestDelete();
    api().confirmDelete();
    deletes[0]?.resolve();
    await flush();
    expect(told).toEqual(["closed", "saved", "closed", "deleted", "closed"]);
  });

  it("leaving the delete question puts focus on Delete wishlist, also after a delete that failed", async () => {
    const { actor, api, deletes } = start();
    const focused: string[] = [];
    const stop = followWishlistEditor(actor, {
      id: "ed",
      document: { getElementById: (id) => ({ focus: () => focused.push(id) }) },
    });
    api().rename({ id: 51, name: "Winter" });
    api().requestDelete();
    api().cancelDelete();
    await flush();
    expect(focused).toEqual(["ed-delete"]);
    api().requestDelete();
    api().confirmDelete();
    await flush();
    expect(focused).toEqual(["ed-delete", "ed-delete"]);
    deletes[0]?.reject(new SolekitError({ kind: "http", status: 500, message: "Injected fault (500)" }));
    await flush();
    expect(api().failure).toBe("We couldn't delete your wishlist. Please try again.");
    expect(focused).toEqual(["ed-delete", "ed-delete", "ed-delete"]);
    // Escape still closes it: focus is on its Delete button, inside the dialog.
    api().getDialogProps().onKeyDown({ key: "Escape", defaultPrevented: false, preventDefault: vi.fn() });
    expect(api().isOpen).toBe(false);
    stop();
  });

  it("Escape cancels the popover", () => {
    const { api } = start();
    api().create();
    const event = { key: "Escape", defaultPrevented: false, preventDefault: vi.fn() };
    api().getDialogProps().onKeyDown(event);
    expect(api().isOpen).toBe(false);
  });
});

describe("wishlist editor actors", () => {
  it("create, rename and delete refresh Wishlists and announce the change", async () => {
    const calls: string[] = [];
    const loyalty = {
      createList: async (body: { name: string }) => {
        calls.push(`create:${body.name}`);
        return list(1, body.name, []);
      },
      updateList: async (id: number, body: { name: string }) => {
        calls.push(`update:${id}:${body.name}`);
        return list(id, body.name, []);
      },
      deleteList: async (id: number) => {
        calls.push(`delete:${id}`);
      },
    };
    const invalidate = vi.fn(async () => undefined);
    const announce = vi.fn();
    const actors = createWishlistEditorActors(loyalty, invalidate, announce);
    const run = <T>(logic: unknown, input: T) =>
      new Promise<void>((resolve, reject) => {
        const actor = createActor(logic as typeof actors.saveWishlist, {
          input: input as WishlistSaveRequest,
        });
        actor.subscribe({ complete: () => resolve(), error: reject });
        actor.start();
      });
    await run(actors.saveWishlist, { name: "A" });
    await run(actors.saveWishlist, { listId: 3, name: "B" });
    await run(actors.deleteWishlist, { id: 3, name: "B" });
    expect(calls).toEqual(["create:A", "update:3:B", "delete:3"]);
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenCalledWith(["Wishlists"]);
    expect(announce).toHaveBeenCalledTimes(3);
  });
});
