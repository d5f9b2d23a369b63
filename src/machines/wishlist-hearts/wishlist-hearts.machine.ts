import { assign, enqueueActions, fromCallback, setup } from "xstate";
import {
  type WishlistItemRef,
  type WishlistMembershipList,
  wishlistItemsOf,
} from "../../rules/wishlist-membership";
import { asError } from "../shared/as-error";
import type {
  WishlistHeartsContext,
  WishlistHeartsEvent,
  WishlistHeartsInput,
  WishlistRemoveRequest,
} from "./wishlist-hearts.types";

const refKey = (ref: WishlistItemRef) => `${ref.listId}:${ref.itemId}`;

/**
 * The lists as the hearts show them: without the items being removed.
 *
 * @example
 * ```ts
 * visibleLists(snapshot.context);
 * ```
 */
export function visibleLists(
  context: Pick<WishlistHeartsContext, "lists" | "hidden">,
): WishlistMembershipList[] {
  return (context.lists ?? []).map((list) => ({
    ...list,
    items: (list.items ?? []).filter(
      (item) => !context.hidden.includes(refKey({ listId: list.id, itemId: item.id })),
    ),
  }));
}

const productOf = (event: WishlistHeartsEvent) => (event.type === "heart.toggle" ? event.product : null);

// The machine's type is inferred here and named by WishlistHeartsMachine below.
function buildWishlistHeartsMachine() {
  return setup({
    types: {
      context: {} as WishlistHeartsContext,
      events: {} as WishlistHeartsEvent,
      input: {} as WishlistHeartsInput,
    },
    actors: {
      // Provided by the host: reports `lists.changed` from the account cache.
      watchLists: fromCallback<WishlistHeartsEvent>(() => undefined),
      // Provided by the host: deletes the items, answers `remove.done` / `remove.failed`.
      removeItems: fromCallback<WishlistHeartsEvent, WishlistRemoveRequest>(() => undefined),
    },
    guards: {
      isMember: ({ context }) => context.member,
      listsUnknown: ({ context }) => context.lists === null,
      isOnAList: ({ context, event }) => {
        const product = productOf(event);
        return product !== null && wishlistItemsOf(visibleLists(context), product).length > 0;
      },
      hasQueued: ({ context }) => context.queued !== null,
    },
    actions: {
      setLists: assign(({ context, event }) => {
        if (event.type !== "lists.changed") return {};
        const present = new Set(
          event.lists.flatMap((list) =>
            (list.items ?? []).map((item) => refKey({ listId: list.id, itemId: item.id })),
          ),
        );
        return { lists: event.lists, hidden: context.hidden.filter((key) => present.has(key)) };
      }),
      setListsError: assign(({ event }) =>
        event.type === "lists.failed" ? { error: asError(event.error) } : {},
      ),
      queue: assign(({ event }) => ({ queued: productOf(event) })),
      replayQueued: enqueueActions(({ context, enqueue }) => {
        if (!context.queued) return;
        enqueue.raise({ type: "heart.toggle", product: context.queued });
        enqueue.assign({ queued: null });
      }),
      openModal: assign(({ event }) => ({ modalProduct: productOf(event), errorMessage: null })),
      closeModal: assign({ modalProduct: null }),
      // The items disappear at once; the removal runs beside whatever else the shopper does.
      removeFromAll: enqueueActions(({ context, event, enqueue }) => {
        const product = productOf(event);
        if (!product) return;
        const refs = wishlistItemsOf(visibleLists(context), product);
        const removals = context.removals + 1;
        enqueue.assign({
          hidden: [...context.hidden, ...refs.map(refKey)],
          removals,
          errorMessage: null,
          error: null,
        });
        enqueue.spawnChild("removeItems", { id: `remove-${removals}`, input: { product, refs } });
      }),
      // The removed items stay hidden until the refreshed lists no longer hold them (setLists),
      // so a list answer still on its way cannot show them again for a moment.
      forgetRemoved: assign(({ context, event }) => {
        if (event.type !== "remove.done") return {};
        const present = new Set(
          (context.lists ?? []).flatMap((list) =>
            (list.items ?? []).map((item) => refKey({ listId: list.id, itemId: item.id })),
          ),
        );
        const done = new Set(event.refs.map(refKey));
        return { hidden: context.hidden.filter((key) => !done.has(key) || present.has(key)) };
      }),
      // Rolls back: the items show again, with a message.
      restoreFailed: assign(({ context, event }) => {
        if (event.type !== "remove.failed") return {};
        const failed = new Set(event.refs.map(refKey));
        return {
          hidden: context.hidden.filter((key) => !failed.has(key)),
          error: asError(event.error),
          errorMessage: context.messages.wishlistHeartRemoveFailed,
        };
      }),
    },
  }).createMachine({
    id: "wishlistHearts",
    context: ({ input }) => ({
      lists: null,
      hidden: [],
      queued: null,
      modalProduct: null,
      error: null,
      errorMessage: null,
      removals: 0,
      messages: input.messages,
      member: input.member,
    }),
    initial: "starting",
    states: {
      starting: {
        always: [{ guard: "isMember", target: "member" }, { target: "guest" }],
      },
      guest: {},
      member: {
        invoke: { src: "watchLists" },
        on: {
          "lists.changed": { actions: ["setLists", "replayQueued"] },
          "lists.failed": { actions: "setListsError" },
          "heart.toggle": [
            // Pressed before the lists were read: handled as soon as they are.
            { guard: "listsUnknown", actions: "queue" },
            { guard: "isOnAList", actions: "removeFromAll" },
            { actions: "openModal" },
          ],
          "modal.close": { actions: "closeModal" },
          "remove.done": { actions: "forgetRemoved" },
          "remove.failed": { actions: "restoreFailed" },
        },
      },
    },
  });
}

/** The hearts machine's type. */
export type WishlistHeartsMachine = ReturnType<typeof buildWishlistHeartsMachine>;

/**
 * The members' hearts, one per page (account-area §2 "Product cards", "A headless wishlist
 * button removes the variant from all lists when already in one, otherwise opens the modal"):
 * follows the member's lists (`watchLists` over the `Wishlists` cache); a heart on a product
 * that is on a list removes it from every list at once (rolled back with a message when the
 * removal fails), otherwise it opens the wishlist modal for that product. A heart pressed
 * before the lists are read is handled when they arrive. Provide `watchLists` and `removeItems`.
 *
 * @example
 * ```ts
 * const hearts = createActor(wishlistHeartsMachine.provide({ actors: { watchLists, removeItems } }), {
 *   input: { member: true, messages },
 * }).start();
 * hearts.send({ type: "heart.toggle", product: { productId: 5, name: "Runner" } });
 * ```
 */
export const wishlistHeartsMachine: WishlistHeartsMachine = buildWishlistHeartsMachine();
