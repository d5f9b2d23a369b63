import { assign, setup } from "xstate";
import { formatMessage } from "../../rules/messages";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import { wishlistScreenMessages } from "../wishlists/wishlist-messages";
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
      isQueuedOrGone: ({ context, event }) =>
        event.type === "item.remove" &&
        (context.removals.some((ref) => ref.item.id === event.item.id) ||
          context.removedIds.includes(event.item.id)),
      moreRemovals: ({ context }) => context.removals.length > 1,
      hasLines: ({ event }) => event.type === "bag.add" && event.lines.length > 0,
    },
    actions: {
      enqueueRemoval: assign(({ context, event }) =>
        event.type === "item.remove"
          ? {
              removals: [...context.removals, { listId: event.listId, item: event.item }],
              removeFailure: null,
              removed: null,
              // The announcement follows the latest action.
              added: null,
              bagFailed: false,
            }
          : {},
      ),
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
      noteRemoveFailed: assign(({ context, event }) => {
        const [failed, ...rest] = context.removals;
        return {
          removals: rest,
          removed: null,
          error: asError((event as { error?: unknown }).error),
          removeFailure: failed
            ? {
                itemId: failed.item.id,
                message: formatMessage(context.messages.wishlistRemoveFailed, { title: itemTitle(failed) }),
              }
            : null,
        };
      }),
      startAdd: assign(({ event }) =>
        event.type === "bag.add"
          ? { bagLines: [...event.lines], added: null, bagFailed: false, removed: null, removeFailure: null }
          : {},
      ),
      noteAdded: assign(({ context }) => ({
        added: context.bagLines?.length ?? 0,
        bagLines: null,
        error: null,
      })),
      noteAddFailed: assign(({ event }) => ({
        bagLines: null,
        bagFailed: true,
        error: asError((event as { error?: unknown }).error),
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
      messages: input.messages ?? wishlistScreenMessages,
    }),
    type: "parallel",
    states: {
      removal: {
        initial: "idle",
        states: {
          idle: {
            on: {
              "item.remove": [{ guard: "isQueuedOrGone" }, { target: "removing", actions: "enqueueRemoval" }],
            },
          },
          removing: {
            tags: ["removing"],
            // One remove at a time: a remove asked for meanwhile waits its turn, never dropped.
            on: {
              "item.remove": [{ guard: "isQueuedOrGone" }, { actions: "enqueueRemoval" }],
            },
            invoke: {
              src: "removeItem",
              input: ({ context }) => context.removals[0] as WishlistItemRef,
              onDone: [
                { guard: "moreRemovals", target: "removing", reenter: true, actions: "noteRemoved" },
                { target: "idle", actions: "noteRemoved" },
              ],
              onError: [
                { guard: "moreRemovals", target: "removing", reenter: true, actions: "noteRemoveFailed" },
                { target: "idle", actions: "noteRemoveFailed" },
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
              "bag.add": { guard: "hasLines", target: "adding", actions: "startAdd" },
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
              onError: { target: "idle", actions: "noteAddFailed" },
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
