import type { GuestWishlistApi } from "../guest-wishlist/guest-wishlist.types";
import type { SliceState } from "../shared/connect";
import type { MergedProps } from "../shared/merge-props";
import type { WishlistModalProduct } from "../wishlist-modal/wishlist-modal.types";
import type { WishlistHeartItem, WishlistHeartProps, WishlistHeartsApi } from "./wishlist-hearts.types";

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

/**
 * One heart for every shopper: a signed-in member's hearts (their lists, the wishlist modal) as
 * they are, else the guest wishlist's, read through the same Api (a guest's heart toggles the
 * product's chosen, default or only variant). Framework-free: a Vue host passes the two Apis.
 *
 * @example
 * ```ts
 * const hearts = connectWishlistButton(memberHearts, guestWishlist, config.customer?.logged === true);
 * hearts.toggle({ productId: 5, variantId: 51, name: "Kids Runner" });
 * ```
 */
export function connectWishlistButton(
  member: WishlistHeartsApi,
  guest: GuestWishlistApi,
  isMember: boolean,
): WishlistButtonApi {
  if (isMember) return member;
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
