export { connectTouchNavigation } from "./touch-navigation.connect";
export { type TouchNavigationMachine, touchNavigationMachine } from "./touch-navigation.machine";
export type {
  TapEventLike,
  TouchNavigationApi,
  TouchNavigationConnectOptions,
  TouchNavigationContext,
  TouchNavigationEvent,
  TouchNavigationLinkProps,
  TouchNavigationProps,
  TouchNavigationSubmenuProps,
} from "./touch-navigation.types";
