import type { SnapshotFrom } from "xstate";
import { storefrontMessages as defaultMessages, type StorefrontMessageCatalogue } from "../../rules/messages";
import { isAllowedRedirect, redirectSlug } from "../../rules/redirects";
import { quickSearchFallbackText, viewProductsText } from "../../rules/search-text";
import { searchPageHref } from "../../rules/search-url";
import type { QuickSearchApi, QuickSearchGroup } from "./quick-search.api";
import type { QuickSearchGroupKey } from "./quick-search.dom";
import type { QuickSearchMachine } from "./quick-search.machine";
import { quickSearchOptions } from "./quick-search.options";
import { quickSearchPropGetters } from "./quick-search.props";
import type {
  QuickSearchContext,
  QuickSearchEvent,
  QuickSearchOption,
  QuickSearchPageOption,
  QuickSearchProductOption,
  QuickSearchStatus,
  QuickSearchTermOption,
} from "./quick-search.types";

/** The message catalogue the quick search reads its texts from (the provider's, with overrides). */
export type QuickSearchMessages = StorefrontMessageCatalogue;

function statusOf(snapshot: SnapshotFrom<QuickSearchMachine>): QuickSearchStatus {
  if (snapshot.matches("closed")) return "closed";
  if (snapshot.matches({ open: "submitting" })) return "submitting";
  if (snapshot.matches({ open: "results" })) return "results";
  if (snapshot.matches({ open: "noResults" })) return "noResults";
  if (snapshot.matches({ open: "error" })) return "error";
  if (snapshot.matches({ open: "debouncing" }) || snapshot.matches({ open: "loading" })) return "loading";
  return "idle";
}

/** The fallback line and, for the redirect link, where it leads (storefront §2). */
function fallbackOf(
  status: QuickSearchStatus,
  context: QuickSearchContext,
  catalogue: QuickSearchMessages,
): { message: string | null; href: string | null } {
  if (status === "error") return { message: catalogue.tryAnotherSearch, href: null };
  const results = context.results;
  if (!results) return { message: null, href: null };
  if (status === "results") {
    const message = results.correctedQuery
      ? quickSearchFallbackText({ query: results.query, correctedQuery: results.correctedQuery }, catalogue)
      : null;
    return { message, href: null };
  }
  if (status !== "noResults") return { message: null, href: null };
  const href = isAllowedRedirect(results.redirect, context.redirectPolicy) ? results.redirect : null;
  const slug = href ? redirectSlug(href) : "";
  // A correction that found nothing either is no help: fall through to the redirect or the plain line.
  const message = quickSearchFallbackText({ query: results.query, redirectSlug: slug || null }, catalogue);
  return { message, href: slug ? href : null };
}

const GROUP_OF: Record<QuickSearchOption["kind"], QuickSearchGroupKey> = {
  popular: "popular",
  recent: "recent",
  suggestion: "suggestions",
  page: "pages",
  product: "products",
};

function groupsOf(options: readonly QuickSearchOption[], catalogue: QuickSearchMessages): QuickSearchGroup[] {
  const labels: Record<QuickSearchGroupKey, string> = {
    popular: catalogue.popularSearches,
    recent: catalogue.recentSearches,
    suggestions: catalogue.suggestedSearches,
    pages: catalogue.pagesHeading,
    products: catalogue.productsHeading,
  };
  const groups: QuickSearchGroup[] = [];
  for (const option of options) {
    const key = GROUP_OF[option.kind];
    const last = groups.at(-1);
    if (last?.key === key) last.options.push(option);
    else groups.push({ key, label: labels[key], options: [option] });
  }
  return groups;
}

/**
 * Turns a quick-search snapshot into its public API: state, named actions and prop getters with
 * the combobox's ARIA wiring. Framework-free, so Vue or vanilla code gets the same API as
 * `useQuickSearch`.
 *
 * @example
 * ```ts
 * const actor = createActor(machine, { input }).start();
 * actor.subscribe((snapshot) => render(connectQuickSearch(snapshot, actor.send)));
 * const api = connectQuickSearch(actor.getSnapshot(), actor.send);
 * input.setAttribute("aria-expanded", String(api.getInputProps()["aria-expanded"]));
 * ```
 */
export function connectQuickSearch(
  snapshot: SnapshotFrom<QuickSearchMachine>,
  send: (event: QuickSearchEvent) => void,
  catalogue: QuickSearchMessages = defaultMessages,
): QuickSearchApi {
  const context = snapshot.context;
  const status = statusOf(snapshot);
  const isOpen = status !== "closed";
  const options = quickSearchOptions(context);
  const highlightedOption = isOpen ? (options[context.highlightedIndex] ?? null) : null;
  const fallback = fallbackOf(status, context, catalogue);
  const results = context.query.trim() === "" ? null : context.results;
  const viewAll =
    results && results.totalResults > 0
      ? {
          text: viewProductsText(results.totalResults, catalogue),
          href: searchPageHref(results.query),
          query: results.query,
        }
      : null;
  const terms = (kind: QuickSearchTermOption["kind"]) =>
    options.filter((o): o is QuickSearchTermOption => o.kind === kind);

  const state = {
    isOpen,
    status,
    query: context.query,
    popularSearches: terms("popular"),
    recentSearches: terms("recent"),
    suggestions: terms("suggestion"),
    pages: options.filter((o): o is QuickSearchPageOption => o.kind === "page"),
    products: options.filter((o): o is QuickSearchProductOption => o.kind === "product"),
    options,
    groups: groupsOf(options, catalogue),
    isListboxVisible: isOpen && options.length > 0,
    totalResults: results?.totalResults ?? 0,
    viewAll,
    fallbackMessage: fallback.message,
    fallbackHref: fallback.href,
    statusMessage: status === "submitting" ? catalogue.searching : (fallback.message ?? ""),
    highlightedIndex: highlightedOption ? context.highlightedIndex : -1,
    highlightedOption,
  };
  const actions = {
    open: () => send({ type: "overlay.open" }),
    close: () => send({ type: "overlay.close" }),
    setQuery: (text: string) => send({ type: "query.change", query: text }),
    clear: () => send({ type: "query.clear" }),
    submit: () => send({ type: "form.submit" }),
    select: (option: QuickSearchOption) => send({ type: "item.select", option }),
    highlight: (index: number) => send({ type: "item.highlight", index }),
    moveHighlight: (to: "next" | "previous" | "first" | "last") => send({ type: "highlight.move", to }),
    removeRecentSearch: (text: string) => send({ type: "recent.remove", query: text }),
    clearRecentSearches: () => send({ type: "recent.clear" }),
  };
  return {
    ...state,
    ...actions,
    ...quickSearchPropGetters({ id: context.id, state, send, catalogue }),
  };
}
