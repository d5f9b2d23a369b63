import { lazy } from "react";
import { useGuestWishlistSync, useNotice, useWishlistButton } from "solekit";
import { PartBoundary } from "../ui/lazy-part";

// The dialog's code (and the member's loyalty calls) loads when a member's heart first opens it.
const WishlistModalDialog = lazy(() =>
  import("./wishlist-modal-dialog").then((m) => ({ default: m.WishlistModalDialog })),
);

const WISHLIST_MODAL_FAILED =
  "Sorry, we couldn't open your wishlists. Check your connection, then reload the page.";

/**
 * The page's one wishlist modal, open for the product whose heart a member pressed; and, for a
 * member, the guest wishlist's sync into their lists (its failure shown as a notice).
 */
export function WishlistModalHost() {
  const wishlist = useWishlistButton();
  const notice = useNotice();
  useGuestWishlistSync({ onFailed: (message) => notice.show({ type: "error", message }) });
  const product = wishlist.modalProduct;
  if (!wishlist.isMember || !product) return null;
  // A dialog whose code fails to download closes, and the notice says why; the next heart tries
  // again (and says so again: the browser keeps the failed download until a reload).
  const failed = () => {
    wishlist.closeModal();
    notice.show({ type: "error", message: WISHLIST_MODAL_FAILED });
  };
  return (
    <PartBoundary onError={failed}>
      <WishlistModalDialog key={String(product.productId)} product={product} onClose={wishlist.closeModal} />
    </PartBoundary>
  );
}
