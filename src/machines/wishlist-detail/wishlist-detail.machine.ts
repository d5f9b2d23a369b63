import { assign, setup } from "xstate";
import { formatMessage } from "../../rules/messages";
import { asError } from "../shared/as-error";
import { carried, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import { wishlistDetailMessages } from "../wishlists/wishlist-detail-messages";
import type {
  WishlistBagLine,
  WishlistDetailContext,
  WishlistDetailEvent,
  WishlistDetailInput,
  WishlistItemRef,
} from "./wishlist-detail.types";

const itemTitle = (ref: WishlistItemRef | undefined) =>
  ref?.item.product?.title ??
  ref?.item.product_variant?.customer_facing_name ??
  ref?.item.product_variant_sku ??
  "";

// What an event carries or an actor throws, handed to guards and actions as typed params.
const removeAsked = carried<Extract<WishlistDetailEvent, { type: "item.remove" }>>();
const addAsked = carried<Extract<WishlistDetailEvent, { type: "bag.add" }>>();

// The machine's type is inferred here and named by WishlistDetailMachine below.
function buildWishlistDetailMachine() {
  return setup({
    types: {
      context: {} as WishlistDetailContext,
      events: {} as WishlistDetailEvent,
      input: {} as WishlistDetailInput,
      tags: {} as "removing" | "adding",
    },
    actors: {
      removeItem: missingActor<void, WishlistItemRef>("wishlist-detail", "removeItem"),
      addToBag: missingActor<void, readonly WishlistBagLine[]>("wishlist-detail", "addToBag"),
    },
    guards: {
      isQueuedOrGone: ({ context }, event: WishlistItemRef) =>
        context.removals.some((ref) => ref.item.id === event.item.id) ||
        context.removedIds.includes(event.item.id),
      moreRemovals: ({ context }) => context.removals.length > 1,
      hasLines: (_, event: { lines: readonly WishlistBagLine[] }) => event.lines.length > 0,
    },
    actions: {
      enqueueRemoval: assign(({ context }, event: WishlistItemRef) => ({
        removals: [...context.removals, { listId: event.listId, item: event.item }],
        removeFailure: null,
        removed: null,
        // The announcement follows the latest action.
        added: null,
        bagFailed: false,
      })),
      noteRemoved: assign(({ context }) => {
        const [done, ...rest] = context.removals;
        return {
          removals: rest,
          removed: done ?? null,
          added: null,
          removedIds: done ? [...context.removedIds, done.item.id] : context.removedIds,
          error: null,
        };
      }),
      noteRemoveFailed: assign(({ context }, thrownError: unknown) => {
        const [failed, ...rest] = context.removals;
        return {
          removals: rest,
          removed: null,
          error: asError(thrownError),
          removeFailure: failed
            ? {
                itemId: failed.item.id,
                message: formatMessage(context.messages.wishlistRemoveFailed, { title: itemTitle(failed) }),
              }
            : null,
        };
      }),
      startAdd: assign((_, event: { lines: readonly WishlistBagLine[] }) => ({
        bagLines: [...event.lines],
        added: null,
        bagFailed: false,
        removed: null,
        removeFailure: null,
      })),
      noteAdded: assign(({ context }) => ({
        added: context.bagLines?.length ?? 0,
        bagLines: null,
        error: null,
      })),
      noteAddFailed: assign((_, thrownError: unknown) => ({
        bagLines: null,
        bagFailed: true,
        error: asError(thrownError),
      })),
    },
  }).createMachine({
    id: "wishlistDetail",
    context: ({ input }) => ({
      removals: [],
      removedIds: [],
      removed: null,
      removeFailure: null,
      bagLines: null,
      added: null,
      bagFailed: false,
      error: null,
      messages: input.messages ?? wishlistDetailMessages,
    }),
    type: "parallel",
    states: {
      removal: {
        initial: "idle",
        states: {
          idle: {
            on: {
              "item.remove": [
                { guard: { type: "isQueuedOrGone", params: removeAsked } },
                { target: "removing", actions: { type: "enqueueRemoval", params: removeAsked } },
              ],
            },
          },
          removing: {
            tags: ["removing"],
            // One remove at a time: a remove asked for meanwhile waits its turn, never dropped.
            on: {
              "item.remove": [
                { guard: { type: "isQueuedOrGone", params: removeAsked } },
                { actions: { type: "enqueueRemoval", params: removeAsked } },
              ],
            },
            invoke: {
              src: "removeItem",
              input: ({ context }) => context.removals[0] as WishlistItemRef,
              onDone: [
                { guard: "moreRemovals", target: "removing", reenter: true, actions: "noteRemoved" },
                { target: "idle", actions: "noteRemoved" },
              ],
              onError: [
                {
                  guard: "moreRemovals",
                  target: "removing",
                  reenter: true,
                  actions: { type: "noteRemoveFailed", params: thrown },
                },
                { target: "idle", actions: { type: "noteRemoveFailed", params: thrown } },
              ],
            },
          },
        },
      },
      bag: {
        initial: "idle",
        states: {
          idle: {
            on: {
              "bag.add": {
                guard: { type: "hasLines", params: addAsked },
                target: "adding",
                actions: { type: "startAdd", params: addAsked },
              },
            },
          },
          adding: {
            tags: ["adding"],
            // A press during the add asks for the same lines: it merges into the add running
            // (sending them again would put each pair in the bag twice).
            on: { "bag.add": {} },
            invoke: {
              src: "addToBag",
              input: ({ context }) => context.bagLines ?? [],
              onDone: { target: "idle", actions: "noteAdded" },
              onError: { target: "idle", actions: { type: "noteAddFailed", params: thrown } },
            },
          },
        },
      },
    },
  });
}

/** The wishlist detail machine's type. */
export type WishlistDetailMachine = ReturnType<typeof buildWishlistDetailMachine>;

/**
 * The item actions of a wishlist's page (account-area §2, §4): Remove (`DELETE` the item; it
 * leaves the list at once and comes back with a message if the service refuses; removes wait
 * their turn, the same item is never removed twice) and Add items to bag (the available variants
 * whose SKU matches, quantity 1, through the cart; a press while it runs merges into it).
 * Provide its actors with `createWishlistDetailActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(wishlistDetailMachine.provide({ actors }), { input: {} }).start();
 * actor.send({ type: "item.remove", listId: list.id, item });
 * actor.send({ type: "bag.add", lines: [{ id: 4242, quantity: 1 }] });
 * ```
 */
export const wishlistDetailMachine: WishlistDetailMachine = buildWishlistDetailMachine();
