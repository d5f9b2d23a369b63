import {
  createWishlistHearts,
  type WishlistHeartsActorRef,
} from "../../machines/storefront-system/wishlist-hearts";
import {
  connectWishlistButton,
  connectWishlistHearts,
  type WishlistButtonApi,
} from "../../machines/wishlist-hearts";
import { wishlistHeartsMessages } from "../../machines/wishlists/wishlist-hearts-messages";
import { useGuestWishlist } from "../guest-wishlist/use-guest-wishlist";
import { useMessages, useSolekit } from "../provider/solekit-context";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { systemNotice } from "../shared/storefront-system";
import { useSharedApi } from "../shared/use-shared-api";

export type { WishlistButtonApi } from "../../machines/wishlist-hearts";

// The member's part, downloaded only once a member's heart needs it.
const memberPart = () => import("./member-wishlists");

// One hearts actor per provider, so every card, the product page and the header agree; a heart
// whose change fails and rolls back says so in the page's notice (the storefront system's).
const wishlistHeartsActor = (runtime: SolekitRuntime): WishlistHeartsActorRef =>
  createWishlistHearts({
    services: {
      watchLists: (onLists, onError) => {
        let stop: (() => void) | undefined;
        let stopped = false;
        memberPart().then((member) => {
          if (!stopped) stop = member.watchMemberWishlists(runtime, onLists, onError);
        }, onError);
        return () => {
          stopped = true;
          stop?.();
        };
      },
      items: async () => (await memberPart()).memberListItems(runtime),
      invalidate: async (names) => (await memberPart()).invalidateMemberCache(runtime, names),
      ...(typeof window === "undefined" ? {} : { target: window }),
    },
    member: runtime.config.customer?.logged === true,
    notice: systemNotice(runtime),
    messages: runtime.messages,
  });

/**
 * The headless wishlist button behind every heart (account-area §2 "Product cards", storefront §3
 * "Wishlist (guest)"). For a member, a heart is a toggle (`aria-pressed`) that removes the product
 * from every list when it is on one, otherwise opens the wishlist modal (`modalProduct`; render
 * `useWishlistModal` for it); the lists come from the `Wishlists` account cache, loaded on demand
 * so a guest's page never downloads the loyalty client. A member's removal that fails fills the
 * heart again and shows an error in the page's notice (`useNotice`). For a guest it is today's
 * guest wishlist. `countLabel` names the header link ('Wishlist, 1 item'). Fires `wishlist-added` /
 * `wishlist-removed` and `omneo:wishlist:update`. Gift cards have no heart: do not render one for
 * them.
 *
 * @example
 * ```tsx
 * function Heart({ product }: { product: { id: number; variantId: number; title: string } }) {
 *   const wishlist = useWishlistButton();
 *   const props = wishlist.getHeartProps({ productId: product.id, variantId: product.variantId, name: product.title });
 *   return <button {...props}>{props["aria-pressed"] ? "♥" : "♡"}</button>;
 * }
 * ```
 */
export function useWishlistButton(): WishlistButtonApi {
  const { config } = useSolekit();
  const messages = useMessages(wishlistHeartsMessages);
  const guest = useGuestWishlist();
  const member = useSharedApi(wishlistHeartsActor, connectWishlistHearts, { messages });
  return connectWishlistButton(member, guest, { isMember: config.customer?.logged === true, messages });
}
