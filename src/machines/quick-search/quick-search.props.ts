import type { MergedProps, QuickSearchApi } from "./quick-search.api";
import type { QuickSearchMessages } from "./quick-search.connect";
import { type FocusableDocument, focusById, quickSearchIds } from "./quick-search.dom";
import type {
  QuickSearchButtonProps,
  QuickSearchEventLike,
  QuickSearchKeyboardEvent,
  QuickSearchMouseEvent,
} from "./quick-search.props.types";
import type { QuickSearchEvent, QuickSearchOption } from "./quick-search.types";

/** What the getters read of the connected state. */
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

const HANDLERS = ["onClick", "onMouseDown", "onMouseMove", "onKeyDown", "onChange", "onSubmit"] as const;

type Handler = (event: { defaultPrevented?: boolean }) => void;
const isHandler = (value: unknown): value is Handler => typeof value === "function";

/**
 * Downshift-style merge: the getter's props, then the caller's (which may override plain
 * attributes); handlers both sides define are chained, the caller's first, and the getter's own
 * is skipped when the caller called `preventDefault()`.
 */
function merge<TOwn extends object, TCaller extends object>(
  own: TOwn,
  caller: TCaller | undefined,
): MergedProps<TOwn, TCaller> {
  const merged = { ...own, ...caller } as Record<string, unknown>;
  for (const key of HANDLERS) {
    const ours: unknown = Reflect.get(own, key);
    const theirs: unknown = caller ? Reflect.get(caller, key) : undefined;
    if (isHandler(ours) && isHandler(theirs)) {
      merged[key] = (event: { defaultPrevented?: boolean }) => {
        theirs(event);
        if (!event.defaultPrevented) ours(event);
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
  if (typeof target !== "object" || target === null || !("ownerDocument" in target)) return null;
  const doc: unknown = target.ownerDocument;
  return typeof doc === "object" && doc !== null && "getElementById" in doc
    ? (doc as FocusableDocument)
    : null;
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
  const select = (option: QuickSearchOption) => send({ type: "item.select", option });
  const move = (event: QuickSearchEventLike, to: "next" | "previous" | "first" | "last") => {
    event.preventDefault();
    send({ type: "highlight.move", to });
  };
  const follow = (href: string, query?: string) => (event: QuickSearchMouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    send(query === undefined ? { type: "link.follow", href } : { type: "link.follow", href, query });
  };

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
        if (highlighted) select(highlighted);
        else send({ type: "form.submit" });
        return;
      case "Escape":
        event.preventDefault();
        send({ type: "overlay.close" });
        return;
      case "Delete":
        if (highlighted?.kind === "recent") {
          event.preventDefault();
          send({ type: "recent.remove", query: highlighted.label });
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
          onClick: () => send({ type: "overlay.open" }),
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
            if (event.key !== "Escape" || event.defaultPrevented) return;
            event.preventDefault();
            send({ type: "overlay.close" });
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
          onSubmit: (event: QuickSearchEventLike) => {
            event.preventDefault();
            send({ type: "form.submit" });
          },
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
          onChange: (event: { target: { value: string } }) =>
            send({ type: "query.change", query: event.target.value }),
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
          onClick: () => select(item),
          onMouseMove: () => {
            if (state.highlightedIndex !== index) send({ type: "item.highlight", index });
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
            send({ type: "query.clear" });
            focusById(documentOf(event.currentTarget), ids.input);
          },
        },
        props,
      ),
    getCloseButtonProps: (props) =>
      merge(
        button(() => send({ type: "overlay.close" })),
        props,
      ),
    getClearRecentButtonProps: (props) =>
      merge(
        button(() => send({ type: "recent.clear" })),
        props,
      ),
    getStatusProps: (props) =>
      merge({ id: ids.status, role: "status", "aria-live": "polite", "aria-atomic": true }, props),
    getViewAllLinkProps: (props) => {
      const href = state.viewAll?.href ?? "/search";
      return merge({ href, onClick: follow(href, state.viewAll?.query) }, props);
    },
    getFallbackLinkProps: (props) => {
      const href = state.fallbackHref ?? "/search";
      return merge({ href, onClick: follow(href) }, props);
    },
  };
}
