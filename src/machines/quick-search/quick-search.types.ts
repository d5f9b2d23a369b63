import type { ContentPageResult, SearchResult } from "../../clients/search";
import type { QuickSearchButtonMessageCatalogue, SearchMessageCatalogue } from "../../rules/messages";
import type { RedirectPolicy } from "../../rules/redirects";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type {
  ChangeEventLike,
  CompositionEventLike,
  EventLike,
  KeyboardEventLike,
  MouseEventLike,
  PropHandlers,
} from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

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
  /** Recent searches to start with, newest first. @default [] */
  recentSearches?: readonly string[];
  /** Recent searches kept. @default 5 */
  recentSearchesLimit?: number;
  /** Where merchandising redirects may lead. */
  redirectPolicy: RedirectPolicy;
}

/** Context of the quick-search machine. */
export interface QuickSearchContext {
  /** The text in the input, as typed (also while an input method composes it). */
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
  /** The search being submitted, while `isSubmitting`. */
  submission: QuickSearchSubmission | null;
  /** Why the last suggestion request failed. */
  error: SolekitError | null;
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

/** A group of the quick-search listbox, in display order. */
export type QuickSearchGroupKey = "popular" | "recent" | "suggestions" | "pages" | "products";

/** A visible group of options, in display order. */
export interface QuickSearchGroup {
  /** Which group. */
  key: QuickSearchGroupKey;
  /** Its heading ('Popular searches', 'Suggested Searches', 'Pages', 'Products'…). */
  label: string;
  /** Its options, each with its index among all visible options. */
  options: QuickSearchOption[];
}

/** Events of the quick-search machine (namespaced verbs). */
export type QuickSearchEvent =
  | { type: "overlay.open" }
  | { type: "overlay.close" }
  | { type: "query.change"; query: string }
  | { type: "query.clear" }
  /** An input method (Chinese, Japanese, Korean…) started composing text: nothing is requested until it ends. */
  | { type: "composition.start" }
  /** The input method committed the text: `query` is the input's whole text. */
  | { type: "composition.end"; query: string }
  | { type: "item.highlight"; index: number }
  | { type: "highlight.move"; to: QuickSearchHighlightMove }
  | { type: "item.select"; option: QuickSearchOption }
  | { type: "form.submit" }
  | { type: "link.follow"; href: string; query?: string }
  | { type: "recent.remove"; query: string }
  | { type: "recent.clear" }
  /** Asks again for the suggestions whose request failed (handled in the error state only). */
  | { type: "search.retry" };

/** The message catalogue part the quick search reads its texts from (the provider's, with overrides). */
export type QuickSearchMessages = SearchMessageCatalogue;

/** Options of `connectQuickSearch`: the DOM id base (default `quick-search`) and the messages. */
export type QuickSearchConnectOptions = ConnectOptions<QuickSearchMessages>;

/** Props of the button that opens the overlay. */
export interface QuickSearchOpenButtonProps {
  /** The button's DOM id (`{id}-open`): focus returns here when the overlay closes. */
  id: string;
  /** A plain button, so a click never submits a surrounding form. */
  type: "button";
  /**
   * The button's accessible name (default "Search our range of products"), so an icon-only button is still
   * named.
   */
  "aria-label": string;
  /** Tells assistive technology the button opens a dialog. */
  "aria-haspopup": "dialog";
  /** Whether the overlay is open (or opening), so a screen reader announces the button's state. */
  "aria-expanded": boolean;
  /** The overlay's DOM id (`{id}-dialog`): the element this button opens. */
  "aria-controls": string;
  /** Handles a click. */
  onClick(event: MouseEventLike): void;
}

/**
 * Options of `connectQuickSearchButton`: the DOM id base (default `quick-search`, the same as the
 * overlay's, so the button controls it) and the button's label.
 */
export type QuickSearchButtonConnectOptions = ConnectOptions<QuickSearchButtonMessageCatalogue>;

/**
 * The header button's API, as `connectQuickSearchButton` and `useQuickSearchButton` return it:
 * whether the overlay is open, and the button's props. Render the overlay (`useQuickSearch`) once
 * `isOpen` first turns true, loading its code then.
 */
export interface QuickSearchButtonApi {
  /** The overlay is open (or opening: its code may still be loading). */
  isOpen: boolean;
  /** Opens the overlay. */
  open(): void;
  /** Closes the overlay. */
  close(): void;
  /** The header button that opens the overlay (`aria-expanded`, `aria-controls` its dialog). */
  getOpenButtonProps: QuickSearchPropGetter<QuickSearchOpenButtonProps>;
}

/** Props of the overlay element (a `<dialog>` opened with `showModal()`, or any element). */
export interface QuickSearchDialogProps {
  /** The overlay's DOM id (`{id}-dialog`), which the header button's `aria-controls` names. */
  id: string;
  /** Exposes the overlay as a dialog to assistive technology. */
  role: "dialog";
  /** Tells assistive technology the page behind the overlay is inert while it is open. */
  "aria-modal": true;
  /** The dialog's accessible name: the header button's label (default "Search our range of products"). */
  "aria-label": string;
  /** Handles a key. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of the search form. */
export interface QuickSearchFormProps {
  /** A search landmark, so screen-reader users can jump to the form. */
  role: "search";
  /** `/search`: where the form goes if it is submitted without script (the search page). */
  action: string;
  /** `get`, so a scriptless submit puts the text in the search page's `query` parameter. */
  method: "get";
  /** Handles the submit. */
  onSubmit(event: EventLike): void;
}

/** Props of the input's label. */
export interface QuickSearchLabelProps {
  /** The label's DOM id (`{id}-label`), which also names the listbox (`aria-labelledby`). */
  id: string;
  /** The input's DOM id (`{id}-input`): clicking the label focuses the input. */
  htmlFor: string;
}

/** Props of the combobox input. */
export interface QuickSearchInputProps {
  /**
   * The input's DOM id (`{id}-input`): focus moves here when the overlay opens, and after Clear or Try again.
   */
  id: string;
  /** `query`, the search page's parameter, so a scriptless submit carries the text there. */
  name: string;
  /** Makes the input a combobox that owns the listbox of options. */
  role: "combobox";
  /** The search text as typed (the input is controlled by the machine). */
  value: string;
  /** The hint shown while the input is empty (default "Search for products, ranges and more"). */
  placeholder: string;
  /** Turns off the browser's own suggestions, which would cover the listbox. */
  autoComplete: "off";
  /** Keeps mobile keyboards from capitalising the first letter of the search text. */
  autoCapitalize: "off";
  /** Turns off spell-check underlines: the search service corrects spelling itself. */
  spellCheck: false;
  /** Labels the mobile keyboard's Enter key as Search. */
  enterKeyHint: "search";
  /** Tells assistive technology the input offers a list of suggestions while typing. */
  "aria-autocomplete": "list";
  /** Whether the listbox is showing options, so a screen reader knows suggestions are there. */
  "aria-expanded": boolean;
  /** The listbox's DOM id (`{id}-listbox`): the popup this combobox controls. */
  "aria-controls": string;
  /**
   * The DOM id of the option the keyboard has highlighted, so a screen reader announces it while focus stays
   * in the input; undefined when none is highlighted or the listbox is hidden.
   */
  "aria-activedescendant": string | undefined;
  /**
   * The status region's DOM id (`{id}-status`) while it has a message (Searching…, the error, the fallback
   * line), so it is read with the input; otherwise undefined.
   */
  "aria-describedby": string | undefined;
  /** Handles a change of the text. */
  onChange(event: ChangeEventLike): void;
  /** Handles a key. */
  onKeyDown(event: KeyboardEventLike): void;
  /** An input method started composing: requests wait until it ends. */
  onCompositionStart(event: CompositionEventLike): void;
  /** The input method committed its text: one request follows, after the debounce. */
  onCompositionEnd(event: CompositionEventLike): void;
}

/** Props of the listbox holding every option group. */
export interface QuickSearchListboxProps {
  /** The listbox's DOM id (`{id}-listbox`), which the input's `aria-controls` names. */
  id: string;
  /** Exposes the options as a listbox owned by the combobox input. */
  role: "listbox";
  /** The input label's DOM id (`{id}-label`): the listbox's accessible name. */
  "aria-labelledby": string;
  /** True while there is no option to show or the overlay is closed. */
  hidden: boolean;
}

/** Props of a group of options (`role="group"` labelled by its heading). */
export interface QuickSearchGroupProps {
  /**
   * Groups options under one heading (Recent searches, Popular searches, Suggested Searches, Pages,
   * Products).
   */
  role: "group";
  /** The DOM id of the group's heading (`{id}-group-{key}`): the group's accessible name. */
  "aria-labelledby": string;
}

/** Props of a group's heading inside the listbox. */
export interface QuickSearchGroupLabelProps {
  /** The heading's DOM id (`{id}-group-{key}`), which its group's `aria-labelledby` names. */
  id: string;
  /** Keeps the heading out of the listbox's options: it only names its group. */
  role: "presentation";
}

/** Props of one option; pressing it keeps focus in the input, hovering highlights it. */
export interface QuickSearchOptionProps {
  /**
   * The option's DOM id (`{id}-option-{index}`), which the input's `aria-activedescendant` names while it is
   * highlighted.
   */
  id: string;
  /** Exposes the element as one option of the listbox. */
  role: "option";
  /** True for the highlighted option, the one Enter would choose. */
  "aria-selected": boolean;
  /** Handles a click. */
  onClick(event: MouseEventLike): void;
  /** Highlights the option under the pointer. */
  onMouseMove(event: MouseEventLike): void;
  /** Keeps focus in the input on a press. */
  onMouseDown(event: MouseEventLike): void;
}

/** Props of a plain button (Clear, Close, Clear recent searches, Try again). */
export interface QuickSearchButtonProps {
  /** A plain button, so a click never submits the search form. */
  type: "button";
  /** The input's DOM id (`{id}-input`), on the Clear button only: the field it empties. */
  "aria-controls"?: string;
  /** Handles a click. */
  onClick(event: MouseEventLike): void;
}

/** Props of the live region under the input. */
export interface QuickSearchStatusProps {
  /**
   * The region's DOM id (`{id}-status`), which the input's `aria-describedby` names while it has a message.
   */
  id: string;
  /**
   * A status region: its text (Searching…, the error, the fallback line) is announced without moving focus.
   */
  role: "status";
  /** Announces a change once the screen reader is idle, without interrupting the shopper's typing. */
  "aria-live": "polite";
  /** Reads the whole message again on each change, not only the changed words. */
  "aria-atomic": true;
}

/** Props of a link that leaves the overlay ('View N products', 'Search for {slug}?'). */
export interface QuickSearchLinkProps {
  /**
   * Where the link goes: the search page for the text (`/search?query=…`) or the search service's redirect;
   * `/search` when there is none.
   */
  href: string;
  /** Handles a click. */
  onClick(event: MouseEventLike): void;
}

/**
 * A prop getter: its own props merged with the caller's through `mergeProps` (caller's plain
 * attributes win, caller's handlers run first and `preventDefault()` skips ours, class names joined).
 */
export type QuickSearchPropGetter<TOwn> = <T extends object>(
  props?: T & PropHandlers,
) => MergedProps<TOwn, T>;

/** A prop getter for one group of options. */
export type QuickSearchGroupPropGetter<TOwn> = <T extends object>(
  group: QuickSearchGroup,
  props?: T & PropHandlers,
) => MergedProps<TOwn, T>;

/**
 * The quick search's public API, as `connectQuickSearch` and `useQuickSearch` return it: the
 * consumer contract (`status`, `error`, `errorMessage`) with the overlay's detail beside it, named
 * actions, and prop getters carrying the WAI-ARIA 1.2 combobox contract.
 *
 * `status` is where the suggestions stand: `idle` (closed, or open with nothing typed),
 * `loading` (debouncing, requesting, an input method composing, or a submitted search about to
 * leave), `success` (results for the text in the input are shown, possibly none: `hasNoResults`)
 * or `error`.
 */
export interface QuickSearchApi extends SliceState {
  /** Whether the overlay is open. */
  isOpen: boolean;
  /** Whether a submitted search is about to leave ('Searching…'). */
  isSubmitting: boolean;
  /** Whether the service answered the text with no products (the fallback line then says why). */
  hasNoResults: boolean;
  /** The text in the input. */
  query: string;
  /** Popular searches, shown before typing. */
  popularSearches: QuickSearchTermOption[];
  /** The shopper's recent searches, shown before typing. */
  recentSearches: QuickSearchTermOption[];
  /** Suggested Searches while typing. */
  suggestions: QuickSearchTermOption[];
  /** The Pages column. */
  pages: QuickSearchPageOption[];
  /** The Products column. */
  products: QuickSearchProductOption[];
  /** Every visible option in keyboard order. */
  options: QuickSearchOption[];
  /** The non-empty groups in display order. */
  groups: QuickSearchGroup[];
  /** Whether the listbox has options to show (the combobox's `aria-expanded`). */
  isListboxVisible: boolean;
  /** Products matching the text in all. */
  totalResults: number;
  /** The 'View N products' link, when products were found: its text, the search page and the text searched. */
  viewAll: { text: string; href: string; query: string } | null;
  /**
   * The fallback line: corrected query, 'Search for {slug}?' (no products) or 'Please try another
   * search' (no products, suggested searches or pages; a failed request shows `errorMessage`
   * instead).
   */
  fallbackMessage: string | null;
  /** Where the 'Search for {slug}?' link leads, when the fallback is that link. */
  fallbackHref: string | null;
  /**
   * What the live region says: 'Searching…' while submitting, `errorMessage` after a failed
   * request, else the fallback line, else empty.
   */
  statusMessage: string;
  /** Index of the highlighted option; -1 for none. */
  highlightedIndex: number;
  /** The highlighted option. */
  highlightedOption: QuickSearchOption | null;
  /** The DOM id of an option, by index. */
  optionId(index: number): string;

