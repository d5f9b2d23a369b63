export { connectGiftCardForm } from "./gift-card-form.connect";
export { type GiftCardFormMachine, giftCardFormMachine } from "./gift-card-form.machine";
export type {
  GiftCardChanged,
  GiftCardErrorProps,
  GiftCardField,
  GiftCardFieldProps,
  GiftCardFields,
  GiftCardFormApi,
  GiftCardFormConnectOptions,
  GiftCardFormContext,
  GiftCardFormEvent,
  GiftCardFormMessages,
} from "./gift-card-form.types";
