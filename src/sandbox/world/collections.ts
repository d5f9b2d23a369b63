import { BRAND_DEFINITIONS, brandRecord } from "./brands";
import type { Audience, CategoryHandle, Collection } from "./catalogue.types";
import { CATEGORIES } from "./categories";

/** Handle of the collection holding every published product. */
export const SHOP_ALL = "shop-all";
/** Handle of the collection of discounted products. */
export const SALE = "sale";
/** Handle of the collection of products published in the last {@link NEW_ARRIVAL_DAYS} days. */
export const NEW_ARRIVALS = "new-arrivals";
/** How recent a product's publication must be to count as a new arrival. */
export const NEW_ARRIVAL_DAYS = 30;

/**
 * Handle of a category's collection: the category handle, except `gift-cards` for the gift card.
 *
 * @example
 * ```ts
 * categoryCollection("sandals"); // "sandals"
 * ```
 */
export function categoryCollection(category: CategoryHandle): string {
  return category === "gift-card" ? "gift-cards" : category;
}

/**
 * Handle of a category's collection for one audience, e.g. `kids-sneakers`.
 *
 * @example
 * ```ts
 * audienceCollection("kids", "school-shoes"); // "kids-school-shoes"
 * ```
 */
export function audienceCollection(audience: Audience, category: CategoryHandle): string {
  return `${audience}-${category}`;
}

/**
 * Every collection of the world: shop-all, sale, new arrivals, one per category, one per
 * category and audience, one per brand.
 *
 * @example
 * ```ts
 * buildCollections().some((c) => c.handle === "brand-asics"); // true
 * ```
 */
export function buildCollections(): Collection[] {
  const entries: Omit<Collection, "id">[] = [
    { handle: SHOP_ALL, title: "Shop All", kind: "all" },
    { handle: SALE, title: "Sale", kind: "sale" },
    { handle: NEW_ARRIVALS, title: "New Arrivals", kind: "new" },
  ];
  for (const category of CATEGORIES) {
    entries.push({ handle: categoryCollection(category.handle), title: category.title, kind: "category" });
  }
  for (const category of CATEGORIES) {
    if (category.kind === "gift-card") continue;
    entries.push(
      {
        handle: audienceCollection("kids", category.handle),
        title: `Kids' ${category.title}`,
        kind: "audience-category",
      },
      {
        handle: audienceCollection("adults", category.handle),
        title: `Adults' ${category.title}`,
        kind: "audience-category",
      },
    );
  }
  for (const brand of BRAND_DEFINITIONS) {
    entries.push({ handle: brandRecord(brand.name).collection, title: brand.name, kind: "brand" });
  }
  return entries.map((entry, index) => ({ id: 450_000_000 + index + 1, ...entry }));
}
