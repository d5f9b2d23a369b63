import type { World } from "../world";
import { facetsBody, filterSummaryBody } from "./facet-output";
import { filterAndCount, resolveFilters } from "./filtering";
import { curatedCorrection, landingPage, merchandisingContent, redirectFor } from "./merchandising";
import { resultBody } from "./result-body";
import { type SearchIndex, searchIndexFor } from "./search-index";
import {
  DEFAULT_RESULTS_PER_PAGE,
  MAX_RESULTS_PER_PAGE,
  type SearchRequest,
  SearchRequestError,
} from "./search-request";
import { assertSortField, SORT_OPTIONS, sortedPage } from "./sorting";
import { correctTerms } from "./spelling";
import { matchText, type TextMatch } from "./text-match";
import { normaliseQuery, queryTerms } from "./tokenize";
import type { SearchResponseBody } from "./wire";

/** Documents the background filters (collection, handles, landing page) allow; `null` for all. */
function backgroundDocs(index: SearchIndex, request: SearchRequest): Uint8Array | null {
  const collection = request.collection || landingPage(request.tag)?.collection;
  const handles = request.handles ?? [];
  if (!collection && handles.length === 0) return null;
  const allowed = new Uint8Array(index.docs.length);
  if (collection) for (const doc of index.collectionDocs.get(collection) ?? []) allowed[doc] = 1;
  else allowed.fill(1);
  if (handles.length > 0) {
    const named = new Uint8Array(index.docs.length);
    for (const handle of handles) {
      const doc = index.docByKey.get(handle);
      if (doc !== undefined && index.docs[doc]?.handle === handle) named[doc] = 1;
    }
    for (let doc = 0; doc < allowed.length; doc++) allowed[doc] = (allowed[doc] ?? 0) & (named[doc] ?? 0);
  }
  return allowed;
}

function* candidates(size: number, allowed: Uint8Array | null, text: TextMatch | null): Generator<number> {
  for (let doc = 0; doc < size; doc++) {
    if ((allowed === null || allowed[doc] === 1) && (text === null || text.matched[doc] === 1)) yield doc;
  }
}

function countWithin(text: TextMatch, allowed: Uint8Array | null): number {
  if (!allowed) return text.count;
  let count = 0;
  for (let doc = 0; doc < allowed.length; doc++) if (allowed[doc] === 1 && text.matched[doc] === 1) count++;
  return count;
}

/** The query searched and how it relates to what was typed. */
interface EffectiveQuery {
  text: string;
  match: TextMatch | null;
  corrected: boolean;
}

/**
 * Applies corrections: the merchandiser's curated ones always, and an edit-distance correction
 * against the catalogue's words when the typed text finds nothing. A request that carries `oq`
 * has already been corrected, so it is searched as it is.
 */
function effectiveQuery(
  index: SearchIndex,
  request: SearchRequest,
  allowed: Uint8Array | null,
): EffectiveQuery {
  const typed = normaliseQuery(request.q ?? "");
  // Only a blank query lists everything. Text with no word the index can hold (an emoji, symbols,
  // only stopwords) has no terms, and matches nothing: never the whole catalogue as its matches.
  const search = (text: string) => (text ? matchText(index, queryTerms(text)) : null);
  if (!typed || request.oq) return { text: typed, match: search(typed), corrected: false };
  const curated = curatedCorrection(index.world, typed);
  if (curated) return { text: curated, match: search(curated), corrected: true };
  const match = search(typed);
  if (!match || countWithin(match, allowed) > 0) return { text: typed, match, corrected: false };
  const terms = correctTerms(index, queryTerms(typed));
  if (!terms) return { text: typed, match, corrected: false };
  const text = terms.join(" ");
  const correctedMatch = matchText(index, terms);
  return countWithin(correctedMatch, allowed) > 0
    ? { text, match: correctedMatch, corrected: true }
    : { text: typed, match, corrected: false };
}

