import type { SnapshotFrom } from "xstate";
import { searchMessages as defaultMessages, type SearchMessageCatalogue } from "../../rules/messages";
import { isAllowedRedirect, redirectSlug } from "../../rules/redirects";
import { quickSearchFallbackText, viewProductsText } from "../../rules/search-text";
import { searchPageHref } from "../../rules/search-url";
import type { MergedProps, QuickSearchApi, QuickSearchGroup } from "./quick-search.api";
import {
  type FocusableDocument,
  focusById,
  type QuickSearchGroupKey,
  quickSearchIds,
} from "./quick-search.dom";
import type { QuickSearchMachine } from "./quick-search.machine";
import { quickSearchOptions } from "./quick-search.options";
import type {
  QuickSearchButtonProps,
  QuickSearchEventLike,
  QuickSearchKeyboardEvent,
  QuickSearchMouseEvent,
} from "./quick-search.props.types";
import type {
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

/** Each option kind's group and the catalogue entry that heads it. */
const GROUP_OF = {
  popular: ["popular", "popularSearches"],
  recent: ["recent", "recentSearches"],
  suggestion: ["suggestions", "suggestedSearches"],
  page: ["pages", "pagesHeading"],
  product: ["products", "productsHeading"],
} as const satisfies Record<QuickSearchOptionKind, readonly [QuickSearchGroupKey, keyof QuickSearchMessages]>;

/** The keys that move the highlight, and where to. */
const MOVES: Partial<Record<string, QuickSearchHighlightMove>> = {
  ArrowDown: "next",
  ArrowUp: "previous",
  Home: "first",
  End: "last",
};

type Handler = (event: { defaultPrevented?: boolean }) => void;

/**
 * Downshift-style merge: the getter's props, then the caller's (which may override plain
 * attributes); handlers both sides define are chained, the caller's first, and the getter's own
 * is skipped when the caller called `preventDefault()`. A getter's only function-valued props are
 * its handlers, so any key both sides give a function is a handler to chain.
 */
function merge<TOwn extends object, TCaller extends object>(
  own: TOwn,
  caller: TCaller | undefined,
): MergedProps<TOwn, TCaller> {
  const merged = { ...own, ...caller } as Record<string, unknown>;
  for (const [key, ours] of Object.entries(own)) {
    const theirs: unknown = caller?.[key as keyof TCaller];
    if (typeof ours === "function" && typeof theirs === "function") {
      merged[key] = (event: { defaultPrevented?: boolean }) => {
        (theirs as Handler)(event);
        if (!event.defaultPrevented) (ours as Handler)(event);
      };
    }
  }
  return merged as MergedProps<TOwn, TCaller>;
}

// Ctrl, Alt or Meta with a key or a click is the browser's or the system's, not the combobox's.
const hasModifier = (event: QuickSearchKeyboardEvent | QuickSearchMouseEvent) =>
  event.altKey || event.ctrlKey || event.metaKey;

const button = (onClick: () => void): QuickSearchButtonProps => ({ type: "button", onClick });

// Cancels the browser's default action and does `action` instead.
const instead = (action: () => void) => (event: QuickSearchEventLike) => {
  event.preventDefault();
  action();
};

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
  const { query, results, ...context } = snapshot.context;
  const status = statusOf(snapshot.value);
  const isOpen = status !== "closed";
  const options = quickSearchOptions(snapshot.context);
  const highlightedOption = (isOpen && options[context.highlightedIndex]) || null;
  const highlightedIndex = highlightedOption ? context.highlightedIndex : -1;
  const isListboxVisible = isOpen && options.length > 0;
  const ids = quickSearchIds(context.id);

  // Results stay on screen while the next request runs, but not once the text is emptied.
  const shown = query.trim() ? results : null;
  const totalResults = shown?.totalResults ?? 0;
  // The fallback line (storefront §2): the correction the results are for; with no products, the
  // allowed redirect's 'Search for {slug}?' or 'Please try another search'; after an error, the
  // latter. A correction that found nothing either is no help, so it is not claimed.
  const correctedQuery = status === "results" ? results?.correctedQuery : null;
  const redirect = status === "noResults" ? results?.redirect : null;
  const slug = redirect && isAllowedRedirect(redirect, context.redirectPolicy) ? redirectSlug(redirect) : "";
  const fallbackMessage =
    correctedQuery || status === "noResults" || status === "error"
      ? quickSearchFallbackText(
          { query: results?.query ?? "", correctedQuery, redirectSlug: slug },
          catalogue,
        )
      : null;
  const fallbackHref = (slug && redirect) || null;
  const statusMessage = status === "submitting" ? catalogue.searching : (fallbackMessage ?? "");
  const viewAll =
    shown && totalResults
      ? {
          text: viewProductsText(totalResults, catalogue),
          href: searchPageHref(shown.query),
          query: shown.query,
        }
      : null;

  const groups: QuickSearchGroup[] = [];
  for (const option of options) {
    const [key, heading] = GROUP_OF[option.kind];
    const last = groups.at(-1);
    if (last?.key === key) last.options.push(option);
    else groups.push({ key, label: catalogue[heading], options: [option] });
  }
  const ofKind = <K extends QuickSearchOptionKind>(kind: K) =>
    options.filter((o): o is QuickSearchOption & { kind: K } => o.kind === kind);

  const open = () => send({ type: "overlay.open" });
  const close = () => send({ type: "overlay.close" });
  const setQuery = (text: string) => send({ type: "query.change", query: text });
  const clear = () => send({ type: "query.clear" });
  const submit = () => send({ type: "form.submit" });
  const select = (option: QuickSearchOption) => send({ type: "item.select", option });
  const highlight = (index: number) => send({ type: "item.highlight", index });
  const moveHighlight = (to: QuickSearchHighlightMove) => send({ type: "highlight.move", to });
  const removeRecentSearch = (text: string) => send({ type: "recent.remove", query: text });
  const clearRecentSearches = () => send({ type: "recent.clear" });

  const link = (href: string, query?: string) => ({
    href,
    onClick: (event: QuickSearchMouseEvent) => {
      // A click with a modifier or another button opens the link elsewhere: leave it to the browser.
      if (!event.button && !event.shiftKey && !hasModifier(event)) {
        instead(() => send({ type: "link.follow", href, query }))(event);
      }
    },
  });

  const onInputKeyDown = (event: QuickSearchKeyboardEvent) => {
    if (event.nativeEvent?.isComposing || hasModifier(event)) return;
    const { key } = event;
    const to = MOVES[key];
    let action: (() => void) | null = null;
    // Arrow keys move the highlight once options show. Home and End move the caret while the
    // shopper edits; once an option is highlighted they move the highlight instead (APG combobox:
    // either behaviour is allowed).
    if (to && (highlightedOption || (isListboxVisible && key.startsWith("Arrow")))) {
      action = () => moveHighlight(to);
    } else if (key === "Enter") {
      action = highlightedOption ? () => select(highlightedOption) : submit;
    } else if (key === "Escape") {
      action = close;
    } else if (key === "Delete" && highlightedOption?.kind === "recent") {
      action = () => removeRecentSearch(highlightedOption.label);
    }
    if (action) instead(action)(event);
  };

  return {
    isOpen,
    status,
    query,
    popularSearches: ofKind("popular"),
    recentSearches: ofKind("recent"),
    suggestions: ofKind("suggestion"),
    pages: ofKind("page"),
    products: ofKind("product"),
    options,
    groups,
    isListboxVisible,
    totalResults,
    viewAll,
    fallbackMessage,
    fallbackHref,
    statusMessage,
    highlightedIndex,
    highlightedOption,
    optionId: ids.option,
    open,
    close,
    setQuery,
    clear,
    submit,
    select,
    highlight,
    moveHighlight,
    removeRecentSearch,
    clearRecentSearches,

    getOpenButtonProps: (props) =>
      merge(
        {
          id: ids.openButton,
          type: "button",
          "aria-label": catalogue.searchOpenLabel,
          "aria-haspopup": "dialog",
          "aria-expanded": isOpen,
          "aria-controls": ids.dialog,
          onClick: open,
        },
        props,
      ),
    getDialogProps: (props) =>
      merge(
        {
          id: ids.dialog,
          role: "dialog",
          "aria-modal": true,
          "aria-label": catalogue.searchOpenLabel,
          onKeyDown: (event: QuickSearchKeyboardEvent) => {
            // The input already handled an Escape typed in it; this catches Escape elsewhere inside.
            if (event.key === "Escape" && !event.defaultPrevented) instead(close)(event);
          },
        },
        props,
      ),
    getFormProps: (props) =>
      merge({ role: "search", action: "/search", method: "get", onSubmit: instead(submit) }, props),
    getLabelProps: (props) => merge({ id: ids.label, htmlFor: ids.input }, props),
    getInputProps: (props) =>
      merge(
        {
          id: ids.input,
          name: "query",
          role: "combobox",
          value: query,
          placeholder: catalogue.searchPlaceholder,
          autoComplete: "off",
          autoCapitalize: "off",
          spellCheck: false,
          enterKeyHint: "search",
          "aria-autocomplete": "list",
          "aria-expanded": isListboxVisible,
          "aria-controls": ids.listbox,
          "aria-activedescendant":
            highlightedOption && isListboxVisible ? ids.option(highlightedIndex) : undefined,
          "aria-describedby": statusMessage ? ids.status : undefined,
          onChange: (event: { target: { value: string } }) => setQuery(event.target.value),
          onKeyDown: onInputKeyDown,
        },
        props,
      ),
    getListboxProps: (props) =>
      merge(
        { id: ids.listbox, role: "listbox", "aria-labelledby": ids.label, hidden: !isListboxVisible },
        props,
      ),
    getGroupProps: (group, props) =>
      merge({ role: "group", "aria-labelledby": ids.groupLabel(group.key) }, props),
    getGroupLabelProps: (group, props) =>
      merge({ id: ids.groupLabel(group.key), role: "presentation" }, props),
    getOptionProps: ({ item, index = item.index, ...props }) =>
      merge(
        {
          id: ids.option(index),
          role: "option",
          "aria-selected": highlightedIndex === index,
          onClick: () => select(item),
          onMouseMove: () => {
            if (highlightedIndex !== index) highlight(index);
          },
          // Keeps focus in the input, so the combobox stays the one place focus lives.
          onMouseDown: (event: QuickSearchMouseEvent) => event.preventDefault(),
        },
        props,
      ),
    getClearButtonProps: (props) =>
      merge(
        {
          type: "button",
          "aria-controls": ids.input,
          onClick: (event: QuickSearchMouseEvent) => {
            clear();
            // The clicked element's own document, so focus moves without touching a global `document`.
            const target = event.currentTarget as { ownerDocument?: FocusableDocument } | null | undefined;
            focusById(target?.ownerDocument, ids.input);
          },
        },
        props,
      ),
    getCloseButtonProps: (props) => merge(button(close), props),
    getClearRecentButtonProps: (props) => merge(button(clearRecentSearches), props),
    getStatusProps: (props) =>
      merge({ id: ids.status, role: "status", "aria-live": "polite", "aria-atomic": true }, props),
    getViewAllLinkProps: (props) => merge(link(viewAll?.href ?? "/search", viewAll?.query), props),
    getFallbackLinkProps: (props) => merge(link(fallbackHref ?? "/search"), props),
  };
}
