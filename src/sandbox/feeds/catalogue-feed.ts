import type { Product, World } from "../world";
import type { CatalogueFeedRow, FeedPage } from "./feed.types";

/** Rows per page of a feed view, as the theme's paginated feed template prints them. */
export const FEED_PAGE_SIZE = 250;

/**
 * One catalogue feed row for a product, as the theme's `ss-feed` view prints it.
 *
 * @example
 * ```ts
 * catalogueFeedRow(product, titles).sku; // "NEW-10001-RED"
 * ```
 */
export function catalogueFeedRow(
  product: Product,
  collectionTitles: ReadonlyMap<string, string>,
): CatalogueFeedRow {
  return {
    id: product.id,
    sku: `${product.style_code}-${product.colour.code}`,
    handle: product.handle,
    url: `/products/${product.handle}`,
    title: product.title,
    customer_facing_product_name: product.customer_facing_product_name,
    brand: product.brand,
    product_type: product.product_type,
    colour: product.colour.name,
    gender: product.gender,
    tags: [...product.tags],
    collection_handles: [...product.collections],
    collection_titles: product.collections.map((handle) => collectionTitles.get(handle) ?? ""),
    price: product.price / 100,
    compare_at_price: product.compare_at_price === null ? null : product.compare_at_price / 100,
    variants_available: product.variants.filter((variant) => variant.availableForSale).length,
    variants_total: product.variants.length,
    published_at: product.published_at ?? product.created_at,
    image: product.images[0]?.src ?? null,
  };
}

/**
 * The catalogue feed (`/collections?view=ss-feed`): a row for every published product, in
 * catalogue order. Unpublished products are not on the storefront, so the feed leaves them out.
 *
 * @example
 * ```ts
 * catalogueFeed(world).length; // the published products
 * ```
 */
export function catalogueFeed(world: World): CatalogueFeedRow[] {
  return Array.from(catalogueFeedEntries(world), (entry) => entry.row);
}

/** A catalogue feed row with the product it describes. */
export interface CatalogueFeedEntry {
  /** The published product. */
  product: Product;
  /** Its row. */
  row: CatalogueFeedRow;
}

/**
 * The catalogue feed a row at a time, each with its product: the rows {@link catalogueFeed}
 * lists, for a reader that pauses between rows (the sandbox's search index builds in slices).
 *
 * @example
 * ```ts
 * for (const { product, row } of catalogueFeedEntries(world)) index(product, row);
 * ```
 */
export function* catalogueFeedEntries(world: World): Generator<CatalogueFeedEntry> {
  const titles = new Map(world.collections.map((collection) => [collection.handle, collection.title]));
  for (const product of world.products) {
    if (product.published) yield { product, row: catalogueFeedRow(product, titles) };
  }
}

/**
 * One page of a feed, from 1; a page past the end is empty.
 *
 * @example
 * ```ts
 * feedPage(catalogueFeed(world), 2).rows.length; // up to 250
 * ```
 */
export function feedPage<TRow>(
  rows: readonly TRow[],
  page: number,
  pageSize = FEED_PAGE_SIZE,
): FeedPage<TRow> {
  const current = Math.max(1, Math.floor(page) || 1);
  return {
    rows: rows.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
    totalRows: rows.length,
  };
}
