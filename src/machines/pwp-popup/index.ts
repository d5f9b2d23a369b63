export { createPwpPopupActors } from "./pwp-popup.actors";
export { followCartChanges } from "./pwp-popup.cart";
export { connectPwpPopup } from "./pwp-popup.connect";
export { type PwpPopupHostActions, pwpPopupHostActions, storedPwpMutes } from "./pwp-popup.host";
export { type PwpPopupMachine, pwpPopupMachine } from "./pwp-popup.machine";
export type {
  PwpDialogProps,
  PwpDismissProps,
  PwpPopupApi,
  PwpPopupConnectOptions,
  PwpPopupContext,
  PwpPopupEvent,
  PwpPopupInput,
  PwpPopupMessages,
  PwpTextProps,
  PwpUpsellRequest,
} from "./pwp-popup.types";
