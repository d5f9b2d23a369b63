export { connectVisibility } from "./visibility.connect";
export {
  followVisibilityFocus,
  reflectVisibleAttribute,
  type VisibilityDocument,
  type VisibleAttributeElement,
} from "./visibility.dom";
export { type VisibilityMachine, visibilityMachine } from "./visibility.machine";
export type {
  VisibilityApi,
  VisibilityCloseButtonProps,
  VisibilityConnectOptions,
  VisibilityContentProps,
  VisibilityContext,
  VisibilityEvent,
  VisibilityInput,
  VisibilityMessages,
  VisibilityTriggerProps,
} from "./visibility.types";
export { syncVisibilityHash } from "./visibility.url";
