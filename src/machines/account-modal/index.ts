export { accountModalImplementations } from "./account-modal.actors";
export { connectAccountModal } from "./account-modal.connect";
export { type AccountModalMachine, accountModalMachine } from "./account-modal.machine";
export { queryOpensAccountModal, urlOpensAccountModal } from "./account-modal.selectors";
export type {
  AccountModalApi,
  AccountModalCloseButtonProps,
  AccountModalConnectOptions,
  AccountModalContext,
  AccountModalDialogProps,
  AccountModalEvent,
  AccountModalInput,
  AccountModalMessages,
  AccountModalPropGetter,
  AccountModalTitleProps,
  AccountModalTriggerProps,
} from "./account-modal.types";
