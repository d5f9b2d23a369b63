export { type CustomerTokenStore, createCustomerTokenImplementations } from "./customer-token.actors";
export { connectCustomerToken } from "./customer-token.connect";
export { type CustomerTokenMachine, customerTokenMachine } from "./customer-token.machine";
export type {
  CustomerErrorProps,
  CustomerFieldPropGetter,
  CustomerFormProps,
  CustomerInputProps,
  CustomerLabelProps,
  CustomerPropGetter,
  CustomerSubmitButtonProps,
  CustomerTokenApi,
  CustomerTokenConnectOptions,
  CustomerTokenContext,
  CustomerTokenEvent,
  CustomerTokenField,
  CustomerTokenInput,
  CustomerTokenMessages,
  CustomerTokenOutcome,
  CustomerUserErrorPlacement,
} from "./customer-token.types";
