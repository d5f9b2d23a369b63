export { createPwpPopupActors, type PwpAddToCart } from "./pwp-popup.actors";
export { followCartChanges } from "./pwp-popup.cart";
export { connectPwpPopup } from "./pwp-popup.connect";
export { type PwpPopupHostActions, pwpPopupHostActions, storedPwpMutes } from "./pwp-popup.host";
export { type PwpPopupMachine, pwpPopupMachine } from "./pwp-popup.machine";
export type {
  PwpAddAnswer,
  PwpAddButtonProps,
  PwpAddRequest,
  PwpAddState,
  PwpDialogProps,
  PwpDismissProps,
  PwpPopupApi,
  PwpPopupConnectOptions,
  PwpPopupContext,
  PwpPopupEvent,
  PwpPopupInput,
  PwpPopupMessages,
  PwpStatusProps,
  PwpTextProps,
  PwpTitleProps,
  PwpUpsellRequest,
} from "./pwp-popup.types";
