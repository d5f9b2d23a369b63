import type { ActorRefFrom } from "xstate";
import { connectGuestWishlist } from "../guest-wishlist/guest-wishlist.connect";
import type { GuestWishlistMachine } from "../guest-wishlist/guest-wishlist.machine";
import type { GuestWishlistPageMachine } from "./guest-wishlist-page.machine";

/**
 * Links the guest wishlist page to the page's guest wishlist (`system.guestWishlist`, the list
 * every heart and the header read): the page hears the entries now and after every change (a
 * heart, a remove, another tab), and a Remove on the page un-hearts the product there (only while
 * it is still on the list, so a second press never hearts it again). Returns the function that
 * stops both.
 *
 * @example
 * ```ts
 * const stop = followGuestWishlist(pageActor, system.guestWishlist);
 * ```
 */
export function followGuestWishlist(
  page: ActorRefFrom<GuestWishlistPageMachine>,
  guestWishlist: ActorRefFrom<GuestWishlistMachine>,
): () => void {
  const wishlist = () => connectGuestWishlist(guestWishlist.getSnapshot(), guestWishlist.send);
  let entries = wishlist().entries;
  page.send({ type: "entries.change", entries });
  const changes = guestWishlist.subscribe(() => {
    const next = wishlist().entries;
    if (next === entries) return;
    entries = next;
    page.send({ type: "entries.change", entries });
  });
  const removes = page.on("item.removed", ({ productId, variantId }) => {
    const current = wishlist();
    if (current.isWishlisted(productId)) current.toggle({ productId, variantId });
  });
  return () => {
    changes.unsubscribe();
    removes.unsubscribe();
  };
}
