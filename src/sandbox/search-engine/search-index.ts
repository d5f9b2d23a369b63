import { type CatalogueFeedRow, catalogueFeedEntries } from "../feeds";
import { type BuildSteps, type Product, sharedBuild, type World } from "../world";
import { LIST_FACETS, type ListFacetDefinition } from "./facet-definitions";
import { fnv1a, tokenize } from "./tokenize";

/** One list facet's values for every document, as a dictionary and flat id lists. */
export interface FacetColumn {
  /** The facet's definition. */
  definition: ListFacetDefinition;
  /** Distinct values; canonical facets keep their canonical order. */
  values: readonly string[];
  /** Value → id (its position in `values`). */
  valueIds: ReadonlyMap<string, number>;
  /** Document `d`'s value ids are `ids[offsets[d]]` up to `ids[offsets[d + 1]]`. */
  offsets: Uint32Array;
  /** Value ids of every document, back to back. */
  ids: Uint16Array;
}

/** Document orders for the sort options, computed once so a sorted page is a linear walk. */
export interface SortOrders {
  /** Most popular first (the default "relevance" without a query). */
  popularity: Uint32Array;
  /** Cheapest first; walk backwards for the dearest. */
  price: Uint32Array;
  /** Most recently published first. */
  newest: Uint32Array;
  /** Title A to Z. */
  name: Uint32Array;
}

/** Everything the engine needs about a world's catalogue, built once per world. */
export interface SearchIndex {
  /** The world indexed. */
  world: World;
  /** Searchable documents: the published products, in catalogue order. */
  docs: readonly Product[];
  /** Sorted distinct words of the catalogue. */
  vocabulary: readonly string[];
  /** For each vocabulary word, the documents holding it (ascending)… */
  postingDocs: readonly Uint32Array[];
  /** …and how strongly (title and brand weigh most). */
  postingWeights: readonly Float32Array[];
  /** Number of documents per vocabulary word (for picking a spelling correction). */
  documentFrequency: ReadonlyMap<string, number>;
  /** List facet columns, in {@link LIST_FACETS} order. */
  facets: readonly FacetColumn[];
  /** Lowest price in dollars per document. */
  price: Float64Array;
  /** 1 where the document is discounted. */
  onSale: Uint8Array;
  /** Deterministic popularity per document. */
  popularity: Float64Array;
  /** Precomputed sort orders. */
  orders: SortOrders;
  /** Collection handle → its documents (ascending). */
  collectionDocs: ReadonlyMap<string, Uint32Array>;
  /** Product id, style-colour SKU and handle → document. */
  docByKey: ReadonlyMap<string, number>;
  /** Collection handle → collection id. */
  collectionIds: ReadonlyMap<string, number>;
}

/** How much a word counts by where it appears. */
const WEIGHTS = { title: 4, brand: 4, productType: 3, colour: 3, gender: 2, collection: 1, tag: 1 } as const;

/**
 * The SKU a search result carries for a product: style code and colour code, as the feed
 * groups variants under one product.
 *
 * @example
 * ```ts
 * productSku(product); // "NEW-10001-RED"
 * ```
 */
export function productSku(product: Product): string {
  return `${product.style_code}-${product.colour.code}`;
}

// The words the search service takes from a catalogue feed row, and how much each counts.
function documentWords(row: CatalogueFeedRow): Map<string, number> {
  const words = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of tokenize(text)) words.set(word, Math.max(words.get(word) ?? 0, weight));
  };
  add(row.title, WEIGHTS.title);
  add(row.brand, WEIGHTS.brand);
  add(row.product_type, WEIGHTS.productType);
  add(row.colour, WEIGHTS.colour);
  add(row.gender, WEIGHTS.gender);
  for (const title of row.collection_titles) add(title, WEIGHTS.collection);
  for (const tag of row.tags) {
    if (tag.startsWith("Hex:")) continue;
    add(tag.slice(tag.indexOf(":") + 1), WEIGHTS.tag);
  }
  return words;
}

function facetColumn(definition: ListFacetDefinition, docs: readonly Product[]): FacetColumn {
  const perDoc = docs.map((product) => definition.values(product));
  const distinct = [...new Set(perDoc.flat())];
  const rank = new Map((definition.order ?? []).map((value, index) => [value, index]));
  if (definition.order) {
    distinct.sort((a, b) => (rank.get(a) ?? 1e9) - (rank.get(b) ?? 1e9) || (a < b ? -1 : a > b ? 1 : 0));
  }
  const valueIds = new Map(distinct.map((value, index) => [value, index]));
  const offsets = new Uint32Array(docs.length + 1);
  const ids = new Uint16Array(perDoc.reduce((sum, values) => sum + values.length, 0));
  let cursor = 0;
  perDoc.forEach((values, doc) => {
    offsets[doc] = cursor;
    for (const value of values) ids[cursor++] = valueIds.get(value) ?? 0;
  });
  offsets[docs.length] = cursor;
  return { definition, values: distinct, valueIds, offsets, ids };
}

function order(count: number, compare: (a: number, b: number) => number): Uint32Array {
  return Uint32Array.from({ length: count }, (_, i) => i).sort(compare);
}

