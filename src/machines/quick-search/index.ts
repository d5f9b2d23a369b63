export { createQuickSearchActors, type QuickSearchClient, quickSearchResults } from "./quick-search.actors";
export type { MergedProps, QuickSearchApi, QuickSearchGroup } from "./quick-search.api";
export { connectQuickSearch, type QuickSearchMessages } from "./quick-search.connect";
export {
  type FocusableDocument,
  type FocusableElement,
  focusById,
  type QuickSearchGroupKey,
  type QuickSearchIds,
  quickSearchIds,
} from "./quick-search.dom";
export { type QuickSearchMachine, quickSearchMachine } from "./quick-search.machine";
export { movedHighlight, type QuickSearchOptionSource, quickSearchOptions } from "./quick-search.options";
export type {
  QuickSearchButtonProps,
  QuickSearchChangeEvent,
  QuickSearchDialogProps,
  QuickSearchEventLike,
  QuickSearchFormProps,
  QuickSearchGroupLabelProps,
  QuickSearchGroupProps,
  QuickSearchHandlers,
  QuickSearchInputProps,
  QuickSearchKeyboardEvent,
  QuickSearchLabelProps,
  QuickSearchLinkProps,
  QuickSearchListboxProps,
  QuickSearchMouseEvent,
  QuickSearchOpenButtonProps,
  QuickSearchOptionProps,
  QuickSearchStatusProps,
} from "./quick-search.props.types";
export type {
  QuickSearchContext,
  QuickSearchEvent,
  QuickSearchHighlightMove,
  QuickSearchInput,
  QuickSearchOption,
  QuickSearchOptionKind,
  QuickSearchPageOption,
  QuickSearchProductOption,
  QuickSearchResults,
  QuickSearchStatus,
  QuickSearchSubmission,
  QuickSearchTermOption,
} from "./quick-search.types";
