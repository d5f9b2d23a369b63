import { CAROUSEL_DEFAULT_LIMIT } from "../../rules/constants";
import type { World } from "../world";
import { resultBody } from "./result-body";
import { type SearchIndex, searchIndexFor } from "./search-index";
import { SearchRequestError } from "./search-request";
import type { RecommendResponseBody } from "./wire";

/** A `boost/{site}/recommend` request, parsed. */
export interface RecommendRequest {
  /** Profile tags, one result list each. */
  tags: readonly string[];
  /** Products per profile: one for all, or one per tag. @default 20 */
  limits?: readonly number[];
  /** Context products (id, SKU or handle). */
  products?: readonly string[];
  /** Recently viewed products, newest first. */
  lastViewed?: readonly string[];
  /** Products in the cart (never recommended). */
  cart?: readonly string[];
}

/** Most products one profile returns. */
export const MAX_RECOMMEND_LIMIT = 100;

/** Prefix of collection profiles: `collection-{handle}` lists that collection by popularity. */
export const COLLECTION_PROFILE_PREFIX = "collection-";

/** Profiles the sandbox's merchandiser set up, with their carousel headings and placements. */
export const RECOMMEND_PROFILES: Readonly<Record<string, { title: string; placement: string }>> = {
  popular: { title: "Popular right now", placement: "home-page" },
  similar: { title: "You may also like", placement: "product-page" },
  "recently-viewed": { title: "Recently viewed", placement: "other" },
};

function resolve(index: SearchIndex, keys: readonly string[] | undefined): number[] {
  return (keys ?? []).flatMap((key) => {
    const doc = index.docByKey.get(key);
    return doc === undefined ? [] : [doc];
  });
}

function similarTo(index: SearchIndex, anchor: number): number[] {
  const product = index.docs[anchor];
  if (!product) return [];
  const score = (doc: number) => {
    const other = index.docs[doc];
    if (!other || other.style_code === product.style_code) return -1;
    return (
      (other.category === product.category ? 2 : 0) +
      (other.brand === product.brand ? 1 : 0) +
      (other.audience === product.audience ? 0.5 : 0)
    );
  };
  return Array.from(index.orders.popularity)
    .map((doc) => ({ doc, score: score(doc) }))
    .filter((entry) => entry.score >= 2)
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.doc);
}

function profileDocs(index: SearchIndex, tag: string, request: RecommendRequest): number[] {
  if (tag === "popular") return Array.from(index.orders.popularity);
  if (tag === "recently-viewed") return resolve(index, request.lastViewed);
  if (tag === "similar") {
    const anchor = resolve(index, request.products)[0] ?? resolve(index, request.lastViewed)[0];
    return anchor === undefined ? Array.from(index.orders.popularity) : similarTo(index, anchor);
  }
  if (tag.startsWith(COLLECTION_PROFILE_PREFIX)) {
    const members = index.collectionDocs.get(tag.slice(COLLECTION_PROFILE_PREFIX.length));
    if (!members) return [];
    const set = new Set(members);
    return Array.from(index.orders.popularity).filter((doc) => set.has(doc));
  }
  return [];
}

/**
 * Answers `boost/{site}/recommend`: one entry per requested tag, in order. Profiles: `popular`
 * (most popular products), `similar` (same category first, then brand, to the first context
 * product, else the last viewed one, else popular), `recently-viewed` (the `lastViewed` list)
 * and `collection-{handle}` (a collection by popularity). Products in the cart or given as
 * context are never recommended; an unknown tag answers an empty list, as a profile the
 * merchandiser has not set up would.
 *
 * @example
 * ```ts
 * recommendProducts(world, { tags: ["similar"], products: ["7000006"], limits: [8] })[0]?.results.length; // 8
 * ```
 */
export function recommendProducts(world: World, request: RecommendRequest): RecommendResponseBody {
  const index = searchIndexFor(world);
  const excluded = new Set([...resolve(index, request.cart), ...resolve(index, request.products)]);
  return request.tags.map((tag, position) => {
    const limit = request.limits?.[position] ?? request.limits?.[0] ?? CAROUSEL_DEFAULT_LIMIT;
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_RECOMMEND_LIMIT) {
      throw new SearchRequestError(`limits must be whole numbers from 1 to ${MAX_RECOMMEND_LIMIT}`);
    }
    const seen = new Set<number>();
    const docs = profileDocs(index, tag, request).filter((doc) => {
      if (excluded.has(doc) || seen.has(doc)) return false;
      seen.add(doc);
      return true;
    });
    const known = Object.hasOwn(RECOMMEND_PROFILES, tag) ? RECOMMEND_PROFILES[tag] : undefined;
    const title = known?.title ?? (tag.startsWith(COLLECTION_PROFILE_PREFIX) ? "Shop the collection" : "");
    return {
      profile: { tag, placement: known?.placement ?? "other", title },
      results: docs.slice(0, limit).map((doc) => resultBody(index, doc, "")),
    };
  });
}
