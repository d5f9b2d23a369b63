import type { StorefrontProductDetail } from "../../clients/storefront";
import type { SolekitError } from "../../runtime/solekit-error";

/** Input of the product loader. */
export interface ProductLoaderInput {
  /** Handle of the product to load first. */
  handle: string;
}

/** Context of the product loader. */
export interface ProductLoaderContext {
  /** The handle being loaded or shown. */
  handle: string;
}

/** Events of the product loader. */
export type ProductLoaderEvent =
  /** Loads a product by handle, aborting a load still running. */
  { type: "product.load"; handle: string };

/** What the loader tells the actor composing it (and `actor.on` listeners) when a load settles. */
export type ProductLoaded =
  /** The product for `handle`. */
  | { type: "product.loaded"; handle: string; product: StorefrontProductDetail }
  /** No product has that handle (the storefront's 404). */
  | { type: "product.notFound"; handle: string }
  /** The load failed. */
  | { type: "product.failed"; handle: string; error: SolekitError };
