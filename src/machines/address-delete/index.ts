export { createAddressDeleteActors } from "./address-delete.actors";
export { connectAddressDelete } from "./address-delete.connect";
export { type AddressDeleteMachine, addressDeleteMachine } from "./address-delete.machine";
export type {
  AddressConfirmButtonProps,
  AddressConfirmDialogProps,
  AddressConfirmPartProps,
  AddressDeleteApi,
  AddressDeleteButtonProps,
  AddressDeleteConnectOptions,
  AddressDeleteContext,
  AddressDeleteEvent,
  AddressDeleteFailure,
  AddressDeleteInput,
  AddressDeleteMessages,
  AddressListCache,
} from "./address-delete.types";
