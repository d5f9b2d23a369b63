// The size step both wishlist modals share (one machine, one binding): the wishlist modal's
// first step and the Edit Item modal.
import type { Actor } from "xstate";
import {
  connectWishlistSize,
  createWishlistSizeActors,
  type WishlistSizeApi,
  type WishlistSizeMachine,
  wishlistSizeMachine,
} from "../../machines/wishlist-size";
import { accountWishlistMessages } from "../../rules/messages-account-wishlists";
import { backInStockMessages, productMessages } from "../../rules/messages-shop";
import { backInStockClient } from "../provider/back-in-stock-client";
import { storefrontClient } from "../provider/clients";
import { useMessages } from "../provider/solekit-context";
import { getClient } from "../provider/solekit-runtime";
import { useMachineActor } from "../shared/use-machine-api";

/** What the size step is built for. */
export interface WishlistSizeStepOptions {
  /** The product. */
  readonly productId: string | number;
  /** The variant chosen already. */
  readonly variantId?: string | number | null;
  /** The confirm button's text once an in-stock size is chosen. @default 'Next' */
  readonly confirmLabel?: string;
  /** Base of the DOM ids. */
  readonly id: string;
}

const sizeMessages = {
  wishlistSelectSize: accountWishlistMessages.wishlistSelectSize,
  wishlistNext: accountWishlistMessages.wishlistNext,
  addToWishlist: accountWishlistMessages.addToWishlist,
  wishlistSizeLabel: accountWishlistMessages.wishlistSizeLabel,
  wishlistWidthLabel: accountWishlistMessages.wishlistWidthLabel,
  wishlistNotifyEmailLabel: accountWishlistMessages.wishlistNotifyEmailLabel,
  wishlistSizesFailed: accountWishlistMessages.wishlistSizesFailed,
  notifyMeWhenBack: productMessages.notifyMeWhenBack,
  backInStockSuccess: productMessages.backInStockSuccess,
  ...backInStockMessages,
};

/**
 * Binds the shared size step for a member (their 'Next' / the host's label): the storefront's
 * variants, the back-in-stock email when the configuration has a `backInStock` section.
 *
 * @example
 * ```ts
 * const size = useWishlistSizeStep({ productId: 5, id });
 * size.api.buttonLabel; // "Select size"
 * ```
 */
export function useWishlistSizeStep(options: WishlistSizeStepOptions): {
  api: WishlistSizeApi;
  actorRef: Actor<WishlistSizeMachine>;
} {
  const messages = useMessages(sizeMessages);
  return useMachineActor(wishlistSizeMachine, {
    provide: (runtime) => ({
      actors: createWishlistSizeActors({
        storefront: getClient(runtime, storefrontClient),
        backInStock: { subscribe: (...args) => getClient(runtime, backInStockClient).subscribe(...args) },
      }),
    }),
    input: (runtime) => ({
      productId: options.productId,
      variantId: options.variantId ?? null,
      loggedIn: runtime.config.customer?.logged === true,
      notifyEnabled: Boolean(runtime.config.backInStock),
      ...(options.confirmLabel ? { confirmLabel: options.confirmLabel } : {}),
      messages,
    }),
    connect: connectWishlistSize,
    options: { id: `${options.id}-size`, messages },
  });
}
