import { type CallbackActorLogic, fromCallback } from "xstate";
import type { StorefrontClient } from "../../clients/storefront";
import {
  createProductLoaderActors,
  type ProductLoaderMachine,
  productLoaderMachine,
} from "../product-loader";
import type { ProductFormAddInput, ProductFormAddRequest, ProductFormEvent } from "./product-form.types";

/** What {@link createProductFormActors} builds the product form's side effects from. */
export interface ProductFormServices {
  /** Loads the product by handle. */
  storefront: Pick<StorefrontClient, "product">;
  /**
   * Hands lines to the cart and settles when the cart has taken them (its own queue orders
   * them); rejects when the cart refused them. The signal aborts when the form goes away: stop
   * waiting then (the add itself stays with the cart). `storefrontSystem.addToCart` fits.
   */
  addToCart: (request: ProductFormAddRequest, signal: AbortSignal) => Promise<unknown>;
}

/** The product form's actors, as `productFormMachine.provide({ actors })` takes them. */
export interface ProductFormActors {
  /** The product loader, with the storefront's `product(handle:)`. */
  productLoader: ProductLoaderMachine;
  /**
   * One add handed to the cart: answers the form with `add.done` or `add.failed`. The form runs
   * one per click at once, so the cart's queue is the only one.
   */
  addToCart: CallbackActorLogic<ProductFormEvent, ProductFormAddInput>;
}

/** The stand-in until `addToCart` is provided: every add fails at once, naming what is missing. */
export const missingAddToCart: CallbackActorLogic<ProductFormEvent, ProductFormAddInput> = fromCallback<
  ProductFormEvent,
  ProductFormAddInput
>(({ input, sendBack }) => {
  const error = new Error("product-form: provide the `addToCart` actor (machine.provide({ actors }))");
  queueMicrotask(() => sendBack({ type: "add.failed", addId: input.addId, error }));
});

/**
 * The product form's real side effects: the storefront's `product(handle:)` and the cart's add.
 * (The back-in-stock subscription is the back-in-stock form's: `createBackInStockFormActors`.)
 *
 * @example
 * ```ts
 * const machine = productFormMachine.provide({
 *   actors: createProductFormActors({ storefront, addToCart: system.addToCart }),
 * });
 * ```
 */
export function createProductFormActors(services: ProductFormServices): ProductFormActors {
  return {
    productLoader: productLoaderMachine.provide({ actors: createProductLoaderActors(services.storefront) }),
    addToCart: fromCallback<ProductFormEvent, ProductFormAddInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      let settled = false;
      const answer = (event: ProductFormEvent) => {
        settled = true;
        if (!controller.signal.aborted) sendBack(event);
      };
      services.addToCart(input.request, controller.signal).then(
        () => answer({ type: "add.done", addId: input.addId }),
        (error: unknown) => answer({ type: "add.failed", addId: input.addId, error }),
      );
      // The form went away before the cart answered: stop waiting (the add stays with the cart).
      return () => {
        if (!settled) controller.abort();
      };
    }),
  };
}
