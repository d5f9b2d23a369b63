export {
  type CustomerBrowser,
  type CustomerImplementationOptions,
  createCustomerImplementations,
} from "./customer.actors";
export { connectCustomer } from "./customer.connect";
export { BALANCE_REFRESH_DELAY_MS, type CustomerMachine, customerMachine } from "./customer.machine";
export type {
  CustomerApi,
  CustomerConnectOptions,
  CustomerContext,
  CustomerEmitted,
  CustomerEvent,
  CustomerInput,
  CustomerMessages,
} from "./customer.types";
export {
  announceSessionSignal,
  type SessionSignalBrowser,
  SIGNED_IN_SIGNAL_KEY,
  SIGNED_OUT_SIGNAL_KEY,
  watchSessionSignal,
} from "./session-signals";
