import type { Product, Variant, World } from "./world";

/** A variant with the product that owns it. */
export interface VariantEntry {
  /** The owning product. */
  readonly product: Product;
  /** The variant. */
  readonly variant: Variant;
}

/** Lookups the cart, GraphQL and back-in-stock handlers share. */
export interface VariantIndex {
  /** Variants by numeric id. */
  readonly variantById: ReadonlyMap<number, VariantEntry>;
  /** Products by `gid://shopify/Product/{id}`. */
  readonly productByGid: ReadonlyMap<string, Product>;
}

const cache = new WeakMap<World, VariantIndex>();

/**
 * Indexes a world's variants and product global ids (memoised per world).
 *
 * @example
 * ```ts
 * indexVariants(world).variantById.get(4242)?.product.title;
 * ```
 */
export function indexVariants(world: World): VariantIndex {
  const hit = cache.get(world);
  if (hit) return hit;
  const variantById = new Map<number, VariantEntry>();
  const productByGid = new Map<string, Product>();
  for (const product of world.products) {
    productByGid.set(product.gid, product);
    for (const variant of product.variants) variantById.set(variant.id, { product, variant });
  }
  const index: VariantIndex = { variantById, productByGid };
  cache.set(world, index);
  return index;
}

/**
 * A fresh random token (hex), for login tokens and access tokens.
 *
 * @example
 * ```ts
 * randomToken(16).length; // 32
 * ```
 */
export function randomToken(bytes = 24): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, "0")).join("");
}
