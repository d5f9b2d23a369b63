import { type BuildSteps, type Product, sharedBuild, type Variant, type World } from "./world";

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

/** Products indexed between two pauses when the index is built in slices. */
const PRODUCTS_PER_SLICE = 250;

function* buildVariantIndex(world: World): BuildSteps<VariantIndex> {
  const variantById = new Map<number, VariantEntry>();
  const productByGid = new Map<string, Product>();
  for (const [position, product] of world.products.entries()) {
    productByGid.set(product.gid, product);
    for (const variant of product.variants) variantById.set(variant.id, { product, variant });
    if ((position + 1) % PRODUCTS_PER_SLICE === 0) yield;
  }
  return { variantById, productByGid };
}

const variantIndex = sharedBuild(buildVariantIndex);

/**
 * Indexes a world's variants and product global ids (memoised per world).
 *
 * @example
 * ```ts
 * indexVariants(world).variantById.get(4242)?.product.title;
 * ```
 */
export function indexVariants(world: World): VariantIndex {
  return variantIndex.now(world);
}

/**
 * Builds a world's variant index ahead of the handlers that read it, a slice of the catalogue at
 * a time, letting the browser paint and handle input between slices (how `startSandbox` warms up).
 *
 * @example
 * ```ts
 * await warmVariantIndex(world, () => new Promise((resolve) => setTimeout(resolve)));
 * ```
 */
export function warmVariantIndex(world: World, pause: () => Promise<unknown>): Promise<VariantIndex> {
  return variantIndex.warm(world, pause);
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
