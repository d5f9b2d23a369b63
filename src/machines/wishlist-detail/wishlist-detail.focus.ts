import type { Actor } from "xstate";
import { domIds } from "../shared/dom-ids";
import { type FollowFocusDocument, followFocus } from "../shared/follow-focus";
import type { WishlistDetailMachine } from "./wishlist-detail.machine";

/**
 * Puts focus back on an item's Remove button when its remove is refused: the card went at once
 * (the remove is optimistic, and focus moved on to the next item), and comes back with the
 * failure under it. `id` is the base the page's connect was given. Returns the function that
 * stops it.
 *
 * @example
 * ```ts
 * const stop = followWishlistDetailFocus(actor, { id: "wishlist", document });
 * ```
 */
export function followWishlistDetailFocus(
  actorRef: Pick<Actor<WishlistDetailMachine>, "getSnapshot" | "subscribe">,
  options: { id: string; document: FollowFocusDocument },
): () => void {
  const ids = domIds(options.id);
  return followFocus(actorRef, {
    document: options.document,
    read: (snapshot) => snapshot.context.removeFailure,
    target: (failure) => (failure ? { id: ids("remove", failure.itemId) } : null),
  });
}
