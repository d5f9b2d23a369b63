import type { PromiseActorLogic } from "xstate";
import type { BackInStockClient } from "../../clients/back-in-stock";
import type { StorefrontClient, StorefrontProductDetail } from "../../clients/storefront";
import { fromRequest } from "../shared/request";
import type { BackInStockOutcome, BackInStockRequest, ProductFormAddRequest } from "./product-form.types";

/** What {@link createProductFormActors} builds the product form's side effects from. */
export interface ProductFormServices {
  /** Loads the product by handle. */
  storefront: Pick<StorefrontClient, "product">;
  /** Sends back-in-stock subscriptions. */
  backInStock: Pick<BackInStockClient, "subscribe">;
  /**
   * Hands lines to the cart and settles when the cart has taken them (its own queue orders
   * them); rejects when the cart refused them.
   */
  addToCart: (request: ProductFormAddRequest, signal: AbortSignal) => Promise<unknown>;
}

/** The product form's actors, as `productFormMachine.provide({ actors })` takes them. */
export interface ProductFormActors {
  /** Loads the product (`null` for an unknown handle). */
  loadProduct: PromiseActorLogic<StorefrontProductDetail | null, { handle: string }>;
  /** Adds lines to the cart. */
  addToCart: PromiseActorLogic<unknown, ProductFormAddRequest>;
  /** Subscribes an email to a variant's back-in-stock notice. */
  subscribeBackInStock: PromiseActorLogic<BackInStockOutcome, BackInStockRequest>;
}

/**
 * The product form's real side effects: the storefront's `product(handle:)`, the back-in-stock
 * provider, and the cart's add.
 *
 * @example
 * ```ts
 * const machine = productFormMachine.provide({
 *   actors: createProductFormActors({ storefront, backInStock, addToCart: (request) => cart.add(request.items) }),
 * });
 * ```
 */
export function createProductFormActors(services: ProductFormServices): ProductFormActors {
  return {
    loadProduct: fromRequest(({ handle }: { handle: string }, signal) =>
      services.storefront.product(handle, { signal }),
    ),
    addToCart: fromRequest((request: ProductFormAddRequest, signal) => services.addToCart(request, signal)),
    subscribeBackInStock: fromRequest(async ({ email, variantId }: BackInStockRequest, signal) => {
      const result = await services.backInStock.subscribe(email, variantId, { signal });
      return { sent: result.sent, variantId };
    }),
  };
}
