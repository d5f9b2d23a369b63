import { assign, emit, enqueueActions, fromCallback, setup } from "xstate";
import {
  type WishlistItemRef,
  type WishlistMembershipList,
  wishlistItemsOf,
} from "../../rules/wishlist-membership";
import { asError } from "../shared/as-error";
import type { WishlistModalProduct } from "../wishlist-modal/wishlist-modal.types";
import type {
  WishlistHeartsContext,
  WishlistHeartsEmitted,
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

// What an event carries, handed to guards and actions as typed params.
type HeartsEventOf<T extends WishlistHeartsEvent["type"]> = Extract<WishlistHeartsEvent, { type: T }>;
const toggled = ({ event }: { event: HeartsEventOf<"heart.toggle"> }) => event.product;
const listsChanged = ({ event }: { event: HeartsEventOf<"lists.changed"> }) => event.lists;
const listsFailed = ({ event }: { event: HeartsEventOf<"lists.failed"> }) => event.error;
const removeDone = ({ event }: { event: HeartsEventOf<"remove.done"> }) => event.refs;
const removeFailed = ({ event }: { event: HeartsEventOf<"remove.failed"> }) => ({
  refs: event.refs,
  error: event.error,
});

// The machine's type is inferred here and named by WishlistHeartsMachine below.
function buildWishlistHeartsMachine() {
  return setup({
    types: {
      context: {} as WishlistHeartsContext,
      events: {} as WishlistHeartsEvent,
      input: {} as WishlistHeartsInput,
      emitted: {} as WishlistHeartsEmitted,
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
      isOnAList: ({ context }, product: WishlistModalProduct) =>
        wishlistItemsOf(visibleLists(context), product).length > 0,
      hasQueued: ({ context }) => context.queued !== null,
    },
    actions: {
      setLists: assign(({ context }, lists: WishlistMembershipList[]) => {
        const present = new Set(
          lists.flatMap((list) =>
            (list.items ?? []).map((item) => refKey({ listId: list.id, itemId: item.id })),
          ),
        );
        return { lists, hidden: context.hidden.filter((key) => present.has(key)) };
      }),
      setListsError: assign((_, error: unknown) => ({ error: asError(error) })),
      queue: assign((_, product: WishlistModalProduct) => ({ queued: product })),
      replayQueued: enqueueActions(({ context, enqueue }) => {
        if (!context.queued) return;
        enqueue.raise({ type: "heart.toggle", product: context.queued });
        enqueue.assign({ queued: null });
      }),
      openModal: assign((_, product: WishlistModalProduct) => ({
        modalProduct: product,
        errorMessage: null,
      })),
      closeModal: assign({ modalProduct: null }),
      // The items disappear at once; the removal runs beside whatever else the shopper does.
      removeFromAll: enqueueActions(({ context, enqueue }, product: WishlistModalProduct) => {
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
      forgetRemoved: assign(({ context }, refs: readonly WishlistItemRef[]) => {
        const present = new Set(
          (context.lists ?? []).flatMap((list) =>
            (list.items ?? []).map((item) => refKey({ listId: list.id, itemId: item.id })),
          ),
        );
        const done = new Set(refs.map(refKey));
        return { hidden: context.hidden.filter((key) => !done.has(key) || present.has(key)) };
      }),
      // Rolls back: the items show again, with a message.
      restoreFailed: assign(({ context }, failure: { refs: readonly WishlistItemRef[]; error: unknown }) => {
        const failed = new Set(failure.refs.map(refKey));
        return {
          hidden: context.hidden.filter((key) => !failed.has(key)),
          error: asError(failure.error),
          errorMessage: context.messages.wishlistHeartRemoveFailed,
        };
      }),
      // Tells the page (its notice) that the change failed and was rolled back: the hearts are
      // spread over the page, so no one heart could say it.
      announceRemoveFailed: emit(({ context }, failure: { error: unknown }) => ({
        type: "heart.failed" as const,
        error: asError(failure.error),
        message: context.messages.wishlistHeartRemoveFailed,
      })),
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
          "lists.changed": { actions: [{ type: "setLists", params: listsChanged }, "replayQueued"] },
          "lists.failed": { actions: { type: "setListsError", params: listsFailed } },
          "heart.toggle": [
            // Pressed before the lists were read: handled as soon as they are.
            { guard: "listsUnknown", actions: { type: "queue", params: toggled } },
            {
              guard: { type: "isOnAList", params: toggled },
              actions: { type: "removeFromAll", params: toggled },
            },
            { actions: { type: "openModal", params: toggled } },
          ],
          "modal.close": { actions: "closeModal" },
          "remove.done": { actions: { type: "forgetRemoved", params: removeDone } },
          "remove.failed": {
            actions: [
              { type: "restoreFailed", params: removeFailed },
              { type: "announceRemoveFailed", params: removeFailed },
            ],
          },
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
 * removal fails, and `heart.failed` emitted for the page's notice: `createWishlistHearts` shows
 * it there), otherwise it opens the wishlist modal for that product. A heart pressed before the
 * lists are read is handled when they arrive. Provide `watchLists` and `removeItems`.
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
