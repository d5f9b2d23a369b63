import { useMemo } from "react";
import type { Wishlist } from "../../clients/loyalty";
import { listCalls } from "../../clients/loyalty/lists";
import { wishlistsQuery } from "../../machines/wishlists";
import { wishlistOverviewMessages } from "../../machines/wishlists/wishlist-overview-messages";
import { type WishlistCard, wishlistCards } from "../../machines/wishlists/wishlists.selectors";
import { useMessages } from "../provider/solekit-context";
import { type AccountQueryApi, useAccountQuery } from "./use-account-query";
import { useWishlistLocalCache } from "./wishlist-local-cache";

/** The wishlists overview, as {@link useWishlists} returns it. */
export interface WishlistsApi extends AccountQueryApi<Wishlist[]> {
  /** One card per list: the member's own first, then each child's (empty until loaded). */
  readonly cards: readonly WishlistCard[];
}

/**
 * The member's wishlists and their children's (account-area §2 Wishlists overview), cached as
 * `Wishlists` and in IndexedDB, so a return visit shows the lists at once while they refresh;
 * another tab's change shows without a reload. `cards` are ready to render: title, the owner's
 * avatar for a child's list, up to 4 tiles with '+N' on the 4th, and the route that opens it.
 *
 * @example
 * ```tsx
 * function Overview() {
 *   const nav = useAccountNavigation();
 *   const wishlists = useWishlists();
 *   return (
 *     <ul>
 *       {wishlists.cards.map((card) => (
 *         <li key={card.id}><a {...nav.getLinkProps(card.route)}>{card.title}</a></li>
 *       ))}
 *     </ul>
 *   );
 * }
 * ```
 */
export function useWishlists(): WishlistsApi {
  const messages = useMessages(wishlistOverviewMessages);
  useWishlistLocalCache();
  const query = useAccountQuery(wishlistsQuery, listCalls);
  const cards = useMemo(() => wishlistCards(query.data ?? [], messages), [query.data, messages]);
  return { ...query, cards };
}
