import { assign, emit, setup } from "xstate";
import type { Wishlist } from "../../clients/loyalty";
import { listsHoldingVariant, wishlistSaveChanges } from "../../rules/wishlist-membership";
import {
  canSaveWishlistModal,
  placeWishlistServiceErrors,
  validateWishlistName,
} from "../../rules/wishlists";
import { asError } from "../shared/as-error";
import { answer, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import type { WishlistSizeOption } from "../wishlist-size/wishlist-size.types";
import type {
  WishlistModalContext,
  WishlistModalEmitted,
  WishlistModalEvent,
  WishlistModalInput,
  WishlistModalSaveRequest,
} from "./wishlist-modal.types";

// What an event carries or an actor answers, handed to the actions as typed params.
type ModalEventOf<T extends WishlistModalEvent["type"]> = Extract<WishlistModalEvent, { type: T }>;
const loaded = answer<Wishlist[]>();
const created = answer<Wishlist>();
const chosen = ({ event }: { event: ModalEventOf<"variant.choose"> }) => event.variant;
const toggled = ({ event }: { event: ModalEventOf<"list.toggle"> }) => event.listId;
const typed = ({ event }: { event: ModalEventOf<"name.change"> }) => event.value;

/** The save the modal would send now. */
export function pendingChanges(context: Pick<WishlistModalContext, "lists" | "variant" | "checked">) {
  return context.variant
    ? wishlistSaveChanges(context.lists, context.variant.id, context.checked)
    : { add: [], remove: [] };
}

const nameProblem = (context: WishlistModalContext) => validateWishlistName(context.name, context.messages);

// The machine's type is inferred here and named by WishlistModalMachine below.
function buildWishlistModalMachine() {
  return setup({
    types: {
      context: {} as WishlistModalContext,
      events: {} as WishlistModalEvent,
      input: {} as WishlistModalInput,
      emitted: {} as WishlistModalEmitted,
      tags: {} as "busy",
    },
    actors: {
      loadLists: missingActor<Wishlist[]>("wishlist-modal", "loadLists"),
      reloadLists: missingActor<Wishlist[]>("wishlist-modal", "reloadLists"),
      createList: missingActor<Wishlist, { name: string }>("wishlist-modal", "createList"),
      saveWishlists: missingActor<void, WishlistModalSaveRequest>("wishlist-modal", "saveWishlists"),
    },
    guards: {
      hasVariant: ({ context }) => context.variant !== null,
      canSave: ({ context }) =>
        canSaveWishlistModal({ loading: false, mode: "SELECT_LIST", checkedCount: context.checked.length }),
      nameRefused: ({ context }) => nameProblem(context) !== null,
      // The service refused the name itself (a 422 for `name`): its message is under the field.
      nameRefusedByService: (_, thrownError: unknown) =>
        placeWishlistServiceErrors(asError(thrownError).fieldErrors).fields.name !== undefined,
    },
    actions: {
      // The checkboxes start on the lists that hold the chosen variant (the server's answer).
      setLists: assign(({ context }, lists: Wishlist[]) => {
        return {
          lists,
          checked: context.variant ? listsHoldingVariant(lists, context.variant.id) : [],
          error: null,
        };
      }),
      resetChecked: assign(({ context }) => ({
        checked: context.variant ? listsHoldingVariant(context.lists, context.variant.id) : [],
      })),
      setVariant: assign(({ context }, variant: WishlistSizeOption) => ({
        variant,
        checked: listsHoldingVariant(context.lists, variant.id),
        formError: null,
      })),
      toggleList: assign(({ context }, listId: number) => {
        const on = context.checked.includes(listId);
        return {
          checked: on ? context.checked.filter((id) => id !== listId) : [...context.checked, listId],
          formError: null,
        };
      }),
      // A message on show follows the typing: it goes once the name would be taken.
      setName: assign(({ context }, name: string) => ({
        name,
        nameError: context.nameError && nameProblem({ ...context, name }),
        formError: null,
      })),
      refuseName: assign(({ context }) => ({ nameError: nameProblem(context) })),
      announceNameRefused: emit({ type: "create.refused" } as const),
      clearMessages: assign({ nameError: null, formError: null }),
      // The new list joins the lists, checked; the typed name has done its job.
      addCreated: assign(({ context }, list: Wishlist) => {
        return {
          lists: [...context.lists, list],
          checked: [...context.checked, list.id],
          name: "",
          nameError: null,
          formError: null,
        };
      }),
      // The typed name stays for another try. The service's message for the name goes under it
      // (a try again could not help), one no field takes below the lists; with neither (an
      // outage), the catalogue's 'Please try again'.
      setCreateError: assign(({ context }, thrownError: unknown) => {
        const error = asError(thrownError);
        const { fields, unplaced } = placeWishlistServiceErrors(error.fieldErrors);
        const nameError = fields.name ?? null;
        return {
          error,
          nameError,
          formError: unplaced[0] ?? (nameError ? null : context.messages.wishlistCreateFailed),
        };
      }),
      setSaveError: assign(({ context }, thrownError: unknown) => ({
        error: asError(thrownError),
        formError: context.messages.wishlistModalSaveFailed,
      })),
      setLoadError: assign(({ context }, thrownError: unknown) => ({
        error: asError(thrownError),
        formError: context.messages.wishlistListsFailed,
      })),
      announceCreated: emit((_, list: Wishlist) => ({ type: "list.created", listId: list.id }) as const),
      announceSaved: emit(({ context }) => {
        const changes = pendingChanges(context);
        return { type: "wishlist.saved", added: changes.add, removed: changes.remove } as const;
      }),
    },
  }).createMachine({
    id: "wishlistModal",
    context: ({ input }) => ({
      product: input.product,
      variant: null,
      lists: [],
      checked: [],
      name: "",
      nameError: null,
      formError: null,
      error: null,
      messages: input.messages,
    }),
    initial: "loading",
    states: {
      loading: {
        tags: ["busy"],
        // The size step runs while the lists load: a size chosen meanwhile is kept.
        on: { "variant.choose": { actions: { type: "setVariant", params: chosen } } },
        invoke: {
          src: "loadLists",
          onDone: { target: "ready", actions: { type: "setLists", params: loaded } },
          onError: { target: "failed", actions: { type: "setLoadError", params: thrown } },
        },
      },
      failed: {
        on: {
          "variant.choose": { actions: { type: "setVariant", params: chosen } },
          "lists.retry": { target: "loading", actions: "clearMessages" },
        },
      },
      ready: {
        initial: "routing",
        states: {
          routing: {
            always: [{ guard: "hasVariant", target: "SELECT_LIST" }, { target: "size" }],
          },
          size: {
            on: {
              "variant.choose": { target: "SELECT_LIST", actions: { type: "setVariant", params: chosen } },
            },
          },
          SELECT_LIST: {
            on: {
              "list.toggle": { actions: { type: "toggleList", params: toggled } },
              "size.edit": { target: "size", actions: "clearMessages" },
              "create.open": { target: "CREATE_LIST", actions: "clearMessages" },
              save: { guard: "canSave", target: "saving" },
            },
          },
          CREATE_LIST: {
            on: {
              "name.change": { actions: { type: "setName", params: typed } },
              "create.cancel": { target: "SELECT_LIST", actions: "clearMessages" },
              "create.submit": [
                { guard: "nameRefused", actions: ["refuseName", "announceNameRefused"] },
                { target: "creating" },
              ],
            },
          },
          creating: {
            tags: ["busy"],
            // One create at a time: a second submit while it runs is the same request.
            on: { "create.submit": {} },
            invoke: {
              src: "createList",
              input: ({ context }) => ({ name: context.name.trim() }),
              onDone: {
                target: "SELECT_LIST",
                actions: [
                  { type: "addCreated", params: created },
                  { type: "announceCreated", params: created },
                ],
              },
              onError: [
                {
                  guard: { type: "nameRefusedByService", params: thrown },
                  target: "CREATE_LIST",
                  actions: [{ type: "setCreateError", params: thrown }, "announceNameRefused"],
                },
                { target: "CREATE_LIST", actions: { type: "setCreateError", params: thrown } },
              ],
            },
          },
          saving: {
            tags: ["busy"],
            on: { save: {} },
            invoke: {
              src: "saveWishlists",
              input: ({ context }) => {
                if (!context.variant) throw new Error("wishlist-modal: saving without a variant");
                return {
                  product: context.product,
                  variant: context.variant,
                  changes: pendingChanges(context),
                };
              },
              onDone: { target: "#wishlistModal.saved", actions: "announceSaved" },
              onError: { target: "reloading", actions: { type: "setSaveError", params: thrown } },
            },
          },
          // A failed save rolls back to what the server holds now (part of it may have landed).
          reloading: {
            tags: ["busy"],
            invoke: {
              src: "reloadLists",
              onDone: { target: "SELECT_LIST", actions: { type: "setLists", params: loaded } },
              onError: { target: "SELECT_LIST", actions: "resetChecked" },
            },
          },
        },
      },
      saved: {},
    },
  });
}

/** The wishlist modal's machine type. */
export type WishlistModalMachine = ReturnType<typeof buildWishlistModalMachine>;

/**
 * The wishlist modal (account-area §2 Wishlists, §5): the size step first (its `size.confirmed`
 * arrives as `variant.choose`; `size.edit` goes back), then the member's lists as checkboxes
 * (SELECT_LIST), checked where the variant already is; a list can be created inline
 * (CREATE_LIST, a name required: 'Wishlist name is required for new list', at most the service's
 * 100 characters: 'Wishlist name must be 100 characters or fewer'; a name the service refuses
 * shows its message under the field, `placeWishlistServiceErrors`). Save is disabled
 * while loading, in create mode and with no list checked; it adds the variant to the newly
 * checked lists and removes it from the unchecked ones through `saveWishlists`, then emits
 * `wishlist.saved`. A failed save rolls back to the lists the server holds, with a message; a
 * failed create keeps the typed name. Provide its actors with `createWishlistModalActors`.
 *
 * @example
 * ```ts
 * const modal = createActor(wishlistModalMachine.provide({ actors }), {
 *   input: { product: { productId: 5, name: "Runner" }, messages },
 * }).start();
 * modal.send({ type: "variant.choose", variant });
 * modal.send({ type: "list.toggle", listId: 9101 });
 * modal.send({ type: "save" });
 * ```
 */
export const wishlistModalMachine: WishlistModalMachine = buildWishlistModalMachine();
