// The page's cart as the storefront system builds it: in a module of its own, so a page (an
// account page reaching the customer session) that never reads `system.cart` carries none of it.
import { createActor } from "xstate";
import type { CartMessageCatalogue } from "../../rules/messages";
import { cartMessages } from "../../rules/messages-shop";
import { type CartActorsClient, createCartActors, type VisibilitySource } from "../cart/cart.actors";
import { cartFailureMessage } from "../cart/cart.failure-message";
import { cartMachine } from "../cart/cart.machine";
import type { NoticeEvent } from "../notice/notice.types";
import type { CartActorRef } from "./request-add";

/** What {@link createCart} builds the cart from. */
export interface CartOptions {
  /** The storefront cart client (`createCartClient(config)`). */
  client: CartActorsClient;
  /** Reload the cart when this becomes visible again (a DOM `Document` fits). @default none */
  visibility?: VisibilitySource;
  /** The page's notice: every rolled-back change of the cart is told there. @default none */
  notice?: {
    /** Shows the failure (`notice.show`). */
    send(event: NoticeEvent): void;
  };
  /** The notice text of a cart failure without the storefront's description. @default the catalogue's */
  messages?: Partial<Pick<CartMessageCatalogue, "cartUpdateFailed">>;
}

/**
 * Builds the page's cart actor (not started), wired to the page's notice by the cart's public
 * `cart.failed` event: every rolled-back change shows a global error notice with the storefront's
 * `description` (storefront §8), else `cartUpdateFailed`. Pass it to
 * {@link createStorefrontSystem} as `cart`, which hands it the system's notice and answers the
 * product form's adds through it.
 *
 * @example
 * ```ts
 * const system = createStorefrontSystem({
 *   cart: (notice) => createCart({ client: createCartClient(config), visibility: document, notice }),
 * });
 * ```
 */
export function createCart(options: CartOptions): CartActorRef {
  const actors = createCartActors(options.client, { visibility: options.visibility });
  const cart = createActor(cartMachine.provide({ actors }), { input: {} });
  const { notice } = options;
  if (notice) {
    cart.on("cart.failed", ({ error }) => {
      const message = cartFailureMessage(
        error,
        options.messages?.cartUpdateFailed ?? cartMessages.cartUpdateFailed,
      );
      notice.send({ type: "notice.show", notice: { type: "error", message } });
    });
  }
  return cart;
}
