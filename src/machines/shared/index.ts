// The shared kit every slice uses (docs/architecture.md, "The shared kit"). A second copy of
// any of these in a slice is a defect.
export { asError, validationMessageOf } from "./as-error";
export type { ConnectOptions, SliceState, SliceStatus } from "./connect";
export { dialogRef, type ModalDialogOptions, modalDialogProps, trapTab } from "./dialog";
export {
  type DomIds,
  domIds,
  type FocusableDocument,
  type FocusableElement,
  focusById,
  focusByIdAfterRender,
  idPart,
} from "./dom-ids";
export { bindProps, domEventName, type SpreadProps, toVueProps, unbindProps } from "./dom-props";
export {
  type ErrorSummaryLinkProps,
  type ErrorSummaryParts,
  type ErrorSummaryProps,
  type ErrorSummaryTitleProps,
  errorSummaryParts,
} from "./error-summary";
export type {
  ChangeEventLike,
  CompositionEventLike,
  EventLike,
  FocusEventLike,
  KeyboardEventLike,
  ModifierKeys,
  MouseEventLike,
  PointerEventLike,
  PropHandlers,
} from "./events";
export { hasModifier } from "./events";
export {
  type FocusSource,
  type FocusTarget,
  type FollowFocusDocument,
  type FollowFocusOptions,
  followFocus,
} from "./follow-focus";
export { type MergedProps, mergeProps, type RefLike, setRef } from "./merge-props";
export { fromRequest, missingActor } from "./request";
