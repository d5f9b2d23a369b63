import { Link } from "react-router";
import { useGuestWishlist, useSolekit } from "solekit";
import { showsGuestWishlistButton } from "solekit/rules";
import "./wishlist.css";

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

export interface WishlistHeartProps {
  productId: string | number;
  variantId: string | number;
  name: string;
  isGiftCard: boolean;
  className?: string;
}

/** The guest heart: guests only, never on gift cards. */
export function WishlistHeart({ productId, variantId, name, isGiftCard, className }: WishlistHeartProps) {
  const { config } = useSolekit();
  const wishlist = useGuestWishlist();
  if (!showsGuestWishlistButton({ loggedIn: config.customer?.logged === true, isGiftCard })) return null;
  const props = wishlist.getHeartProps(
    { productId, variantId, name },
    { className: `wishlist-heart ${className ?? ""}` },
  );
  return (
    <button {...props}>
      <HeartIcon filled={props["aria-pressed"]} />
    </button>
  );
}

/** The header heart: filled while something is on the guest wishlist. */
export function HeaderWishlistLink() {
  const wishlist = useGuestWishlist();
  return (
    <Link to="/collections/shop-all" className="icon-link header-wishlist" data-filled={wishlist.count > 0}>
      <span className="visually-hidden">Wishlist, {wishlist.count} items</span>
      <HeartIcon filled={wishlist.count > 0} />
    </Link>
  );
}
