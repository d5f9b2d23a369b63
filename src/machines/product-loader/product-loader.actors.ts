import type { PromiseActorLogic } from "xstate";
import type { StorefrontClient, StorefrontProductDetail } from "../../clients/storefront";
import { fromRequest } from "../shared/request";

/** The product loader's actors, as `productLoaderMachine.provide({ actors })` takes them. */
export interface ProductLoaderActors {
  /** Loads the product (`null` for an unknown handle). */
  loadProduct: PromiseActorLogic<StorefrontProductDetail | null, { handle: string }>;
}

/**
 * The product loader's real side effect: the storefront's `product(handle:)`.
 *
 * @example
 * ```ts
 * const machine = productLoaderMachine.provide({ actors: createProductLoaderActors(storefront) });
 * ```
 */
export function createProductLoaderActors(
  storefront: Pick<StorefrontClient, "product">,
): ProductLoaderActors {
  return {
    loadProduct: fromRequest(({ handle }: { handle: string }, signal) =>
      storefront.product(handle, { signal }),
    ),
  };
}
