import type { WishlistBagLine } from "../../machines/wishlist-detail";
import type { SolekitRuntime } from "../provider/solekit-runtime";

/**
 * A list's Add items to bag, through the page's one cart (the storefront system's, the same the
 * header and the mini cart show). The cart is loaded with the first add, a shopper's action, so
 * a list's page does not ship the cart machine up front; the modules are the app's, so the cart
 * is the page's one cart whenever it is loaded.
 */
export async function addToPageCart(
  runtime: SolekitRuntime,
  lines: readonly WishlistBagLine[],
  signal: AbortSignal,
): Promise<void> {
  const [{ cartActor }, { requestAdd }] = await Promise.all([
    import("../cart/shared-cart"),
    import("../../machines/storefront-system/request-add"),
  ]);
  return requestAdd(cartActor(runtime), lines, signal);
}
