import type { World, WorldStats } from "./world.types";

/**
 * Counts that describe a world: products and variants, products per category, sold-out
 * variants, sale items, new arrivals.
 *
 * @example
 * ```ts
 * worldStats(createWorld({ seed: 1 })).productsPerCategory["gift-card"]; // 1
 * ```
 */
export function worldStats(world: World): WorldStats {
  const stats: WorldStats = {
    products: world.products.length,
    variants: 0,
    productsPerCategory: {},
    soldOutVariants: 0,
    saleProducts: 0,
    newArrivals: 0,
    unpublishedProducts: 0,
    collections: world.collections.length,
    brands: world.brands.length,
  };
  for (const product of world.products) {
    stats.variants += product.variants.length;
    stats.productsPerCategory[product.category] = (stats.productsPerCategory[product.category] ?? 0) + 1;
    for (const variant of product.variants) if (variant.inventory_quantity === 0) stats.soldOutVariants++;
    if (product.compare_at_price !== null && product.compare_at_price > product.price) stats.saleProducts++;
    if (product.tags.includes("new")) stats.newArrivals++;
    if (!product.published) stats.unpublishedProducts++;
  }
  return stats;
}
