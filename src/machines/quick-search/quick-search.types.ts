import type { SolekitError } from "../../clients/http";
import type { ContentPageResult, SearchResult } from "../../clients/search";
import type { RedirectPolicy } from "../../rules/redirects";

/** What one debounced suggestion request found for the typed text. */
export interface QuickSearchResults {
  /** The text searched (trimmed), which the results belong to. */
  query: string;
  /** Suggested Searches, best first (at most 4). */
  suggestions: string[];
  /** The Products column (at most 4). */
  products: SearchResult[];
  /** The Pages column (at most 3). */
  pages: ContentPageResult[];
  /** Products matching in all, for 'View N products'. */
  totalResults: number;
  /** The service's correction when the typed text was a typo; its products are shown instead. */
  correctedQuery: string | null;
  /** The merchandising redirect of the text, as the service sent it (not yet checked). */
  redirect: string | null;
}

/** A search the shopper committed, waiting to leave the overlay. */
export interface QuickSearchSubmission {
  /** The text searched. */
  query: string;
  /** The redirect the service supplies for it, once known. */
  redirect: string | null;
  /** Whether `redirect` is known; if not, the machine asks the service first. */
  redirectKnown: boolean;
}

/** Input of the quick-search machine. */
export interface QuickSearchInput {
  /** Base of the DOM ids (`{id}-input`, `{id}-listbox`…); unique per page. */
  id: string;
  /** Recent searches to start with, newest first. @default [] */
  recentSearches?: readonly string[];
  /** Recent searches kept. @default 5 */
  recentSearchesLimit?: number;
  /** Where merchandising redirects may lead. */
  redirectPolicy: RedirectPolicy;
}

/** Context of the quick-search machine. */
export interface QuickSearchContext {
  /** Base of the DOM ids. */
  id: string;
  /** The text in the input, as typed. */
  query: string;
  /** The latest results, for `results.query`; `null` before typing or after an error. */
  results: QuickSearchResults | null;
  /** Popular searches (trending), most popular first. */
  popularSearches: string[];
  /** The shopper's recent searches, newest first. */
  recentSearches: string[];
  /** Recent searches kept. */
  recentSearchesLimit: number;
  /** Index of the highlighted option among the visible ones; -1 for none. */
  highlightedIndex: number;
  /** The search being submitted, while status is `submitting`. */
  submission: QuickSearchSubmission | null;
  /** Why the last suggestion request failed. */
  error: SolekitError | Error | null;
  /** Where merchandising redirects may lead. */
  redirectPolicy: RedirectPolicy;
}

/** Kind of a quick-search option: a search term (popular, recent, suggested), a page or a product. */
export type QuickSearchOptionKind = "popular" | "recent" | "suggestion" | "page" | "product";

/** A search term option: picking it searches for `label`. */
export interface QuickSearchTermOption {
  /** Which list it is from. */
  kind: "popular" | "recent" | "suggestion";
  /** Position among all visible options (the `aria-activedescendant` order). */
  index: number;
  /** The search text. */
  label: string;
}

/** A content page option: picking it goes to `url`. */
export interface QuickSearchPageOption {
  /** Always `page`. */
  kind: "page";
  /** Position among all visible options. */
  index: number;
  /** The page title. */
  label: string;
  /** Where the page lives. */
  url: string;
  /** The page as the service sent it. */
  page: ContentPageResult;
}

/** A product option: picking it goes to `url`. */
export interface QuickSearchProductOption {
  /** Always `product`. */
  kind: "product";
  /** Position among all visible options. */
  index: number;
  /** The customer-facing product name. */
  label: string;
  /** The product page. */
  url: string;
  /** The product as the service sent it. */
  product: SearchResult;
}

/** One option of the quick-search listbox. */
export type QuickSearchOption = QuickSearchTermOption | QuickSearchPageOption | QuickSearchProductOption;

/** Where the highlight moves: wraps around at either end. */
export type QuickSearchHighlightMove = "next" | "previous" | "first" | "last";

/** Events of the quick-search machine (namespaced verbs). */
export type QuickSearchEvent =
  | { type: "overlay.open" }
  | { type: "overlay.close" }
  | { type: "query.change"; query: string }
  | { type: "query.clear" }
  | { type: "item.highlight"; index: number }
  | { type: "highlight.move"; to: QuickSearchHighlightMove }
  | { type: "item.select"; option: QuickSearchOption }
  | { type: "form.submit" }
  | { type: "link.follow"; href: string; query?: string }
  | { type: "recent.remove"; query: string }
  | { type: "recent.clear" };

/**
 * Where the quick search is: `closed`; `idle` (open, nothing typed: popular and recent searches);
 * `loading` (debouncing or requesting); `results`; `noResults` (no products for the text);
 * `error`; `submitting` ('Searching…' before going to the search page).
 */
export type QuickSearchStatus =
  | "closed"
  | "idle"
  | "loading"
  | "results"
  | "noResults"
  | "error"
  | "submitting";
