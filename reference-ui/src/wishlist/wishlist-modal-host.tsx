import { lazy, Suspense } from "react";
import { useGuestWishlistSync, useNotice, useWishlistButton } from "solekit";

// The dialog's code (and the member's loyalty calls) loads when a member's heart first opens it.
const WishlistModalDialog = lazy(() =>
  import("./wishlist-modal-dialog").then((m) => ({ default: m.WishlistModalDialog })),
);

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
  return (
    <Suspense fallback={null}>
      <WishlistModalDialog key={String(product.productId)} product={product} onClose={wishlist.closeModal} />
    </Suspense>
  );
}
