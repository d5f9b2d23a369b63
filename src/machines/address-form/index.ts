export { createAddressFormActors } from "./address-form.actors";
export { connectAddressForm } from "./address-form.connect";
export { type FollowAddressFormOptions, followAddressForm } from "./address-form.dom";
export { type AddressFormMachine, addressFormMachine } from "./address-form.machine";
export type {
  AddressCloseButtonProps,
  AddressDialogProps,
  AddressFormApi,
  AddressFormConnectOptions,
  AddressFormContext,
  AddressFormEmitted,
  AddressFormEvent,
  AddressFormInput,
  AddressFormMessages,
  AddressFormTextField,
  AddressFormValues,
  AddressPrimaryCheckboxProps,
  AddressSaveRequest,
  AddressSummaryItem,
  AddressSummaryLinkProps,
  AddressSummaryProps,
  AddressTitleProps,
} from "./address-form.types";