// What the service would correct `text` to: a curated correction, else the closest words.
function correctionOf(index: SearchIndex, text: string): string | null {
  return curatedCorrection(index.world, text) ?? correctTerms(index, queryTerms(text))?.join(" ") ?? null;
}

function queryBlock(
  index: SearchIndex,
  request: SearchRequest,
  effective: EffectiveQuery,
): SearchResponseBody["query"] {
  const typed = (request.q ?? "").trim();
  if (effective.corrected) return { string: effective.text, corrected: effective.text, original: typed };
  // A corrected query sent on with what was typed (`oq`): the service names the correction only
  // when it is its own, never whatever text a link carries.
  const oq = request.oq?.trim();
  if (oq && typed && correctionOf(index, normaliseQuery(oq)) === normaliseQuery(typed)) {
    return { string: typed, corrected: typed, original: oq };
  }
  return { string: typed };
}

/**
 * Runs a `search.json` request over a world's catalogue: redirect, correction, text match,
 * background filters, filters with disjunctive facet counts, sort, paging, merchandising
 * content. Pure: no msw, no state; the index is built on the world's first search. Throws a
 * `SearchRequestError` for a request the service would refuse.
 *
 * @example
 * ```ts
 * const body = searchCatalogue(world, { q: "snekers", filters: { brand: ["Asics"] }, sort: { field: "price", direction: "asc" } });
 * body.query; // { string: "sneakers", corrected: "sneakers", original: "snekers" }
 * ```
 */
export function searchCatalogue(world: World, request: SearchRequest = {}): SearchResponseBody {
  const index = searchIndexFor(world);
  const page = request.page ?? 1;
  const perPage = Math.min(request.resultsPerPage ?? DEFAULT_RESULTS_PER_PAGE, MAX_RESULTS_PER_PAGE);
  if (!Number.isSafeInteger(page) || page < 1) throw new SearchRequestError("Invalid page");
  if (!Number.isSafeInteger(perPage) || perPage < 1) throw new SearchRequestError("Invalid resultsPerPage");
  if (request.sort) assertSortField(request.sort.field);
  const filters = resolveFilters(index, request.filters ?? {}, request.ranges ?? {});
  const redirect = redirectFor(world, request.q ?? "");
  const sortingOptions = { options: SORT_OPTIONS.map((option) => ({ ...option })) };

  if (redirect && request.redirectResponse === "minimal") {
    const empty = { totalResults: 0, totalPages: 0, currentPage: page, perPage, begin: 0, end: 0 };
    return {
      results: [],
      pagination: empty,
      merchandising: { redirect },
      query: { string: request.q ?? "" },
    };
  }

  const allowed = backgroundDocs(index, request);
  const effective = effectiveQuery(index, request, allowed);
  const outcome = filterAndCount(index, candidates(index.docs.length, allowed, effective.match), filters);
  const totalResults = outcome.results.length;
  const offset = (page - 1) * perPage;
  const docs = sortedPage(index, outcome.results, {
    sort: request.sort ?? null,
    scores: effective.match?.scores ?? null,
    offset,
    limit: perPage,
  });
  return {
    results: docs.map((doc) => resultBody(index, doc, effective.text)),
    pagination: {
      totalResults,
      totalPages: Math.max(1, Math.ceil(totalResults / perPage)),
      currentPage: page,
      perPage,
      begin: docs.length > 0 ? offset + 1 : 0,
      end: docs.length > 0 ? offset + docs.length : 0,
    },
    sorting: sortingOptions,
    facets: facetsBody(index, outcome, filters),
    filterSummary: filterSummaryBody(index, filters),
    merchandising: {
      redirect: redirect ?? "",
      content: merchandisingContent({
        query: effective.text,
        collection: request.collection,
        tag: request.tag,
        pageRange: [offset, offset + perPage],
      }),
    },
    query: queryBlock(index, request, effective),
  };
}
