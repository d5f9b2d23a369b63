import type { Brand, Collection, Product } from "./catalogue.types";
import type { DemoCustomer } from "./customer.types";

/** Options of {@link createWorld}. */
export interface WorldOptions {
  /**
   * Seed of the pseudo-random generator; the same options give a deep-equal world.
   * @default 1
   */
  seed?: number;
  /**
   * Number of products, the gift card included.
   * @default 2000
   */
  catalogueSize?: number;
  /**
   * Epoch ms that every date in the world counts back from (publication dates, orders,
   * measurements, reward expiry).
   * @default Date.now()
   */
  now?: number;
}

/** The options a world was built with, defaults filled in. */
export type ResolvedWorldOptions = Required<WorldOptions>;

/** A content page served at `/pages/{handle}`. */
export interface ContentPage {
  /** Numeric id. */
  id: number;
  /** Handle, e.g. `size-guide`. */
  handle: string;
  /** Page title. */
  title: string;
  /** `/pages/{handle}`. */
  url: string;
  /** One-sentence summary, as search results show it. */
  summary: string;
  /** Plain-text body; paragraphs separated by blank lines. */
  body: string;
}

/** A blog post served at `/blogs/news/{handle}`. */
export interface BlogPost {
  /** Numeric id. */
  id: number;
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
  tags: string[];
  /** One-sentence summary. */
  summary: string;
  /** Plain-text body; paragraphs separated by blank lines. */
  body: string;
}

/** A physical store; the data keeps the `SNS ` prefix the account area strips when showing it. */
export interface Store {
  /** Numeric id (the loyalty location id). */
  id: number;
  /** `SNS {suburb}`. */
  name: string;
  /** Code the point-of-sale system uses; claims send it as `transaction_location_external_code`. */
  external_code: string;
  /** Street address. */
  address: string;
  /** Suburb. */
  suburb: string;
  /** State abbreviation, e.g. `VIC`. */
  state: string;
  /** Four-digit postcode. */
  postcode: string;
  /** IANA time zone, e.g. `Australia/Melbourne`. */
  timezone: string;
  /** Phone number. */
  phone: string;
}

/** A query that sends the shopper straight to a page. */
export interface SearchRedirect {
  /** The query, lower case. */
  query: string;
  /** Where it leads. */
  url: string;
}

/** A misspelling the search service corrects. */
export interface SpellingCorrection {
  /** The misspelt query, lower case. */
  query: string;
  /** What is searched instead. */
  correction: string;
}

/** Search-service merchandising: redirects, spelling corrections and popular searches. */
export interface Merchandising {
  /** Queries that send the shopper straight to a URL. */
  redirects: SearchRedirect[];
  /** Common misspellings and what the search service corrects them to. */
  corrections: SpellingCorrection[];
  /** Popular searches shown before typing (trending). */
  popularSearches: string[];
}

/** The whole seeded world the sandbox serves. Plain JSON-serialisable data. */
export interface World {
  /** The options the world was built with. */
  options: ResolvedWorldOptions;
  /** Every product, the gift card first. */
  products: Product[];
  /** Every collection. */
  collections: Collection[];
  /** Every brand. */
  brands: Brand[];
  /** Sports children can favourite. */
  sports: string[];
  /** Content pages. */
  pages: ContentPage[];
  /** Blog posts. */
  posts: BlogPost[];
  /** Physical stores. */
  stores: Store[];
  /** Search merchandising. */
  merchandising: Merchandising;
  /** URL paths of the three preset avatars. */
  avatars: string[];
  /** The demo customer and everything the loyalty service knows about them. */
  customer: DemoCustomer;
}

/** Counts that describe a world, for tests and the bench. */
export interface WorldStats {
  /** Number of products. */
  products: number;
  /** Number of variants. */
  variants: number;
  /** Products per category. */
  productsPerCategory: Record<string, number>;
  /** Variants with no stock. */
  soldOutVariants: number;
  /** Products with a compare-at price above their price. */
  saleProducts: number;
  /** Products tagged `new`. */
  newArrivals: number;
  /** Unpublished products. */
  unpublishedProducts: number;
  /** Number of collections. */
  collections: number;
  /** Number of brands. */
  brands: number;
}
