import { assign, emit, setup } from "xstate";
import type { Wishlist } from "../../clients/loyalty";
import { placeWishlistServiceErrors, validateWishlistName } from "../../rules/wishlists";
import { asError } from "../shared/as-error";
import { answer, carried, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import { wishlistEditorMessages } from "../wishlists/wishlist-editor-messages";
import type {
  EditableWishlist,
  WishlistEditorContext,
  WishlistEditorEmitted,
  WishlistEditorEvent,
  WishlistEditorInput,
  WishlistSaveRequest,
} from "./wishlist-editor.types";

// The request a save sends: a rename once the list exists (so one popover never creates two).
const saveRequest = (context: WishlistEditorContext): WishlistSaveRequest => ({
  ...(context.list ? { listId: context.list.id } : {}),
  name: context.name.trim(),
});

const closedContext = {
  list: null,
  name: "",
  sentName: null,
  nameError: null,
  failure: null,
  error: null,
  errorMessage: null,
  resubmit: false,
  closeAfterSave: false,
  confirmingDelete: false,
} as const;

// What an event carries or an actor answers, handed to the actions as typed params.
const renameAsked = ({ event }: { event: Extract<WishlistEditorEvent, { type: "editor.rename" }> }) =>
  event.list;
const typed = carried<Extract<WishlistEditorEvent, { type: "name.change" }>>();
const saved = answer<Wishlist>();

// The machine's type is inferred here and named by WishlistEditorMachine below.
function buildWishlistEditorMachine() {
  return setup({
    types: {
      context: {} as WishlistEditorContext,
      events: {} as WishlistEditorEvent,
      input: {} as WishlistEditorInput,
      emitted: {} as WishlistEditorEmitted,
      tags: {} as "busy",
    },
    actors: {
      saveWishlist: missingActor<Wishlist, WishlistSaveRequest>("wishlist-editor", "saveWishlist"),
      deleteWishlist: missingActor<void, EditableWishlist>("wishlist-editor", "deleteWishlist"),
    },
    guards: {
      nameRefused: ({ context }) => validateWishlistName(context.name, context.messages) !== null,
      isRenaming: ({ context }) => context.mode === "rename" && context.list !== null,
      // Save pressed again, or typing since: the name shown is not the one saved yet.
      needsAnotherSave: ({ context }) =>
        context.resubmit && context.name.trim() !== "" && context.name.trim() !== context.sentName,
      closeRequested: ({ context }) => context.closeAfterSave,
    },
    actions: {
      openCreate: assign(() => ({ ...closedContext, mode: "create" as const })),
      openRename: assign((_, list: EditableWishlist) => ({
        ...closedContext,
        mode: "rename" as const,
        list,
        name: list.name,
      })),
      // A message on show follows the typing: it goes once the name would be taken.
      setName: assign(({ context }, event: { value: string }) => ({
        name: event.value,
        nameError: context.nameError && validateWishlistName(event.value, context.messages),
      })),
      // A new submit starts clean: the last answer's messages spoke of the name sent then.
      showNameError: assign(({ context }) => ({
        nameError: validateWishlistName(context.name, context.messages),
        failure: null,
        errorMessage: null,
      })),
      // Where focus goes once the host has rendered the refusal: the name when it has a message.
      announceRefusal: emit(({ context }) => ({
        type: "refused" as const,
        field: context.nameError === null ? ("form" as const) : ("name" as const),
      })),
      noteSent: assign(({ context }) => ({
        sentName: context.name.trim(),
        resubmit: false,
        nameError: null,
        failure: null,
        errorMessage: null,
      })),
      queueResubmit: assign({ resubmit: true }),
      queueClose: assign({ closeAfterSave: true }),
      noteSaved: assign(({ context }, list: Wishlist | undefined) => {
        return list ? { list: { id: list.id, name: list.name }, error: null } : { error: context.error };
      }),
      emitSaved: emit(({ context }, list: Wishlist) => ({
        type: "saved" as const,
        list,
        mode: context.mode,
      })),
      // The name typed is kept. The service's message for the name goes under it, one no field
      // takes below the form; with neither (an outage), the catalogue's.
      noteSaveFailed: assign(({ context }, thrownError: unknown) => {
        const error = asError(thrownError);
        const { fields, unplaced } = placeWishlistServiceErrors(error.fieldErrors);
        const nameError = fields.name ?? null;
        return {
          error,
          errorMessage: context.messages.wishlistSaveFailed,
          nameError,
          failure: unplaced[0] ?? (nameError ? null : context.messages.wishlistSaveFailed),
          sentName: null,
          resubmit: false,
          closeAfterSave: false,
        };
      }),
      askDelete: assign({ confirmingDelete: true, failure: null, errorMessage: null }),
      dismissDelete: assign({ confirmingDelete: false }),
      noteDeleteFailed: assign(({ context }, thrownError: unknown) => ({
        error: asError(thrownError),
        errorMessage: context.messages.wishlistDeleteFailed,
        failure: context.messages.wishlistDeleteFailed,
        confirmingDelete: false,
      })),
      emitDeleted: emit(({ context }) => ({
        type: "deleted" as const,
        list: context.list ?? { id: 0, name: "" },
      })),
      reset: assign(() => closedContext),
      // Every way back to closed (Cancel, a save, a delete) tells the host, after saved or deleted.
      emitClosed: emit({ type: "closed" as const }),
    },
  }).createMachine({
    id: "wishlistEditor",
    context: ({ input }) => ({
      ...closedContext,
      mode: "create",
      messages: input.messages ?? wishlistEditorMessages,
    }),
    initial: "closed",
    states: {
      closed: {
        on: {
          "editor.create": { target: "open", actions: "openCreate" },
          "editor.rename": { target: "open", actions: { type: "openRename", params: renameAsked } },
        },
      },
      open: {
        on: {
          "name.change": { actions: { type: "setName", params: typed } },
          "editor.submit": [
            { guard: "nameRefused", actions: ["showNameError", "announceRefusal"] },
            { target: "saving", actions: "noteSent" },
          ],
          "editor.cancel": { target: "closed", actions: ["reset", "emitClosed"] },
          "delete.request": { guard: "isRenaming", target: "confirmingDelete", actions: "askDelete" },
        },
      },
      confirmingDelete: {
        on: {
          "name.change": { actions: { type: "setName", params: typed } },
          "delete.confirm": { target: "deleting", actions: "dismissDelete" },
          "delete.cancel": { target: "open", actions: "dismissDelete" },
          "editor.cancel": { target: "open", actions: "dismissDelete" },
        },
      },
      saving: {
        tags: ["busy"],
        on: {
          // Typing goes on during a save; Save pressed again saves the new name after it.
          "name.change": { actions: { type: "setName", params: typed } },
          "editor.submit": { actions: "queueResubmit" },
          "editor.cancel": { actions: "queueClose" },
        },
        invoke: {
          src: "saveWishlist",
          input: ({ context }) => saveRequest({ ...context, name: context.sentName ?? context.name }),
          onDone: [
            {
              guard: "needsAnotherSave",
              target: "saving",
              reenter: true,
              actions: [{ type: "noteSaved", params: saved }, "noteSent"],
            },
            {
              target: "closed",
              actions: [
                { type: "noteSaved", params: saved },
                { type: "emitSaved", params: saved },
                "reset",
                "emitClosed",
              ],
            },
          ],
          onError: {
            target: "open",
            actions: [{ type: "noteSaveFailed", params: thrown }, "announceRefusal"],
          },
        },
      },
      deleting: {
        tags: ["busy"],
        on: {
          "name.change": { actions: { type: "setName", params: typed } },
        },
        invoke: {
          src: "deleteWishlist",
          input: ({ context }) => context.list ?? { id: 0, name: "" },
          onDone: { target: "closed", actions: ["emitDeleted", "reset", "emitClosed"] },
          onError: { target: "open", actions: { type: "noteDeleteFailed", params: thrown } },
        },
      },
    },
  });
}

/** The wishlist editor machine's type. */
export type WishlistEditorMachine = ReturnType<typeof buildWishlistEditorMachine>;

/**
 * The create / edit popover of a wishlist (account-area §2 Wishlists, §5): a required name
 * (blank or whitespace: 'Wishlist name is required for new list'; longer than the service's 100
 * characters: 'Wishlist name must be 100 characters or fewer'), Save, Cancel, and Delete
 * wishlist with a confirmation when editing one of the member's own lists. A failed save or
 * delete keeps the name typed and says so: the service's message for the name under it
 * (`placeWishlistServiceErrors`), and `refused` names where focus goes (the name, after a blank
 * or refused name); Save pressed again during a save (with a new name)
 * saves once more when the first answers, as a rename of the list the first created, so one
 * popover never makes two lists; Cancel during a save closes once it has answered. Emits
 * `saved`, `deleted` and `refused`, and `closed` whenever it closes. Provide its actors with
 * `createWishlistEditorActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(wishlistEditorMachine.provide({ actors }), { input: {} }).start();
 * actor.send({ type: "editor.create" });
 * actor.send({ type: "name.change", value: "School shoes" });
 * actor.send({ type: "editor.submit" });
 * ```
 */
export const wishlistEditorMachine: WishlistEditorMachine = buildWishlistEditorMachine();
