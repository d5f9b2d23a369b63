import type { SnapshotFrom } from "xstate";
import { isOnGuestWishlist } from "../../rules/guest-wishlist";
import { mergeProps } from "../shared/merge-props";
import type { GuestWishlistMachine } from "./guest-wishlist.machine";
import type {
  GuestWishlistApi,
  GuestWishlistConnectOptions,
  GuestWishlistEvent,
} from "./guest-wishlist.types";

/**
 * Turns a guest-wishlist snapshot into its API: the entries and a heart button per product.
 *
 * @example
 * ```ts
 * const wishlist = connectGuestWishlist(actor.getSnapshot(), actor.send);
 * wishlist.getHeartProps({ productId: 1, variantId: 10, name: "Runner" })["aria-pressed"]; // false
 * ```
 */
export function connectGuestWishlist(
  snapshot: SnapshotFrom<GuestWishlistMachine>,
  send: (event: GuestWishlistEvent) => void,
  _options: GuestWishlistConnectOptions = {},
): GuestWishlistApi {
  const { entries, unreadable } = snapshot.context;
  const isWishlisted = (productId: string | number) => isOnGuestWishlist(entries, productId);
  const toggle = ({ productId, variantId }: { productId: string | number; variantId: string | number }) =>
    send({ type: "wishlist.toggle", productId: String(productId), variantId: String(variantId) });
  return {
    status: "success",
    error: null,
    errorMessage: null,
    entries,
    count: entries.length,
    unreadable,
    isWishlisted,
    toggle,
    getHeartProps: (item, props) => {
      const pressed = isWishlisted(item.productId);
      return mergeProps(
        {
          type: "button" as const,
          "aria-pressed": pressed,
          "aria-label": pressed ? `Remove ${item.name} from wishlist` : `Add ${item.name} to wishlist`,
          onClick: () => toggle(item),
        },
        props,
      );
    },
  };
}
