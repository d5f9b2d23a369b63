export { ACCOUNT_NAVIGATION_SECTIONS, connectAccountNavigation } from "./account-navigation.connect";
export { type AccountRouteReceiver, followAccountRoute } from "./account-navigation.dom";
export { type AccountNavigationMachine, accountNavigationMachine } from "./account-navigation.machine";
export type {
  AccountBreadcrumbProps,
  AccountBreadcrumbStep,
  AccountHeadingProps,
  AccountLinkProps,
  AccountMenuButtonProps,
  AccountMenuProps,
  AccountNavigationApi,
  AccountNavigationConnectOptions,
  AccountNavigationContext,
  AccountNavigationEvent,
  AccountNavigationInput,
  AccountNavigationItem,
  AccountNavigationMessages,
  AccountNavigationPropGetter,
  AccountNavProps,
} from "./account-navigation.types";
