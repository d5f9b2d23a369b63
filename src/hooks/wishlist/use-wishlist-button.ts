import { createActor } from "xstate";
import {
  connectWishlistButton,
  connectWishlistHearts,
  createWishlistHeartsActors,
  type WishlistButtonApi,
  wishlistHeartsMachine,
} from "../../machines/wishlist-hearts";
import { accountWishlistHeartsMessages } from "../../rules/messages-account-wishlist-hearts";
import { useGuestWishlist } from "../guest-wishlist/use-guest-wishlist";
import { useMessages, useSolekit } from "../provider/solekit-context";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { useSharedApi } from "../shared/use-shared-api";

export type { WishlistButtonApi } from "../../machines/wishlist-hearts";

// The member's part, downloaded only once a member's heart needs it.
const memberPart = () => import("./member-wishlists");

const heartsMessages = {
  wishlistHeartAdd: accountWishlistHeartsMessages.wishlistHeartAdd,
  wishlistHeartRemove: accountWishlistHeartsMessages.wishlistHeartRemove,
  wishlistHeartRemoveFailed: accountWishlistHeartsMessages.wishlistHeartRemoveFailed,
};

// One hearts actor per provider, so every card, the product page and the header agree.
const wishlistHeartsActor = (runtime: SolekitRuntime) =>
  createActor(
    wishlistHeartsMachine.provide({
      actors: createWishlistHeartsActors({
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
      }),
    }),
    { input: { member: runtime.config.customer?.logged === true, messages: heartsMessages } },
  );

/**
 * The headless wishlist button behind every heart (account-area §2 "Product cards", storefront §3
 * "Wishlist (guest)"). For a member, a heart is a toggle (`aria-pressed`) that removes the product
 * from every list when it is on one, otherwise opens the wishlist modal (`modalProduct`; render
 * `useWishlistModal` for it); the lists come from the `Wishlists` account cache, loaded on demand
 * so a guest's page never downloads the loyalty client. For a guest it is today's guest wishlist.
 * Fires `wishlist-added` / `wishlist-removed` and `omneo:wishlist:update`. Gift cards have no heart:
 * do not render one for them.
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
  const messages = useMessages(heartsMessages);
  const guest = useGuestWishlist();
  const member = useSharedApi(wishlistHeartsActor, connectWishlistHearts, { messages });
  return connectWishlistButton(member, guest, config.customer?.logged === true);
}
