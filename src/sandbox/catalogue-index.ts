import type { Product, World } from "./world";

/** Lookups over a world's catalogue, built once per world. */
export interface CatalogueIndex {
  /** Products by handle. */
  productByHandle: ReadonlyMap<string, Product>;
  /** Products by numeric id. */
  productById: ReadonlyMap<number, Product>;
  /** Published products, in catalogue order. */
  published: readonly Product[];
}

const cache = new WeakMap<World, CatalogueIndex>();

/**
 * Indexes a world's catalogue (memoised per world, so handlers share one index).
 *
 * @example
 * ```ts
 * indexCatalogue(world).productByHandle.get("gift-card");
 * ```
 */
export function indexCatalogue(world: World): CatalogueIndex {
  const hit = cache.get(world);
  if (hit) return hit;
  const products = world.products;
  const index: CatalogueIndex = {
    productByHandle: new Map(products.map((p) => [p.handle, p])),
    productById: new Map(products.map((p) => [p.id, p])),
    published: products.filter((p) => p.published),
  };
  cache.set(world, index);
  return index;
}
