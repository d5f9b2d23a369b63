import { useId } from "react";
import {
  connectLogout,
  createLogoutImplementations,
  LOGOUT_PAGE_PATH,
  type LogoutApi,
  logoutMachine,
} from "../../machines/logout";
import { CUSTOMER_ACCESS_TOKEN_COOKIE } from "../../rules/keys";
import { clearAccountCache } from "../customer/account-cache";
import { clearLoyaltyToken } from "../customer/loyalty-session";
import { useMachineApi } from "../shared/use-machine-api";

/** Options of {@link useLogout}. */
export interface UseLogoutOptions {
  /**
   * The portal's logout page, loaded in a hidden frame that posts a message when done. An app on
   * the sandbox passes a page of its own. @default `{loyalty.authHost}/embed/logout`
   */
  frameUrl?: string;
  /**
   * Ends the host's own copy of the session (a server session, a stored one) as soon as Logout
   * is pressed, before the hidden frame answers and before the shopper leaves: an `/account`
   * opened a moment later in another tab is already signed out. @default none
   */
  endSession?: () => void;
}

/**
 * The Logout action (account-area §2): disabled with a spinner while the hidden-frame logout
 * runs (it resolves on the frame's reply or after 10 s), then the stored ID token, its expiry and
 * the storefront customer token are cleared, the browser's other tabs are told (each leaves the
 * signed-in state for the logout page) and the shopper lands on `/account/logout` (a full page
 * load, so the storefront forgets the session).
 *
 * @example
 * ```tsx
 * function LogoutButton() {
 *   const logout = useLogout();
 *   return <button {...logout.getButtonProps()}>{logout.isLoggingOut ? <Spinner /> : "Logout"}</button>;
 * }
 * ```
 */
export function useLogout(options: UseLogoutOptions = {}): LogoutApi {
  const id = useId();
  return useMachineApi(logoutMachine, {
    provide: (runtime) =>
      createLogoutImplementations({
        frameUrl: options.frameUrl ?? `${runtime.config.loyalty?.authHost ?? ""}/embed/logout`,
        document: typeof document === "undefined" ? undefined : document,
        clearTokens: () => {
          if (runtime.config.loyalty) clearLoyaltyToken(runtime);
          runtime.storage.removeCookie(CUSTOMER_ACCESS_TOKEN_COOKIE);
          clearAccountCache(runtime);
        },
        ...(options.endSession ? { endSession: options.endSession } : {}),
        goToLogoutPage: () => window.location.assign(LOGOUT_PAGE_PATH),
        browser: typeof window === "undefined" ? undefined : window,
        now: () => runtime.clock.now(),
      }),
    input: () => undefined,
    connect: connectLogout,
    options: { id },
  });
}
