export {
  type BackInStockFormActors,
  createBackInStockFormActors,
} from "./back-in-stock-form.actors";
export { backInStockFormMessages, connectBackInStockForm } from "./back-in-stock-form.connect";
export { type FollowBackInStockFocusOptions, followBackInStockFocus } from "./back-in-stock-form.dom";
export { type BackInStockFormMachine, backInStockFormMachine } from "./back-in-stock-form.machine";
export type {
  BackInStockEmailProps,
  BackInStockErrorProps,
  BackInStockFormApi,
  BackInStockFormConnectOptions,
  BackInStockFormContext,
  BackInStockFormError,
  BackInStockFormEvent,
  BackInStockFormMessages,
  BackInStockFormProps,
  BackInStockOutcome,
  BackInStockRequest,
  BackInStockSubscribed,
  BackInStockSubscribedMessageProps,
} from "./back-in-stock-form.types";
