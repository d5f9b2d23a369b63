import { createActor } from "xstate";
import type { GuestWishlistApi } from "../../machines/guest-wishlist";
import type { SliceState } from "../../machines/shared/connect";
import type { MergedProps } from "../../machines/shared/merge-props";
import {
  connectWishlistHearts,
  createWishlistHeartsActors,
  type WishlistHeartItem,
  type WishlistHeartProps,
  type WishlistHeartsApi,
  wishlistHeartsMachine,
} from "../../machines/wishlist-hearts";
import type { WishlistModalProduct } from "../../machines/wishlist-modal";
import { accountWishlistHeartsMessages } from "../../rules/messages-account-wishlist-hearts";
import { useGuestWishlist } from "../guest-wishlist/use-guest-wishlist";
import { useMessages, useSolekit } from "../provider/solekit-context";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { useSharedApi } from "../shared/use-shared-api";

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

/** The wishlist button of a member or a guest (storefront §3, account-area §2). */
export interface WishlistButtonApi extends SliceState {
  /** A signed-in member's lists (else the guest wishlist). */
  readonly isMember: boolean;
  /** Products on the guest wishlist, or items on the member's lists: the header heart fills above 0. */
  readonly count: number;
  /** The product the wishlist modal is open for (members), else null. */
  readonly modalProduct: WishlistModalProduct | null;
  /** Whether a product is wishlisted. */
  isWishlisted(product: Pick<WishlistModalProduct, "productId" | "variantId">): boolean;
  /** What a heart does: a member's removes the product from every list or opens the modal; a guest's toggles it. */
  toggle(item: WishlistHeartItem): void;
  /** Closes the wishlist modal. */
  closeModal(): void;
  /** Props of a heart button (a toggle with `aria-pressed`). */
  getHeartProps<T extends object = object>(
    item: WishlistHeartItem,
    props?: T,
  ): MergedProps<WishlistHeartProps, T>;
}

function fromGuest(guest: GuestWishlistApi, member: WishlistHeartsApi): WishlistButtonApi {
  const variantOf = (item: WishlistHeartItem) => item.variantId ?? item.defaultVariantId ?? item.productId;
  return {
    status: guest.status,
    error: guest.error,
    errorMessage: guest.errorMessage,
    isMember: false,
    count: guest.count,
    modalProduct: null,
    isWishlisted: (product) => guest.isWishlisted(product.productId),
    toggle: (item) => guest.toggle({ productId: item.productId, variantId: variantOf(item) }),
    closeModal: member.closeModal,
    getHeartProps: (item, props) =>
      guest.getHeartProps({ productId: item.productId, variantId: variantOf(item), name: item.name }, props),
  };
}

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
  return config.customer?.logged === true ? member : fromGuest(guest, member);
}
