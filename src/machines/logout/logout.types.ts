import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike, PropHandlers } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** Context of the logout machine. */
export type LogoutContext = Record<string, never>;

/** Events of the logout machine. */
export type LogoutEvent =
  /** Starts logging out (the Logout button). */
  { type: "logout.start" };

/** Options of `connectLogout`. */
export type LogoutConnectOptions = ConnectOptions<never>;

/** Props of the Logout button. */
export interface LogoutButtonProps {
  /** A plain button. */
  type: "button";
  /** Disabled while logging out. */
  disabled: boolean;
  /** Announces the wait. */
  "aria-busy": boolean;
  /** Logs out. */
  onClick: (event: EventLike) => void;
}

/** The logout action's public API, as `connectLogout` and `useLogout` return it. */
export interface LogoutApi extends SliceState {
  /** True from the click until the page leaves (show the spinner). */
  readonly isLoggingOut: boolean;
  /** Logs out: the hidden-frame logout, then the tokens are cleared and the logout page opens. */
  logout(): void;
  /** Props of the Logout button (disabled while logging out). */
  getButtonProps<T extends object>(props?: T & PropHandlers): MergedProps<LogoutButtonProps, T>;
}
