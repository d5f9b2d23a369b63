import { setup } from "xstate";
import { LOGOUT_PAGE_PATH } from "../../rules/account-route";
import { missingActor } from "../shared/request";
import type { LogoutContext, LogoutEvent } from "./logout.types";

/** The hidden-frame logout resolves on its reply or after this long (account-area §2, §9). */
export const LOGOUT_TIMEOUT_MS = 10_000;

export { LOGOUT_PAGE_PATH };

// The machine's type is inferred here and named by LogoutMachine below.
function buildLogoutMachine() {
  return setup({
    types: {
      context: {} as LogoutContext,
      events: {} as LogoutEvent,
    },
    actors: {
      logoutFrame: missingActor<void>("logout", "logoutFrame"),
    },
    actions: {
      // Provided by the host: end its own session at once (see useLogout's endSession).
      endSession: () => undefined,
      // Provided by the host: forget the ID token, its expiry and the storefront token; tell the
      // browser's other tabs; leave.
      clearTokens: () => undefined,
      announceSignOut: () => undefined,
      goToLogoutPage: () => undefined,
    },
    delays: {
      logoutTimeout: LOGOUT_TIMEOUT_MS,
    },
  }).createMachine({
    id: "logout",
    context: {},
    initial: "idle",
    states: {
      idle: {
        on: { "logout.start": "loggingOut" },
      },
      loggingOut: {
        // The host's session ends on the press: nothing waits for the frame to sign it out.
        entry: "endSession",
        // A frame that never answers (blocked, offline) must not keep the shopper signed in.
        after: { logoutTimeout: "loggedOut" },
        invoke: {
          src: "logoutFrame",
          onDone: "loggedOut",
          // A frame that fails still ends the session on this side.
          onError: "loggedOut",
        },
      },
      loggedOut: {
        entry: ["clearTokens", "announceSignOut", "goToLogoutPage"],
      },
    },
  });
}

/** The logout machine's type. */
export type LogoutMachine = ReturnType<typeof buildLogoutMachine>;

/**
 * Logout (account-area §2): the host's session ends on the press; the hidden-frame logout action
 * resolves on its reply or after 10 s;
 * then the stored tokens and expiry are cleared, the browser's other tabs are told (they leave
 * the signed-in state too) and the shopper goes to `/account/logout`.
 *
 * @example
 * ```ts
 * const actor = createActor(logoutMachine.provide(createLogoutImplementations(options))).start();
 * actor.send({ type: "logout.start" });
 * ```
 */
export const logoutMachine: LogoutMachine = buildLogoutMachine();
