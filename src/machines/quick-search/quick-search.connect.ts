import type { SnapshotFrom } from "xstate";
import { searchMessages as defaultMessages, type SearchMessageCatalogue } from "../../rules/messages";
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
  QuickSearchHighlightMove,
  QuickSearchOption,
  QuickSearchOptionKind,
  QuickSearchStatus,
} from "./quick-search.types";

/** The message catalogue the quick search reads its texts from (the provider's, with overrides). */
export type QuickSearchMessages = SearchMessageCatalogue;

// The status of where the machine rests: `"closed"`, or `{ open: child }` where only `submitting`
// has children of its own; `settling` is transient and never rests.
function statusOf(value: SnapshotFrom<QuickSearchMachine>["value"]): QuickSearchStatus {
  if (typeof value === "string") return "closed";
  const open = value.open;
  if (typeof open !== "string") return "submitting";
  if (open === "debouncing") return "loading";
  return open === "settling" ? "idle" : open;
}

const NO_FALLBACK = { message: null, href: null };

/** The fallback line and, for the redirect link, where it leads (storefront §2). */
function fallbackOf(
  status: QuickSearchStatus,
  context: QuickSearchContext,
  catalogue: QuickSearchMessages,
): { message: string | null; href: string | null } {
  if (status === "error") return { message: catalogue.tryAnotherSearch, href: null };
  const results = context.results;
  if (status === "results" && results?.correctedQuery) {
    const { query, correctedQuery } = results;
    return { message: quickSearchFallbackText({ query, correctedQuery }, catalogue), href: null };
  }
  if (status !== "noResults" || !results) return NO_FALLBACK;
  const href = isAllowedRedirect(results.redirect, context.redirectPolicy) ? results.redirect : null;
  const slug = href ? redirectSlug(href) : "";
  // A correction that found nothing either is no help: fall through to the redirect or the plain line.
  const message = quickSearchFallbackText({ query: results.query, redirectSlug: slug || null }, catalogue);
  return { message, href: slug ? href : null };
}

/** Each option kind's group and the catalogue entry that heads it. */
const GROUP_OF = {
  popular: ["popular", "popularSearches"],
  recent: ["recent", "recentSearches"],
  suggestion: ["suggestions", "suggestedSearches"],
  page: ["pages", "pagesHeading"],
  product: ["products", "productsHeading"],
} as const satisfies Record<QuickSearchOptionKind, readonly [QuickSearchGroupKey, keyof QuickSearchMessages]>;

function groupsOf(options: readonly QuickSearchOption[], catalogue: QuickSearchMessages): QuickSearchGroup[] {
  const groups: QuickSearchGroup[] = [];
  for (const option of options) {
    const [key, heading] = GROUP_OF[option.kind];
    const last = groups.at(-1);
    if (last?.key === key) last.options.push(option);
    else groups.push({ key, label: catalogue[heading], options: [option] });
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
  const status = statusOf(snapshot.value);
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
  const ofKind = <K extends QuickSearchOptionKind>(kind: K) =>
    options.filter((o): o is QuickSearchOption & { kind: K } => o.kind === kind);

  const api = {
    isOpen,
    status,
    query: context.query,
    popularSearches: ofKind("popular"),
    recentSearches: ofKind("recent"),
    suggestions: ofKind("suggestion"),
    pages: ofKind("page"),
    products: ofKind("product"),
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
    open: () => send({ type: "overlay.open" }),
    close: () => send({ type: "overlay.close" }),
    setQuery: (text: string) => send({ type: "query.change", query: text }),
    clear: () => send({ type: "query.clear" }),
    submit: () => send({ type: "form.submit" }),
    select: (option: QuickSearchOption) => send({ type: "item.select", option }),
    highlight: (index: number) => send({ type: "item.highlight", index }),
    moveHighlight: (to: QuickSearchHighlightMove) => send({ type: "highlight.move", to }),
    removeRecentSearch: (text: string) => send({ type: "recent.remove", query: text }),
    clearRecentSearches: () => send({ type: "recent.clear" }),
  };
  return { ...api, ...quickSearchPropGetters({ id: context.id, state: api, send, catalogue }) };
}
