import type { Actor } from "xstate";
import type { WishlistSizeMachine } from "./wishlist-size.machine";
import type { WishlistSizeOption } from "./wishlist-size.types";

/**
 * Hands the size step's confirmed variant to the flow it serves (the wishlist modal's
 * `variant.choose`, the Edit Item update): the two slices talk through this event only.
 * Returns the unsubscribe.
 *
 * @example
 * ```ts
 * const stop = followSizeStep(size, (variant) => modal.send({ type: "variant.choose", variant }));
 * ```
 */
export function followSizeStep(
  size: Pick<Actor<WishlistSizeMachine>, "on">,
  onConfirmed: (variant: WishlistSizeOption) => void,
): () => void {
  const subscription = size.on("size.confirmed", (event) => onConfirmed(event.variant));
  return () => subscription.unsubscribe();
}