/** Feed rows indexed between two pauses when the index is built in slices. */
const ROWS_PER_SLICE = 100;

// The index is built from the catalogue feed (`/collections?view=ss-feed`), as the search
// service builds its own, so the sandbox exercises the indexing path instead of reading the world.
// It yields after every slice of feed rows read and of rows indexed, and after each facet column
// and sort order: run to the end at once by `searchIndexFor`, or with the main thread free
// between slices by `warmSearchIndex`.
function* buildIndex(world: World): BuildSteps<SearchIndex> {
  const docs: Product[] = [];
  const rows: CatalogueFeedRow[] = [];
  for (const { product, row } of catalogueFeedEntries(world)) {
    docs.push(product);
    rows.push(row);
    if (rows.length % ROWS_PER_SLICE === 0) yield;
  }
  const postings = new Map<string, { docs: number[]; weights: number[] }>();
  const collectionLists = new Map<string, number[]>();
  const docByKey = new Map<string, number>();
  const price = new Float64Array(docs.length);
  const onSale = new Uint8Array(docs.length);
  const popularity = new Float64Array(docs.length);

  for (const [doc, row] of rows.entries()) {
    for (const [word, weight] of documentWords(row)) {
      const posting = postings.get(word) ?? { docs: [], weights: [] };
      posting.docs.push(doc);
      posting.weights.push(weight);
      postings.set(word, posting);
    }
    for (const handle of row.collection_handles) {
      const list = collectionLists.get(handle) ?? [];
      list.push(doc);
      collectionLists.set(handle, list);
    }
    for (const key of [String(row.id), row.sku, row.handle]) docByKey.set(key, doc);
    price[doc] = row.price;
    onSale[doc] = row.compare_at_price !== null && row.compare_at_price > row.price ? 1 : 0;
    popularity[doc] =
      (fnv1a(row.handle) % 1000) / 1000 +
      (row.tags.includes("new") ? 0.3 : 0) +
      onSale[doc] * 0.2 +
      (0.3 * row.variants_available) / Math.max(1, row.variants_total);
    if ((doc + 1) % ROWS_PER_SLICE === 0) yield;
  }
  yield;

  const vocabulary = [...postings.keys()].sort();
  const postingDocs = vocabulary.map((word) => Uint32Array.from(postings.get(word)?.docs ?? []));
  const postingWeights = vocabulary.map((word) => Float32Array.from(postings.get(word)?.weights ?? []));
  yield;
  // A facet column, then a sort order, per slice: each walks the whole catalogue.
  const facets: FacetColumn[] = [];
  for (const definition of LIST_FACETS) {
    facets.push(facetColumn(definition, docs));
    yield;
  }
  const titles = rows.map((row) => row.title.toLowerCase());
  const published = rows.map((row) => row.published_at);
  const byPopularity = (a: number, b: number) => (popularity[b] ?? 0) - (popularity[a] ?? 0) || a - b;
  const orderBy = (compare: (a: number, b: number) => number) => order(docs.length, compare);
  const byPopularityOrder = orderBy(byPopularity);
  yield;
  const byPrice = orderBy((a, b) => (price[a] ?? 0) - (price[b] ?? 0) || byPopularity(a, b));
  yield;
  const byNewest = orderBy((a, b) => {
    const pa = published[a] ?? "";
    const pb = published[b] ?? "";
    return pa < pb ? 1 : pa > pb ? -1 : a - b;
  });
  yield;
  const byName = orderBy((a, b) => {
    const ta = titles[a] ?? "";
    const tb = titles[b] ?? "";
    return ta < tb ? -1 : ta > tb ? 1 : a - b;
  });
  return {
    world,
    docs,
    vocabulary,
    postingDocs,
    postingWeights,
    documentFrequency: new Map(vocabulary.map((word) => [word, postings.get(word)?.docs.length ?? 0])),
    facets,
    price,
    onSale,
    popularity,
    orders: { popularity: byPopularityOrder, price: byPrice, newest: byNewest, name: byName },
    collectionDocs: new Map([...collectionLists].map(([handle, list]) => [handle, Uint32Array.from(list)])),
    docByKey,
    collectionIds: new Map(world.collections.map((c) => [c.handle, c.id])),
  };
}

const searchIndex = sharedBuild(buildIndex);

/**
 * The search index of a world, built on first use and then shared (memoised per world). A build
 * {@link warmSearchIndex} has started is finished at once.
 *
 * @example
 * ```ts
 * const index = searchIndexFor(world);
 * index.vocabulary.includes("sneakers"); // true
 * ```
 */
export function searchIndexFor(world: World): SearchIndex {
  return searchIndex.now(world);
}

/**
 * Builds a world's search index ahead of its first search, a slice of the catalogue feed at a
 * time, letting the browser handle input and paint between slices: how the browser sandbox
 * warms up without one long task. A search that arrives meanwhile finishes the build at once.
 *
 * @example
 * ```ts
 * void warmSearchIndex(world, () => new Promise((resolve) => setTimeout(resolve)));
 * ```
 */
export function warmSearchIndex(world: World, pause: () => Promise<unknown>): Promise<SearchIndex> {
  return searchIndex.warm(world, pause);
}
