import * as v from "valibot";
import { offeredFacets } from "../../rules/facets";
import { searchResultSchema } from "./search-result.schemas";
import { idSchema as id, nonNegativeSchema, optionalText, optionalTexts } from "./wire.schemas";

// The facet field and its label, which sort options, facets and filter summaries all carry.
const labelled = { field: v.string(), label: v.string() };
// Facet types are one-option picklists rather than literals: the bundle has picklist anyway.

/** Paging block of a search response; `begin` and `end` are 1-based positions (0 when empty). */
export const paginationSchema = v.looseObject({
  totalResults: v.number(),
  totalPages: v.number(),
  currentPage: v.number(),
  perPage: v.number(),
  begin: v.number(),
  end: v.number(),
});

/** One sort option the service offers. */
export const sortOptionSchema = v.looseObject({ ...labelled, direction: v.picklist(["asc", "desc"]) });

/** One value of a list facet; `active` when it is among the chosen filters. */
export const facetValueSchema = v.looseObject({
  label: v.string(),
  value: v.string(),
  count: v.number(),
  active: v.optional(v.boolean(), false),
});

/** A list facet (brand, colour, size…): values with counts under the current filters. */
export const listFacetSchema = v.looseObject({
  ...labelled,
  type: v.picklist(["value"]),
  // How to draw it: `list`, `grid` (sizes) or `palette` (colours).
  display: v.optional(v.string(), "list"),
  values: v.array(facetValueSchema),
});

/** A `[low, high]` pair. */
const bounds = v.pipe(
  v.array(v.number()),
  v.check((pair) => pair.length === 2),
  // The check above makes the cast true.
  v.transform((pair) => pair as [number, number]),
);

/** A slider facet (price): the selectable `range`, the `active` range and the `step`. */
export const sliderFacetSchema = v.looseObject({
  ...labelled,
  type: v.picklist(["slider"]),
  range: bounds,
  active: v.optional(bounds),
  step: nonNegativeSchema,
});

// Marked pure: esbuild keeps an unused valibot call otherwise, and with it valibot's `variant`.
/** A facet: list or slider, told apart by `type`. */
export const facetSchema = /* @__PURE__ */ v.variant("type", [listFacetSchema, sliderFacetSchema]);

// Parses a facet already known to be a list or a slider exactly as `facetSchema` does (same
// output, same issues); the response schemas use it so they need no `variant`.
const knownFacetSchema = v.lazy((facet) =>
  (facet as { type?: unknown }).type === "slider" ? sliderFacetSchema : listFacetSchema,
);

/** An active filter as the service summarises it (for chips). */
export const filterSummarySchema = v.looseObject({ ...labelled, value: v.string() });

/** Inline merchandising content, placed at `config.position.index` in the grid. */
export const inlineContentSchema = v.looseObject({
  value: v.string(),
  config: v.looseObject({
    position: v.looseObject({
      index: v.pipe(
        nonNegativeSchema,
        v.check((index: number) => Number.isInteger(index)),
      ),
    }),
  }),
});

/** Merchandising of a response: a redirect and content blocks (HTML strings). */
export const merchandisingSchema = v.looseObject({
  // Where the query should send the shopper; `null` when it should not redirect.
  redirect: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((url) => url || null),
  ),
  content: v.optional(
    v.looseObject({
      header: optionalTexts,
      banner: optionalTexts,
      footer: optionalTexts,
      left: optionalTexts,
      inline: v.optional(v.array(inlineContentSchema), []),
    }),
    {},
  ),
});

/** What the service did with the query: `corrected` and `original` are set when it corrected a typo. */
export const queryInfoSchema = v.looseObject({
  string: v.optional(v.string()),
  corrected: v.optional(v.string()),
  original: v.optional(v.string()),
});

const searchResponseEntries = {
  results: v.array(searchResultSchema),
  pagination: paginationSchema,
  sorting: v.optional(v.looseObject({ options: v.optional(v.array(sortOptionSchema), []) }), {}),
  // Facets to offer. The spec's excluded facets are dropped here, whatever the service sends, and
  // so are facet types solekit cannot draw: one odd facet must not cost the shopper the results.
  facets: v.pipe(
    v.optional(v.array(v.looseObject({ type: v.string() })), []),
    v.transform((facets) => facets.filter((facet) => facet.type === "value" || facet.type === "slider")),
    v.array(knownFacetSchema),
    v.transform(offeredFacets),
  ),
  filterSummary: v.optional(v.array(filterSummarySchema), []),
  merchandising: v.optional(merchandisingSchema, {}),
  query: v.optional(queryInfoSchema, {}),
  didYouMean: v.optional(v.looseObject({ query: v.string(), highlighted: v.optional(v.string()) })),
};

/** A `search.json` response. */
export const searchResponseSchema = v.looseObject(searchResponseEntries);

/**
 * A content page or blog article matching a query, for the quick search's Pages column. Sent in
 * the `pages` list of `autocomplete.json` (a solekit sandbox addition: the real service's content
 * source is not specified, and a response without `pages` parses to an empty list).
 */
export const contentPageResultSchema = v.looseObject({
  id,
  type: v.optional(v.picklist(["page", "article"]), "page"),
  title: v.string(),
  url: v.string(),
  summary: optionalText,
});

/** An `autocomplete.json` response: products like a search, plus matching content pages. */
export const autocompleteResponseSchema = v.looseObject({
  ...searchResponseEntries,
  autocomplete: v.optional(
    v.looseObject({ query: optionalText, correctedQuery: v.optional(v.string()) }),
    {},
  ),
  pages: v.optional(v.array(contentPageResultSchema), []),
});

/** Paging block of a search response. */
export type Pagination = v.InferOutput<typeof paginationSchema>;
/** One sort option. */
export type SortOption = v.InferOutput<typeof sortOptionSchema>;
/** One value of a list facet. */
export type FacetValue = v.InferOutput<typeof facetValueSchema>;
/** A list facet. */
export type ListFacet = v.InferOutput<typeof listFacetSchema>;
/** A slider facet. */
export type SliderFacet = v.InferOutput<typeof sliderFacetSchema>;
/** A facet of a search response. */
export type Facet = v.InferOutput<typeof facetSchema>;
/** An active filter as the service summarises it. */
export type FilterSummary = v.InferOutput<typeof filterSummarySchema>;
/** Inline merchandising content. */
export type InlineContent = v.InferOutput<typeof inlineContentSchema>;
/** Merchandising of a response. */
export type Merchandising = v.InferOutput<typeof merchandisingSchema>;
/** What the service did with the query. */
export type QueryInfo = v.InferOutput<typeof queryInfoSchema>;
/** A `search.json` response. */
export type SearchResponse = v.InferOutput<typeof searchResponseSchema>;
/** A content page or article in an autocomplete response. */
export type ContentPageResult = v.InferOutput<typeof contentPageResultSchema>;
/** An `autocomplete.json` response. */
export type AutocompleteResponse = v.InferOutput<typeof autocompleteResponseSchema>;
