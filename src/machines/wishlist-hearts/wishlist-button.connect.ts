import { wishlistLinkLabel } from "../../rules/wishlists";
import type { GuestWishlistApi } from "../guest-wishlist/guest-wishlist.types";
import { wishlistHeartsMessages } from "../wishlists/wishlist-hearts-messages";
import type { WishlistHeartItem, WishlistHeartsApi, WishlistHeartsMessages } from "./wishlist-hearts.types";

/**
 * The wishlist button of a member or a guest (storefront §3, account-area §2): the members' hearts'
 * Api ({@link WishlistHeartsApi}) without `isReady`, read the same way for a guest (`count` is then
 * the guest wishlist's products, `modalProduct` always null, `toggle` adds or removes the product).
 */
export type WishlistButtonApi = Omit<WishlistHeartsApi, "isReady">;

/** Options of {@link connectWishlistButton}. */
export interface WishlistButtonOptions {
  /** A signed-in member: the member's hearts; otherwise the guest wishlist's. */
  readonly isMember: boolean;
  /** The header link's words for a guest's count. @default the catalogue's */
  readonly messages?: Pick<WishlistHeartsMessages, "wishlistLinkLabel" | "wishlistLinkLabelOne">;
}

/**
 * One heart for every shopper: a signed-in member's hearts (their lists, the wishlist modal) as
 * they are, else the guest wishlist's, read through the same Api (a guest's heart toggles the
 * product's chosen, default or only variant; `countLabel` names the guest's count with
 * `options.messages`). Framework-free: a Vue host passes the two Apis. `options` may be the
 * `isMember` boolean alone.
 *
 * @example
 * ```ts
 * const hearts = connectWishlistButton(memberHearts, guestWishlist, { isMember: config.customer?.logged === true });
 * hearts.countLabel; // "Wishlist, 1 item"
 * hearts.toggle({ productId: 5, variantId: 51, name: "Kids Runner" });
 * ```
 */
export function connectWishlistButton(
  member: WishlistHeartsApi,
  guest: GuestWishlistApi,
  options: boolean | WishlistButtonOptions,
): WishlistButtonApi {
  const { isMember, messages = wishlistHeartsMessages } =
    typeof options === "boolean" ? { isMember: options } : options;
  if (isMember) return member;
  const variantOf = (item: WishlistHeartItem) => item.variantId ?? item.defaultVariantId ?? item.productId;
  return {
    status: guest.status,
    error: guest.error,
    errorMessage: guest.errorMessage,
    isMember: false,
    count: guest.count,
    countLabel: wishlistLinkLabel(guest.count, messages),
    modalProduct: null,
    isWishlisted: (product) => guest.isWishlisted(product.productId),
    toggle: (item) => guest.toggle({ productId: item.productId, variantId: variantOf(item) }),
    closeModal: member.closeModal,
    getHeartProps: (item, props) =>
      guest.getHeartProps({ productId: item.productId, variantId: variantOf(item), name: item.name }, props),
  };
}
