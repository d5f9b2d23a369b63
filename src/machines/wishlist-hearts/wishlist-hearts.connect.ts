import type { SnapshotFrom } from "xstate";
import { formatMessage } from "../../rules/messages";
import { isOnAnyWishlist } from "../../rules/wishlist-membership";
import { wishlistLinkLabel } from "../../rules/wishlists";
import { mergeProps } from "../shared/merge-props";
import type { WishlistModalProduct } from "../wishlist-modal/wishlist-modal.types";
import { visibleLists, type WishlistHeartsMachine } from "./wishlist-hearts.machine";
import type {
  WishlistHeartItem,
  WishlistHeartsApi,
  WishlistHeartsConnectOptions,
  WishlistHeartsEvent,
} from "./wishlist-hearts.types";

// The modal asks for the size unless one was chosen: a card's default variant is the guest's only.
const withoutDefault = ({
  defaultVariantId: _default,
  ...product
}: WishlistHeartItem): WishlistModalProduct => product;

/**
 * Turns a hearts snapshot into its API: whether a product is on a list, the heart buttons
 * (toggles with `aria-pressed`), how many items the member keeps and the header link's name for
 * it ('Wishlist, 1 item'), and the product the wishlist modal is open for.
 *
 * @example
 * ```ts
 * const hearts = connectWishlistHearts(actor.getSnapshot(), actor.send);
 * hearts.getHeartProps({ productId: 5, name: "Runner" })["aria-pressed"]; // false
 * ```
 */
export function connectWishlistHearts(
  snapshot: SnapshotFrom<WishlistHeartsMachine>,
  send: (event: WishlistHeartsEvent) => void,
  options: WishlistHeartsConnectOptions = {},
): WishlistHeartsApi {
  const { context } = snapshot;
  const messages = options.messages ?? context.messages;
  const lists = visibleLists(context);
  const isWishlisted: WishlistHeartsApi["isWishlisted"] = (product) => isOnAnyWishlist(lists, product);
  const toggle: WishlistHeartsApi["toggle"] = (product) =>
    send({ type: "heart.toggle", product: withoutDefault(product) });
  const isReady = context.lists !== null;
  const count = lists.reduce((sum, list) => sum + (list.items?.length ?? 0), 0);
  return {
    status: !snapshot.matches("member")
      ? "idle"
      : context.errorMessage
        ? "error"
        : isReady
          ? "success"
          : "loading",
    error: context.error,
    errorMessage: context.errorMessage,
    isMember: snapshot.matches("member"),
    isReady,
    count,
    countLabel: wishlistLinkLabel(count, messages),
    modalProduct: context.modalProduct,
    isWishlisted,
    toggle,
    closeModal: () => send({ type: "modal.close" }),
    getHeartProps: (item, props) => {
      const pressed = isWishlisted(item);
      return mergeProps(
        {
          type: "button" as const,
          "aria-pressed": pressed,
          "aria-label": formatMessage(pressed ? messages.wishlistHeartRemove : messages.wishlistHeartAdd, {
            name: item.name,
          }),
          onClick: () => toggle(item),
        },
        props,
      );
    },
  };
}
