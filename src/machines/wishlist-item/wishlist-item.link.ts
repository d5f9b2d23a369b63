import type { Actor } from "xstate";
import type { WishlistItem } from "../../clients/loyalty";
import { followSizeStep } from "../wishlist-size/wishlist-size.link";
import type { WishlistSizeMachine } from "../wishlist-size/wishlist-size.machine";
import type { WishlistItemMachine } from "./wishlist-item.machine";

/**
 * The product and variant a wishlist item's size step starts from: the ids the item's meta
 * carries, else its product's and variant's (`""` when it names no product).
 *
 * @example
 * ```ts
 * wishlistItemSizeTarget(item); // { productId: 5, variantId: 51 }
 * ```
 */
export function wishlistItemSizeTarget(item: WishlistItem): {
  productId: string | number;
  variantId: string | number;
} {
  return {
    productId: item.meta.productId ?? item.product?.id ?? item.product_variant?.product_id ?? "",
    variantId: item.meta.variantId ?? item.product_variant_id,
  };
}

/**
 * Edit Item with its size step, wired as every host needs it: the size the step confirms becomes
 * the item's new variant (`variant.choose`), and `onUpdated` runs once the update lands (the host
 * closes the modal). Returns one stop for both.
 *
 * @example
 * ```ts
 * const stop = followWishlistItemWithSize(edit, sizeStep, { onUpdated: close });
 * ```
 */
export function followWishlistItemWithSize(
  edit: Pick<Actor<WishlistItemMachine>, "on" | "send">,
  sizeStep: Pick<Actor<WishlistSizeMachine>, "on">,
  options: { readonly onUpdated?: () => void },
): () => void {
  const stopSize = followSizeStep(sizeStep, (variant) => edit.send({ type: "variant.choose", variant }));
  const updated = edit.on("item.updated", () => options.onUpdated?.());
  return () => {
    stopSize();
    updated.unsubscribe();
  };
}
