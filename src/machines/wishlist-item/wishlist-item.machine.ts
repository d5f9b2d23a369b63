import { assign, emit, setup } from "xstate";
import type { WishlistItem } from "../../clients/loyalty";
import { asError } from "../shared/as-error";
import { answer, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import type {
  WishlistItemContext,
  WishlistItemEmitted,
  WishlistItemEvent,
  WishlistItemInput,
  WishlistItemUpdateRequest,
} from "./wishlist-item.types";

// What the update answers or throws, handed to the actions as typed params (no casts).
const updated = answer<WishlistItem>();

// The machine's type is inferred here and named by WishlistItemMachine below.
function buildWishlistItemMachine() {
  return setup({
    types: {
      context: {} as WishlistItemContext,
      events: {} as WishlistItemEvent,
      input: {} as WishlistItemInput,
      emitted: {} as WishlistItemEmitted,
      tags: {} as "busy",
    },
    actors: {
      updateItem: missingActor<WishlistItem, WishlistItemUpdateRequest>("wishlist-item", "updateItem"),
    },
    guards: {
      hasQueued: ({ context }) => context.queued !== null,
    },
    actions: {
      send: assign(({ event }) => ({ sending: event.variant, error: null, errorMessage: null })),
      queue: assign(({ event }) => ({ queued: event.variant })),
      sendQueued: assign(({ context }) => ({ sending: context.queued, queued: null })),
      setUpdated: assign((_, item: WishlistItem) => ({ item, sending: null })),
      announceUpdated: emit(({ context }) => ({ type: "item.updated", item: context.item }) as const),
      // Nothing changed on the server: the item stays as it was, with a message.
      setError: assign(({ context }, thrownError: unknown) => ({
        error: asError(thrownError),
        errorMessage: context.messages.wishlistItemUpdateFailed,
        sending: null,
        queued: null,
      })),
    },
  }).createMachine({
    id: "wishlistItem",
    context: ({ input }) => ({
      listId: input.listId,
      item: input.item,
      sending: null,
      queued: null,
      error: null,
      errorMessage: null,
      messages: input.messages,
    }),
    initial: "editing",
    states: {
      editing: {
        on: { "variant.choose": { target: "updating", actions: "send" } },
      },
      updating: {
        tags: ["busy"],
        // A size chosen while the update runs is saved right after it, never alongside.
        on: { "variant.choose": { actions: "queue" } },
        invoke: {
          src: "updateItem",
          input: ({ context }) => {
            if (!context.sending) throw new Error("wishlist-item: updating without a variant");
            return {
              listId: context.listId,
              itemId: context.item.id,
              productId: context.item.meta.productId ?? context.item.product?.id ?? "",
              variant: context.sending,
            };
          },
          onDone: [
            {
              guard: "hasQueued",
              target: "updating",
              reenter: true,
              actions: [{ type: "setUpdated", params: updated }, "sendQueued"],
            },
            { target: "updated", actions: [{ type: "setUpdated", params: updated }, "announceUpdated"] },
          ],
          onError: { target: "editing", actions: { type: "setError", params: thrown } },
        },
      },
      updated: {
        on: { "variant.choose": { target: "updating", actions: "send" } },
      },
    },
  });
}

/** The Edit Item flow's machine type. */
export type WishlistItemMachine = ReturnType<typeof buildWishlistItemMachine>;

/**
 * The Edit Item modal's save (account-area §2): the size step's confirmed variant ('Update
 * wishlist') replaces the item's variant through `updateItem`
 * (`PUT /profile/lists/{id}/items/{itemId}`), then `item.updated` is emitted. A failure keeps the
 * item as it was and says so; a size chosen while an update runs is saved right after it.
 *
 * @example
 * ```ts
 * const edit = createActor(wishlistItemMachine.provide({ actors }), { input: { listId, item, messages } }).start();
 * followSizeStep(sizeActor, (variant) => edit.send({ type: "variant.choose", variant }));
 * ```
 */
export const wishlistItemMachine: WishlistItemMachine = buildWishlistItemMachine();
