import type { QuickSearchGroupKey } from "./quick-search.dom";
import type {
  QuickSearchButtonProps,
  QuickSearchDialogProps,
  QuickSearchFormProps,
  QuickSearchGroupLabelProps,
  QuickSearchGroupProps,
  QuickSearchHandlers,
  QuickSearchInputProps,
  QuickSearchLabelProps,
  QuickSearchLinkProps,
  QuickSearchListboxProps,
  QuickSearchOpenButtonProps,
  QuickSearchOptionProps,
  QuickSearchStatusProps,
} from "./quick-search.props.types";
import type {
  QuickSearchHighlightMove,
  QuickSearchOption,
  QuickSearchPageOption,
  QuickSearchProductOption,
  QuickSearchStatus,
  QuickSearchTermOption,
} from "./quick-search.types";

/** A visible group of options, in display order. */
export interface QuickSearchGroup {
  /** Which group. */
  key: QuickSearchGroupKey;
  /** Its heading ('Popular searches', 'Suggested Searches', 'Pages', 'Products'…). */
  label: string;
  /** Its options, each with its index among all visible options. */
  options: QuickSearchOption[];
}

/** A caller's props merged with a getter's: the getter's attributes, the caller's extras and overrides. */
export type MergedProps<TOwn, TCaller> = Omit<TCaller, keyof TOwn> & TOwn;

/**
 * The quick search's public API, as `connectQuickSearch` and `useQuickSearch` return it: state,
 * named actions and prop getters carrying the WAI-ARIA 1.2 combobox contract. Caller props passed
 * to a getter override its plain attributes; caller handlers run first, and calling
 * `event.preventDefault()` in one skips the getter's own behaviour.
 */
export interface QuickSearchApi {
  /** Whether the overlay is open. */
  isOpen: boolean;
  /** Where the quick search is. */
  status: QuickSearchStatus;
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
  /** The fallback line: corrected query, 'Search for {slug}?' or 'Please try another search'. */
  fallbackMessage: string | null;
  /** Where the 'Search for {slug}?' link leads, when the fallback is that link. */
  fallbackHref: string | null;
  /** What the live region says: 'Searching…' while submitting, else the fallback line, else empty. */
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

  /** The header button that opens the overlay. */
  getOpenButtonProps<T extends object>(
    props?: T & QuickSearchHandlers,
  ): MergedProps<QuickSearchOpenButtonProps, T>;
  /** The overlay (Escape closes it from anywhere inside). */
  getDialogProps<T extends object>(props?: T & QuickSearchHandlers): MergedProps<QuickSearchDialogProps, T>;
  /** The search form (`role="search"`). */
  getFormProps<T extends object>(props?: T & QuickSearchHandlers): MergedProps<QuickSearchFormProps, T>;
  /** The input's label. */
  getLabelProps<T extends object>(props?: T): MergedProps<QuickSearchLabelProps, T>;
  /** The combobox input. */
  getInputProps<T extends object>(props?: T & QuickSearchHandlers): MergedProps<QuickSearchInputProps, T>;
  /** The listbox; render it always (it hides itself when empty) so `aria-controls` resolves. */
  getListboxProps<T extends object>(props?: T): MergedProps<QuickSearchListboxProps, T>;
  /** A group of options. */
  getGroupProps<T extends object>(group: QuickSearchGroup, props?: T): MergedProps<QuickSearchGroupProps, T>;
  /** A group's heading, rendered as the group's first child. */
  getGroupLabelProps<T extends object>(
    group: QuickSearchGroup,
    props?: T,
  ): MergedProps<QuickSearchGroupLabelProps, T>;
  /** One option. */
  getOptionProps<T extends object>(
    options: { item: QuickSearchOption; index?: number } & T & QuickSearchHandlers,
  ): MergedProps<QuickSearchOptionProps, Omit<T, "item" | "index">>;
  /** The Clear button (focus goes back to the input). */
  getClearButtonProps<T extends object>(
    props?: T & QuickSearchHandlers,
  ): MergedProps<QuickSearchButtonProps, T>;
  /** The Close button. */
  getCloseButtonProps<T extends object>(
    props?: T & QuickSearchHandlers,
  ): MergedProps<QuickSearchButtonProps, T>;
  /** The 'Clear recent searches' button (outside the listbox: options may not hold buttons). */
  getClearRecentButtonProps<T extends object>(
    props?: T & QuickSearchHandlers,
  ): MergedProps<QuickSearchButtonProps, T>;
  /** The live region under the input. */
  getStatusProps<T extends object>(props?: T): MergedProps<QuickSearchStatusProps, T>;
  /** The 'View N products' link. */
  getViewAllLinkProps<T extends object>(
    props?: T & QuickSearchHandlers,
  ): MergedProps<QuickSearchLinkProps, T>;
  /** The 'Search for {slug}?' link. */
  getFallbackLinkProps<T extends object>(
    props?: T & QuickSearchHandlers,
  ): MergedProps<QuickSearchLinkProps, T>;
}
