import type { SnapshotFrom } from "xstate";
import { searchMessages } from "../../rules/messages";
import { viewProductsText } from "../../rules/search-text";
import { searchPageHref } from "../../rules/search-url";
import type { SliceStatus } from "../shared/connect";
import { focusById } from "../shared/dom-ids";
import {
  type CompositionEventLike,
  type EventLike,
  hasModifier,
  type KeyboardEventLike,
  type MouseEventLike,
} from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { quickSearchDomIds } from "./quick-search.dom";
import type { QuickSearchMachine } from "./quick-search.machine";
import { quickSearchFallback, quickSearchGroups, quickSearchOptions } from "./quick-search.selectors";
import type {
  QuickSearchApi,
  QuickSearchButtonProps,
  QuickSearchConnectOptions,
  QuickSearchEvent,
  QuickSearchHighlightMove,
  QuickSearchOption,
  QuickSearchOptionKind,
} from "./quick-search.types";
import { openButtonProps } from "./quick-search-button.connect";

/** The keys that move the highlight, and where to. */
const MOVES: Partial<Record<string, QuickSearchHighlightMove>> = {
  ArrowDown: "next",
  ArrowUp: "previous",
  Home: "first",
  End: "last",
};

const button = (onClick: () => void): QuickSearchButtonProps => ({ type: "button", onClick });

// Cancels the browser's default action and does `action` instead.
const instead = (action: () => void) => (event: EventLike) => {
  event.preventDefault();
  action();
};

// The input's whole text once an input method commits (the event's `data` is only the last word).
const composedText = (event: CompositionEventLike) =>
  (event.currentTarget as { value?: string } | null)?.value ?? "";

/**
 * Turns a quick-search snapshot into its public API: the consumer contract (`status`, `error`,
 * `errorMessage`) with `isOpen`, `isSubmitting` and `hasNoResults` beside it, named actions and
 * prop getters with the combobox's ARIA wiring. Framework-free, so Vue or vanilla code gets the
 * same API as `useQuickSearch`.
 *
 * @example
 * ```ts
 * const actor = createActor(machine, { input }).start();
 * actor.subscribe((snapshot) => render(connectQuickSearch(snapshot, actor.send, { id: "qs" })));
 * const api = connectQuickSearch(actor.getSnapshot(), actor.send, { id: "qs" });
 * input.setAttribute("aria-expanded", String(api.getInputProps()["aria-expanded"]));
 * ```
 */
