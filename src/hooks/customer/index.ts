export { useAccountModal } from "./use-account-modal";
export { useCustomer } from "./use-customer";
