import { CAROUSEL_DEFAULT_LIMIT, CAROUSEL_EXTRA_FETCH } from "./constants";

/** The recommendation profile asked for when a carousel names none (storefront §7). */
export const DEFAULT_RECOMMEND_PROFILE = "popular";

/**
 * What the carousel rules need to know of a product: its identifiers and whether any variant can
 * be bought. Search results satisfy it.
 */
export interface CarouselCandidate {
  /** Product id. */
  readonly id: string;
  /** Unique id, where the service sends one besides `id`. */
  readonly uid?: string;
  /** Product SKU. */
  readonly sku?: string;
  /** Product handle. */
  readonly handle?: string;
  /** Variants; `available: false` means that variant cannot be bought. */
  readonly variants: readonly { readonly available?: boolean }[];
}

/** Options of {@link usableCarouselProducts}. */
export interface UsableCarouselOptions {
  /** Products to show at most. @default 20 (storefront §9) */
  limit?: number;
  /** The page's own products (ids, SKUs or handles), never shown in its carousels. */
  exclude?: readonly string[];
}

function checkLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new RangeError(`A carousel limit must be a whole number of at least 1, not ${limit}`);
  }
  return limit;
}

/**
 * How many products a carousel asks for: its limit plus the spec's 3 extra (storefront §9). The
 * service's list can contain products the carousel must not show — sold out in every size since
 * the feed was indexed, or the very product the page is about — and the extra ones fill those
 * gaps so a carousel of 20 still shows 20.
 *
 * @example
 * ```ts
 * carouselFetchLimit(); // 23
 * carouselFetchLimit(8); // 11
 * ```
 */
export function carouselFetchLimit(limit: number = CAROUSEL_DEFAULT_LIMIT): number {
  return checkLimit(limit) + CAROUSEL_EXTRA_FETCH;
}

/**
 * Whether a product can still be bought: it has no variant list, or at least one variant that is
 * not marked unavailable.
 *
 * @example
 * ```ts
 * isCarouselProductAvailable({ id: "1", variants: [{ available: false }, { available: true }] }); // true
 * isCarouselProductAvailable({ id: "2", variants: [{ available: false }] }); // false
 * ```
 */
export function isCarouselProductAvailable(product: CarouselCandidate): boolean {
  return product.variants.length === 0 || product.variants.some((variant) => variant.available !== false);
}

/**
 * The products a carousel shows, in the service's order: unavailable products, the page's own
 * products and repeats of a product already listed are dropped, and the rest is cut to `limit`.
 *
 * @example
 * ```ts
 * // 23 fetched for a product page's "similar" carousel of 20:
 * usableCarouselProducts(results, { limit: 20, exclude: [currentProduct.sku] }).length; // ≤ 20
 * ```
 */
export function usableCarouselProducts<TProduct extends CarouselCandidate>(
  products: readonly TProduct[],
  options: UsableCarouselOptions = {},
): TProduct[] {
  const limit = checkLimit(options.limit ?? CAROUSEL_DEFAULT_LIMIT);
  const excluded = new Set(options.exclude ?? []);
  const seen = new Set<string>();
  const usable: TProduct[] = [];
  for (const product of products) {
    if (usable.length === limit) break;
    const keys = [product.id, product.uid, product.sku, product.handle].filter(
      (key): key is string => typeof key === "string" && key !== "",
    );
    if (keys.some((key) => excluded.has(key)) || seen.has(product.id)) continue;
    if (!isCarouselProductAvailable(product)) continue;
    seen.add(product.id);
    usable.push(product);
  }
  return usable;
}