  /** Opens the overlay. */
  open(): void;
  /** Closes the overlay, cancelling a pending request or submit. */
  close(): void;
  /** Sets the text (debounced before suggestions are requested). */
  setQuery(text: string): void;
  /** Empties the text. */
  clear(): void;
  /** Submits the text: an allowed redirect at once, else the search page after 2 s. */
  submit(): void;
  /** Picks an option: a term is searched, a page or product is opened. */
  select(option: QuickSearchOption): void;
  /** Highlights an option by index (-1 for none). */
  highlight(index: number): void;
  /** Moves the highlight, wrapping around. */
  moveHighlight(to: QuickSearchHighlightMove): void;
  /** Forgets one recent search. */
  removeRecentSearch(text: string): void;
  /** Forgets every recent search. */
  clearRecentSearches(): void;
  /** Asks again for the suggestions that failed to load (`status` `error`); otherwise does nothing. */
  retry(): void;

  /** The header button that opens the overlay. */
  getOpenButtonProps: QuickSearchPropGetter<QuickSearchOpenButtonProps>;
  /** The overlay (Escape closes it from anywhere inside). */
  getDialogProps: QuickSearchPropGetter<QuickSearchDialogProps>;
  /** The search form (`role="search"`). */
  getFormProps: QuickSearchPropGetter<QuickSearchFormProps>;
  /** The input's label. */
  getLabelProps: QuickSearchPropGetter<QuickSearchLabelProps>;
  /** The combobox input, IME composition included. */
  getInputProps: QuickSearchPropGetter<QuickSearchInputProps>;
  /** The listbox; render it always (it hides itself when empty) so `aria-controls` resolves. */
  getListboxProps: QuickSearchPropGetter<QuickSearchListboxProps>;
  /** A group of options. */
  getGroupProps: QuickSearchGroupPropGetter<QuickSearchGroupProps>;
  /** A group's heading, rendered as the group's first child. */
  getGroupLabelProps: QuickSearchGroupPropGetter<QuickSearchGroupLabelProps>;
  /** One option. */
  getOptionProps<T extends object>(
    options: { item: QuickSearchOption; index?: number } & T & PropHandlers,
  ): MergedProps<QuickSearchOptionProps, Omit<T, "item" | "index">>;
  /** The Clear button (focus goes back to the input). */
  getClearButtonProps: QuickSearchPropGetter<QuickSearchButtonProps>;
  /** The Close button. */
  getCloseButtonProps: QuickSearchPropGetter<QuickSearchButtonProps>;
  /** The 'Clear recent searches' button (outside the listbox: options may not hold buttons). */
  getClearRecentButtonProps: QuickSearchPropGetter<QuickSearchButtonProps>;
  /** The live region under the input. */
  getStatusProps: QuickSearchPropGetter<QuickSearchStatusProps>;
  /**
   * The Try again button to show beside `errorMessage` (render it outside the live region, while
   * `status` is `error`); focus goes back to the input, since the button leaves as the request
   * starts.
   */
  getRetryButtonProps: QuickSearchPropGetter<QuickSearchButtonProps>;
  /** The 'View N products' link. */
  getViewAllLinkProps: QuickSearchPropGetter<QuickSearchLinkProps>;
  /** The 'Search for {slug}?' link. */
  getFallbackLinkProps: QuickSearchPropGetter<QuickSearchLinkProps>;
}
