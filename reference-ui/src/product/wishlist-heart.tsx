import { Link } from "react-router";
import { useWishlistButton } from "solekit";
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
  /** The variant chosen (the product page's); none on a card. */
  variantId?: string | number | null;
  /** The variant a guest's heart keeps when none is chosen (a card's first). */
  defaultVariantId?: string | number | null;
  name: string;
  image?: string | null;
  isGiftCard: boolean;
  className?: string;
}

/**
 * A product's heart: a member's removes it from every list or opens the wishlist modal; a guest's
 * keeps today's guest wishlist. Gift cards have none.
 */
export function WishlistHeart({
  productId,
  variantId,
  defaultVariantId,
  name,
  image,
  isGiftCard,
  className,
}: WishlistHeartProps) {
  const wishlist = useWishlistButton();
  if (isGiftCard) return null;
  const props = wishlist.getHeartProps(
    {
      productId,
      variantId: variantId ?? null,
      defaultVariantId: defaultVariantId ?? null,
      name,
      image: image ?? null,
    },
    { className: `wishlist-heart ${className ?? ""}` },
  );
  return (
    <button {...props}>
      <HeartIcon filled={props["aria-pressed"]} />
    </button>
  );
}

/** The header heart: filled while something is wishlisted (the member's lists, or the guest list). */
export function HeaderWishlistLink() {
  const wishlist = useWishlistButton();
  const filled = wishlist.count > 0;
  return (
    <Link to={wishlistHref(wishlist.isMember)} className="icon-link header-wishlist" data-filled={filled}>
      <span className="visually-hidden">{wishlist.countLabel}</span>
      <HeartIcon filled={filled} />
    </Link>
  );
}

/**
 * The header's heart before the services answer: the same link, its count not yet known. A
 * member's count is read from the loyalty service, which is not there yet on the sandbox.
 */
export function StaticWishlistLink({ member }: { member: boolean }) {
  return (
    <Link to={wishlistHref(member)} className="icon-link header-wishlist" data-filled={false}>
      <span className="visually-hidden">Wishlist</span>
      <HeartIcon filled={false} />
    </Link>
  );
}

// A member's lists are in the account area; a guest's, kept in this browser, on the guest wishlist page.
const wishlistHref = (member: boolean) => (member ? "/account?section=wishlist" : "/pages/wishlist");
