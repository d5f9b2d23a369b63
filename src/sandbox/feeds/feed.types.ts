/**
 * One product row of the catalogue feed (`/collections?view=ss-feed`): what the search service
 * reads to index a product. Variants collapse into prices, availability and SKUs, as a feed
 * groups them under one style-colour.
 */
export interface CatalogueFeedRow {
  /** Product id. */
  id: number;
  /** Style-colour SKU (`{style}-{colour code}`): the id results and `lastViewed` use. */
  sku: string;
  /** Product handle. */
  handle: string;
  /** `/products/{handle}`. */
  url: string;
  /** Full title. */
  title: string;
  /** The model name shoppers see. */
  customer_facing_product_name: string;
  /** Brand (Shopify's vendor). */
  brand: string;
  /** Category name, e.g. `School Shoes`. */
  product_type: string;
  /** Colour name. */
  colour: string;
  /** Marketed gender. */
  gender: string;
  /** Tags as the theme prints them. */
  tags: readonly string[];
  /** Handles of the collections holding it. */
  collection_handles: readonly string[];
  /** Titles of those collections, in the same order. */
  collection_titles: readonly string[];
  /** Lowest price, in dollars. */
  price: number;
  /** Compare-at price in dollars on sale items, else null. */
  compare_at_price: number | null;
  /** Variants in stock / all variants. */
  variants_available: number;
  /** All variants. */
  variants_total: number;
  /** ISO date of publication. */
  published_at: string;
  /** Featured image URL. */
  image: string | null;
}

/** One row of the pages feed (`/pages/faqs?view=ss-feed`): a content page. */
export interface PageFeedRow {
  /** Page id. */
  id: number;
  /** Always `page`. */
  type: "page";
  /** Handle. */
  handle: string;
  /** Title. */
  title: string;
  /** `/pages/{handle}`. */
  url: string;
  /** One-sentence summary. */
  summary: string;
  /** Plain-text body. */
  body: string;
}

/** One row of the articles feed (`/blogs/news?view=ss-feed`): a blog article. */
export interface ArticleFeedRow {
  /** Article id. */
  id: number;
  /** Always `article`. */
  type: "article";
  /** Handle. */
  handle: string;
  /** Title. */
  title: string;
  /** `/blogs/news/{handle}`. */
  url: string;
  /** Author's name. */
  author: string;
  /** ISO publication date. */
  published_at: string;
  /** Tags. */
  tags: readonly string[];
  /** One-sentence summary. */
  summary: string;
  /** Plain-text body. */
  body: string;
}

/** One page of a feed view, as the feed handlers answer it. */
export interface FeedPage<TRow> {
  /** The rows of this page. */
  rows: readonly TRow[];
  /** This page, from 1. */
  page: number;
  /** Number of pages. */
  totalPages: number;
  /** Number of rows over all pages. */
  totalRows: number;
}
