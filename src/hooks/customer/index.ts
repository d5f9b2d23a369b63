export { type UseAccountModalOptions, useAccountModal } from "./use-account-modal";
export { useCustomer } from "./use-customer";
export { type UseCustomerTokenOptions, useCustomerToken } from "./use-customer-token";
export { type UseUpdateDetailsOptions, useUpdateDetails } from "./use-update-details";
