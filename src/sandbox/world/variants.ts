import type { Variant } from "./catalogue.types";
import type { Random } from "./random";
import { sizeConversion } from "./sizes";

/** What `buildVariants` needs to know about one product's variants. */
export interface VariantPlan {
  /** Id of the owning product. */
  productId: number;
  /** SKU stem shared by the product's variants, e.g. `ASI-10234-NVY`. */
  skuStem: string;
  /** Sizes (option1) in order. */
  sizes: readonly string[];
  /** Widths (option2); empty for products without widths. */
  widths: readonly string[];
  /** Whether sizes are shoe sizes with conversions. */
  shoe: boolean;
  /** Price in cents, one per size (gift cards) or a single price for all. */
  prices: readonly number[];
  /** Compare-at price in cents, or null. */
  compareAtPrice: number | null;
  /** Share of variants out of stock. */
  soldOutRate: number;
  /** Unlimited stock (gift cards). */
  unlimited: boolean;
  /** SKU parts per size when the size label does not suit a SKU (gift-card amounts). */
  skuSizes?: readonly string[];
}

const titles = new Map<string, string>();

function variantTitle(size: string, width: string | null): string {
  if (width === null) return size;
  const key = `${size}|${width}`;
  let title = titles.get(key);
  if (title === undefined) {
    title = `${size} / ${width}`;
    titles.set(key, title);
  }
  return title;
}

/**
 * Builds a product's variants: every size × width (or every size), with stock levels drawn
 * from `random`. Ids come from `nextId`, which the caller keeps unique across the world.
 *
 * @example
 * ```ts
 * let id = 1;
 * const variants = buildVariants(
 *   { productId: 7, skuStem: "ASC-1-BLK", sizes: ["010", "010.5"], widths: ["E", "F"], shoe: true,
 *     prices: [12995], compareAtPrice: null, soldOutRate: 0.1, unlimited: false },
 *   createRandom(1),
 *   () => id++,
 * );
 * variants.length; // 4
 * ```
 */
export function buildVariants(plan: VariantPlan, random: Random, nextId: () => number): Variant[] {
  const variants: Variant[] = [];
  const widths: readonly (string | null)[] = plan.widths.length > 0 ? plan.widths : [null];
  for (let s = 0; s < plan.sizes.length; s++) {
    const size = plan.sizes[s] as string;
    const price = plan.prices[s] ?? (plan.prices[0] as number);
    const metafields = plan.shoe ? sizeConversion(size) : null;
    const skuSize = plan.skuSizes?.[s] ?? size;
    for (const width of widths) {
      const id = nextId();
      const stock = plan.unlimited
        ? 9999
        : random.next() < plan.soldOutRate
          ? 0
          : 1 + Math.floor(random.next() * 12);
      variants.push({
        id,
        gid: `gid://shopify/ProductVariant/${id}`,
        product_id: plan.productId,
        sku: width === null ? `${plan.skuStem}-${skuSize}` : `${plan.skuStem}-${skuSize}-${width}`,
        title: variantTitle(size, width),
        option1: size,
        option2: width,
        price,
        compare_at_price: plan.compareAtPrice,
        inventory_quantity: stock,
        availableForSale: stock > 0,
        metafields,
      });
    }
  }
  return variants;
}
