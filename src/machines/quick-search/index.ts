export { createQuickSearchActors, type QuickSearchClient } from "./quick-search.actors";
export { connectQuickSearch } from "./quick-search.connect";
export { followQuickSearchFocus } from "./quick-search.dom";
export {
  type QuickSearchHost,
  type QuickSearchHostActions,
  quickSearchHostActions,
  quickSearchInputFrom,
} from "./quick-search.host";
export { type QuickSearchMachine, type QuickSearchTag, quickSearchMachine } from "./quick-search.machine";
export type {
  QuickSearchApi,
  QuickSearchButtonApi,
  QuickSearchButtonConnectOptions,
  QuickSearchButtonProps,
  QuickSearchConnectOptions,
  QuickSearchContext,
  QuickSearchDialogProps,
  QuickSearchEvent,
  QuickSearchFormProps,
  QuickSearchGroup,
  QuickSearchGroupKey,
  QuickSearchGroupLabelProps,
  QuickSearchGroupPropGetter,
  QuickSearchGroupProps,
  QuickSearchHighlightMove,
  QuickSearchInput,
  QuickSearchInputProps,
  QuickSearchLabelProps,
  QuickSearchLinkProps,
  QuickSearchListboxProps,
  QuickSearchMessages,
  QuickSearchOpenButtonProps,
  QuickSearchOption,
  QuickSearchOptionKind,
  QuickSearchOptionProps,
  QuickSearchPageOption,
  QuickSearchProductOption,
  QuickSearchPropGetter,
  QuickSearchResults,
  QuickSearchStatusProps,
  QuickSearchSubmission,
  QuickSearchTermOption,
} from "./quick-search.types";
export { connectQuickSearchButton } from "./quick-search-button.connect";
export {
  linkQuickSearchButton,
  type QuickSearchLinkEnd,
  type QuickSearchLinkSnapshot,
} from "./quick-search-button.link";
export {
  type QuickSearchButtonEvent,
  type QuickSearchButtonMachine,
  quickSearchButtonMachine,
} from "./quick-search-button.machine";
