import type { MergedProps, QuickSearchApi } from "./quick-search.api";
import type { QuickSearchMessages } from "./quick-search.connect";
import { type FocusableDocument, focusById, quickSearchIds } from "./quick-search.dom";
import type {
  QuickSearchButtonProps,
  QuickSearchEventLike,
  QuickSearchKeyboardEvent,
  QuickSearchLinkProps,
  QuickSearchMouseEvent,
} from "./quick-search.props.types";
import type { QuickSearchEvent, QuickSearchHighlightMove } from "./quick-search.types";

/** What the getters read of the connected state, and the named actions they call. */
type GetterState = Pick<
  QuickSearchApi,
  | "isOpen"
  | "query"
  | "isListboxVisible"
  | "highlightedIndex"
  | "highlightedOption"
  | "statusMessage"
  | "viewAll"
  | "fallbackHref"
  | "open"
  | "close"
  | "setQuery"
  | "clear"
  | "submit"
  | "select"
  | "highlight"
  | "moveHighlight"
  | "removeRecentSearch"
  | "clearRecentSearches"
>;

/** The prop getters of the API (and the option-id helper they share). */
type PropGetters = Pick<
  QuickSearchApi,
  | "optionId"
  | "getOpenButtonProps"
  | "getDialogProps"
  | "getFormProps"
  | "getLabelProps"
  | "getInputProps"
  | "getListboxProps"
  | "getGroupProps"
  | "getGroupLabelProps"
  | "getOptionProps"
  | "getClearButtonProps"
  | "getCloseButtonProps"
  | "getClearRecentButtonProps"
  | "getStatusProps"
  | "getViewAllLinkProps"
  | "getFallbackLinkProps"
>;

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

// A click with a modifier or another button opens the link elsewhere: leave it to the browser.
const isPlainClick = (event: QuickSearchMouseEvent) =>
  (event.button ?? 0) === 0 && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
const hasModifier = (event: QuickSearchKeyboardEvent) =>
  Boolean(event.altKey || event.ctrlKey || event.metaKey);

const button = (onClick: () => void): QuickSearchButtonProps => ({ type: "button", onClick });

// The clicked element's own document, so focus moves without touching a global `document`.
function documentOf(target: unknown): FocusableDocument | null {
  const doc = (target as { ownerDocument?: Partial<FocusableDocument> | null } | null | undefined)
    ?.ownerDocument;
  return typeof doc?.getElementById === "function" ? (doc as FocusableDocument) : null;
}

/**
 * Builds the prop getters of one connected snapshot.
 *
 * @example
 * ```ts
 * const getters = quickSearchPropGetters({ id: "qs", state, send, catalogue: messages });
 * getters.getInputProps()["aria-controls"]; // "qs-listbox"
 * ```
 */
export function quickSearchPropGetters(args: {
  id: string;
  state: GetterState;
  send: (event: QuickSearchEvent) => void;
  catalogue: QuickSearchMessages;
}): PropGetters {
  const { state, send, catalogue } = args;
  const ids = quickSearchIds(args.id);
  const highlighted = state.highlightedOption;
  const move = (event: QuickSearchEventLike, to: QuickSearchHighlightMove) => {
    event.preventDefault();
    state.moveHighlight(to);
  };
  // Cancels the browser's default action and does `action` instead.
  const instead = (action: () => void) => (event: QuickSearchEventLike) => {
    event.preventDefault();
    action();
  };
  const close = instead(state.close);
  const link = (href: string, query?: string): QuickSearchLinkProps => ({
    href,
    onClick: (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      send({ type: "link.follow", href, query });
    },
  });

  const onInputKeyDown = (event: QuickSearchKeyboardEvent) => {
    if (event.nativeEvent?.isComposing || hasModifier(event)) return;
    switch (event.key) {
      case "ArrowDown":
        if (state.isListboxVisible) move(event, "next");
        return;
      case "ArrowUp":
        if (state.isListboxVisible) move(event, "previous");
        return;
      // Home and End move the caret while the shopper edits; once an option is highlighted they
      // move the highlight instead (APG combobox: either behaviour is allowed).
      case "Home":
        if (highlighted) move(event, "first");
        return;
      case "End":
        if (highlighted) move(event, "last");
        return;
      case "Enter":
        event.preventDefault();
        if (highlighted) state.select(highlighted);
        else state.submit();
        return;
      case "Escape":
        close(event);
        return;
      case "Delete":
        if (highlighted?.kind === "recent") {
          event.preventDefault();
          state.removeRecentSearch(highlighted.label);
        }
        return;
    }
  };

  return {
    optionId: ids.option,
    getOpenButtonProps: (props) =>
      merge(
        {
          id: ids.openButton,
          type: "button",
          "aria-label": catalogue.searchOpenLabel,
          "aria-haspopup": "dialog",
          "aria-expanded": state.isOpen,
          "aria-controls": ids.dialog,
          onClick: state.open,
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
            if (event.key === "Escape" && !event.defaultPrevented) close(event);
          },
        },
        props,
      ),
    getFormProps: (props) =>
      merge(
        {
          role: "search",
          action: "/search",
          method: "get",
          onSubmit: instead(state.submit),
        },
        props,
      ),
    getLabelProps: (props) => merge({ id: ids.label, htmlFor: ids.input }, props),
    getInputProps: (props) =>
      merge(
        {
          id: ids.input,
          name: "query",
          role: "combobox",
          value: state.query,
          placeholder: catalogue.searchPlaceholder,
          autoComplete: "off",
          autoCapitalize: "off",
          spellCheck: false,
          enterKeyHint: "search",
          "aria-autocomplete": "list",
          "aria-expanded": state.isListboxVisible,
          "aria-controls": ids.listbox,
          "aria-activedescendant":
            highlighted && state.isListboxVisible ? ids.option(state.highlightedIndex) : undefined,
          "aria-describedby": state.statusMessage ? ids.status : undefined,
          onChange: (event: { target: { value: string } }) => state.setQuery(event.target.value),
          onKeyDown: onInputKeyDown,
        },
        props,
      ),
    getListboxProps: (props) =>
      merge(
        { id: ids.listbox, role: "listbox", "aria-labelledby": ids.label, hidden: !state.isListboxVisible },
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
          "aria-selected": state.highlightedIndex === index,
          onClick: () => state.select(item),
          onMouseMove: () => {
            if (state.highlightedIndex !== index) state.highlight(index);
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
            state.clear();
            focusById(documentOf(event.currentTarget), ids.input);
          },
        },
        props,
      ),
    getCloseButtonProps: (props) => merge(button(state.close), props),
    getClearRecentButtonProps: (props) => merge(button(state.clearRecentSearches), props),
    getStatusProps: (props) =>
      merge({ id: ids.status, role: "status", "aria-live": "polite", "aria-atomic": true }, props),
    getViewAllLinkProps: (props) =>
      merge(link(state.viewAll?.href ?? "/search", state.viewAll?.query), props),
    getFallbackLinkProps: (props) => merge(link(state.fallbackHref ?? "/search"), props),
  };
}
