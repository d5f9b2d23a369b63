export {
  createLogoutImplementations,
  type LogoutDocument,
  type LogoutImplementationOptions,
} from "./logout.actors";
export { connectLogout } from "./logout.connect";
export { LOGOUT_PAGE_PATH, LOGOUT_TIMEOUT_MS, type LogoutMachine, logoutMachine } from "./logout.machine";
export type {
  LogoutApi,
  LogoutButtonProps,
  LogoutConnectOptions,
  LogoutContext,
  LogoutEvent,
} from "./logout.types";
