import type { SnapshotFrom } from "xstate";
import type { EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { LogoutMachine } from "./logout.machine";
import type { LogoutApi, LogoutButtonProps, LogoutConnectOptions, LogoutEvent } from "./logout.types";

const button = (own: LogoutButtonProps) => own;

/**
 * Turns a logout snapshot into its public API: `isLoggingOut` (the spinner), `logout()` and the
 * button's props (disabled while logging out).
 *
 * @example
 * ```ts
 * const api = connectLogout(actor.getSnapshot(), actor.send);
 * button.disabled = api.getButtonProps().disabled;
 * ```
 */
export function connectLogout(
  snapshot: SnapshotFrom<LogoutMachine>,
  send: (event: LogoutEvent) => void,
  _options: LogoutConnectOptions = {},
): LogoutApi {
  const isLoggingOut = !snapshot.matches("idle");
  const logout = () => send({ type: "logout.start" });
  return {
    status: isLoggingOut ? (snapshot.matches("loggedOut") ? "success" : "loading") : "idle",
    error: null,
    errorMessage: null,
    isLoggingOut,
    logout,
    getButtonProps: (props) =>
      mergeProps(
        button({
          type: "button",
          disabled: isLoggingOut,
          "aria-busy": isLoggingOut,
          onClick: (_event: EventLike) => logout(),
        }),
        props,
      ),
  };
}
