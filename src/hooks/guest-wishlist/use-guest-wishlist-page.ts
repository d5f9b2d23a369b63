import { useId } from "react";
import {
  connectGuestWishlistPage,
  createGuestWishlistPageActors,
  followGuestWishlist,
  type GuestWishlistPageApi,
  guestWishlistPageMachine,
} from "../../machines/guest-wishlist-page";
import { guestWishlistPageMessages } from "../../machines/guest-wishlist-page/guest-wishlist-page-messages";
import { useSharedActor } from "../provider/shared-actor";
import { useMessages } from "../provider/solekit-context";
import { getClient } from "../provider/solekit-runtime";
import { useMachineApi } from "../shared/use-machine-api";
import { wishlistStorefront } from "../shared/wishlist-storefront";
import { guestWishlistActor } from "./use-guest-wishlist";

/** Options of {@link useGuestWishlistPage}. */
export interface UseGuestWishlistPageOptions {
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/**
 * The guest wishlist page (storefront §3 "Wishlist (guest)"): what a shopper who is not signed in
 * hearted (`customer-wishlist-SS`), each product loaded from the storefront with its brand, image,
 * price and the saved size as the product page shows it, the latest first; a product the
 * storefront no longer has stays in its place as a gone item (`isGone`: 'This product is no longer
 * available'). Remove un-hearts it on the page's one guest wishlist, so the header count and every
 * heart follow at once. 'Your Wishlist is empty' when nothing is saved; a failed load keeps the
 * list and offers Try again.
 *
 * @example
 * ```tsx
 * function GuestWishlist() {
 *   const page = useGuestWishlistPage();
 *   if (page.isEmpty) return <p>{page.emptyMessage}</p>;
 *   return (
 *     <>
 *       {page.errorMessage && <button {...page.getRetryButtonProps()}>{page.labels.retry}</button>}
 *       <ul {...page.getListProps()}>
 *         {page.items.map((item) => (
 *           <li key={item.productId}>
 *             {item.isGone ? (
 *               page.labels.gone
 *             ) : (
 *               <>
 *                 <a href={item.href}>{item.title}</a> {item.sizeText} {item.price}
 *               </>
 *             )}
 *             <button {...page.getRemoveButtonProps(item)}>{page.labels.remove}</button>
 *           </li>
 *         ))}
 *       </ul>
 *       <p {...page.getStatusProps()}>{page.statusMessage}</p>
 *     </>
 *   );
 * }
 * ```
 */
export function useGuestWishlistPage(options: UseGuestWishlistPageOptions = {}): GuestWishlistPageApi {
  const messages = useMessages(guestWishlistPageMessages);
  const generatedId = useId();
  // The page's guest wishlist, started before the page follows it (effects run in this order).
  const guestWishlist = useSharedActor(guestWishlistActor);
  return useMachineApi(guestWishlistPageMachine, {
    provide: (runtime) => ({
      actors: createGuestWishlistPageActors(getClient(runtime, wishlistStorefront)),
    }),
    input: () => ({}),
    connect: connectGuestWishlistPage,
    options: { id: options.id ?? generatedId, messages },
    start: (actor) => followGuestWishlist(actor, guestWishlist),
  });
}