export function connectQuickSearch(
  snapshot: SnapshotFrom<QuickSearchMachine>,
  send: (event: QuickSearchEvent) => void,
  options: QuickSearchConnectOptions = {},
): QuickSearchApi {
  const messages = options.messages ?? searchMessages;
  const ids = quickSearchDomIds(options.id);
  const { query, results, ...context } = snapshot.context;
  const status: SliceStatus = snapshot.hasTag("loading")
    ? "loading"
    : snapshot.hasTag("success")
      ? "success"
      : snapshot.hasTag("error")
        ? "error"
        : "idle";
  const isOpen = !snapshot.matches("closed");
  const isSubmitting = snapshot.hasTag("submitting");
  const hasNoResults = snapshot.hasTag("noResults");
  const error = status === "error" ? context.error : null;
  const visible = quickSearchOptions(snapshot.context);
  const highlightedOption = (isOpen && visible[context.highlightedIndex]) || null;
  const highlightedIndex = highlightedOption ? context.highlightedIndex : -1;
  const isListboxVisible = isOpen && visible.length > 0;

  // Results stay on screen while the next request runs, but not once the text is emptied.
  const shown = query.trim() ? results : null;
  const totalResults = shown?.totalResults ?? 0;
  // A failed request is not "nothing found": it says so (`errorMessage`) and offers Try again.
  const { message: fallbackMessage, href: fallbackHref } = quickSearchFallback(
    {
      results,
      redirectPolicy: context.redirectPolicy,
      hasResults: status === "success" && !hasNoResults,
      hasNoResults,
    },
    messages,
  );
  const errorMessage = error ? messages.quickSearchError : null;
  const statusMessage = isSubmitting ? messages.searching : (errorMessage ?? fallbackMessage ?? "");
  const viewAll =
    shown && totalResults
      ? {
          text: viewProductsText(totalResults, messages),
          href: searchPageHref(shown.query),
          query: shown.query,
        }
      : null;
  const ofKind = <K extends QuickSearchOptionKind>(kind: K) =>
    visible.filter((o): o is QuickSearchOption & { kind: K } => o.kind === kind);

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
  const retry = () => send({ type: "search.retry" });

  const link = (href: string, linkQuery?: string) => ({
    href,
    onClick: (event: MouseEventLike) => {
      // A click with a modifier or another button opens the link elsewhere: leave it to the browser.
      if (!event.button && !event.shiftKey && !hasModifier(event)) {
        instead(() => send({ type: "link.follow", href, query: linkQuery }))(event);
      }
    },
  });

  const onInputKeyDown = (event: KeyboardEventLike) => {
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
    status,
    error,
    errorMessage,
    isOpen,
    isSubmitting,
    hasNoResults,
    query,
    popularSearches: ofKind("popular"),
    recentSearches: ofKind("recent"),
    suggestions: ofKind("suggestion"),
    pages: ofKind("page"),
    products: ofKind("product"),
    options: visible,
    groups: quickSearchGroups(visible, messages),
    isListboxVisible,
    totalResults,
    viewAll,
    fallbackMessage,
    fallbackHref,
    statusMessage,
    highlightedIndex,
    highlightedOption,
    optionId: (index) => ids("option", index),
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
    retry,

    getOpenButtonProps: (props) =>
      mergeProps(openButtonProps(ids, { isOpen, label: messages.searchOpenLabel, open }), props),
    getDialogProps: (props) =>
      mergeProps(
        {
          id: ids("dialog"),
          role: "dialog",
          "aria-modal": true,
          "aria-label": messages.searchOpenLabel,
          onKeyDown: (event: KeyboardEventLike) => {
            // The input already handled an Escape typed in it; this catches Escape elsewhere inside.
            if (event.key === "Escape" && !event.defaultPrevented) instead(close)(event);
          },
        },
        props,
      ),
    getFormProps: (props) =>
      mergeProps({ role: "search", action: "/search", method: "get", onSubmit: instead(submit) }, props),
    getLabelProps: (props) => mergeProps({ id: ids("label"), htmlFor: ids("input") }, props),
    getInputProps: (props) =>
      mergeProps(
        {
          id: ids("input"),
          name: "query",
          role: "combobox",
          value: query,
          placeholder: messages.searchPlaceholder,
          autoComplete: "off",
          autoCapitalize: "off",
          spellCheck: false,
          enterKeyHint: "search",
          "aria-autocomplete": "list",
          "aria-expanded": isListboxVisible,
          "aria-controls": ids("listbox"),
          "aria-activedescendant":
            highlightedOption && isListboxVisible ? ids("option", highlightedIndex) : undefined,
          "aria-describedby": statusMessage ? ids("status") : undefined,
          onChange: (event: { target: { value: string } }) => setQuery(event.target.value),
          onKeyDown: onInputKeyDown,
          onCompositionStart: () => send({ type: "composition.start" }),
          onCompositionEnd: (event: CompositionEventLike) =>
            send({ type: "composition.end", query: composedText(event) }),
        },
        props,
      ),
    getListboxProps: (props) =>
      mergeProps(
        { id: ids("listbox"), role: "listbox", "aria-labelledby": ids("label"), hidden: !isListboxVisible },
        props,
      ),
    getGroupProps: (group, props) =>
      mergeProps({ role: "group", "aria-labelledby": ids("group", group.key) }, props),
    getGroupLabelProps: (group, props) =>
      mergeProps({ id: ids("group", group.key), role: "presentation" }, props),
    getOptionProps: ({ item, index = item.index, ...props }) =>
      mergeProps(
        {
          id: ids("option", index),
          role: "option",
          "aria-selected": highlightedIndex === index,
          onClick: () => select(item),
          onMouseMove: () => {
            if (highlightedIndex !== index) highlight(index);
          },
          // Keeps focus in the input, so the combobox stays the one place focus lives.
          onMouseDown: (event: MouseEventLike) => event.preventDefault(),
        },
        props,
      ),
    getClearButtonProps: (props) =>
      mergeProps(
        {
          type: "button",
          "aria-controls": ids("input"),
          onClick: (event: MouseEventLike) => {
            clear();
            focusById(event.currentTarget, ids("input"));
          },
        },
        props,
      ),
    getRetryButtonProps: (props) => {
      const own: QuickSearchButtonProps = {
        type: "button",
        onClick: (event) => {
          retry();
          focusById(event.currentTarget, ids("input"));
        },
      };
      return mergeProps(own, props);
    },
    getCloseButtonProps: (props) => mergeProps(button(close), props),
    getClearRecentButtonProps: (props) => mergeProps(button(clearRecentSearches), props),
    getStatusProps: (props) =>
      mergeProps({ id: ids("status"), role: "status", "aria-live": "polite", "aria-atomic": true }, props),
    getViewAllLinkProps: (props) => mergeProps(link(viewAll?.href ?? "/search", viewAll?.query), props),
    getFallbackLinkProps: (props) => mergeProps(link(fallbackHref ?? "/search"), props),
  };
}
