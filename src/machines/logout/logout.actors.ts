import { fromPromise } from "xstate";
import {
  announceSessionSignal,
  type SessionSignalBrowser,
  SIGNED_OUT_SIGNAL_KEY,
} from "../customer/session-signals";

/** The document the hidden logout frame lives in. */
export interface LogoutDocument {
  /** Creates the frame. */
  createElement(tag: "iframe"): HTMLIFrameElement;
  /** Where the frame is attached. */
  body: Pick<HTMLElement, "appendChild">;
  /** The window whose `message` events carry the frame's reply. */
  defaultView: Pick<Window, "addEventListener" | "removeEventListener"> | null;
}

/** What the logout implementations need. */
export interface LogoutImplementationOptions {
  /** The portal's logout page, loaded in a hidden frame; it posts a message when done. */
  frameUrl: string;
  /** The document to add the frame to, or undefined on a server (the frame step is skipped). */
  document: LogoutDocument | undefined;
  /** Forgets the stored ID token and its expiry, and the storefront customer token. */
  clearTokens: () => void;
  /** Opens the logout page (a full page load, so the storefront forgets the session). */
  goToLogoutPage: () => void;
  /**
   * Ends the host's own copy of the session (a server session, a stored one) as soon as Logout
   * is pressed, before the hidden frame answers: an `/account` opened in another tab a moment
   * later is already signed out. @default nothing
   */
  endSession?: () => void;
  /**
   * The browser whose other tabs are told of the logout (a `solekit-signed-out` storage write
   * and BroadcastChannel message, time only), so each of them leaves the signed-in state too;
   * undefined on a server.
   */
  browser?: SessionSignalBrowser;
  /** The time, for the sign-out signal. @default Date.now */
  now?: () => number;
}

/**
 * The logout's side effects: the hidden frame (resolved by the first message from its origin,
 * removed when done or abandoned), clearing the tokens, telling the browser's other tabs, and
 * leaving for the logout page.
 *
 * @example
 * ```ts
 * createLogoutImplementations({
 *   frameUrl: `${config.loyalty.authHost}/embed/logout`,
 *   document,
 *   clearTokens: () => loyalty.clearToken(),
 *   goToLogoutPage: () => window.location.assign("/account/logout"),
 *   browser: window,
 * });
 * ```
 */
export function createLogoutImplementations(options: LogoutImplementationOptions) {
  const { document: doc } = options;
  return {
    actors: {
      /** The hidden logout frame, resolved by its reply. */
      logoutFrame: fromPromise<void, void>(({ signal }) => {
        const view = doc?.defaultView;
        if (!doc || !view) return Promise.resolve();
        const origin = new URL(options.frameUrl, "https://solekit.invalid").origin;
        return new Promise<void>((resolve) => {
          const frame = doc.createElement("iframe");
          const done = () => {
            view.removeEventListener("message", onMessage);
            frame.remove();
            resolve();
          };
          const onMessage = (event: Event) => {
            if ((event as MessageEvent).origin === origin) done();
          };
          view.addEventListener("message", onMessage);
          // The timeout (the machine's) or a stopped actor abandons the frame.
          signal.addEventListener("abort", done, { once: true });
          frame.hidden = true;
          frame.title = "Logout";
          frame.setAttribute("aria-hidden", "true");
          frame.tabIndex = -1;
          frame.src = options.frameUrl;
          doc.body.appendChild(frame);
        });
      }),
    },
    actions: {
      /** Ends the host's session at once. */
      endSession: () => options.endSession?.(),
      /** Forgets the tokens. */
      clearTokens: () => options.clearTokens(),
      /** Tells the browser's other tabs that the shopper logged out (time only, no token). */
      announceSignOut: () =>
        announceSessionSignal(options.browser, SIGNED_OUT_SIGNAL_KEY, (options.now ?? Date.now)()),
      /** Opens the logout page. */
      goToLogoutPage: () => options.goToLogoutPage(),
    },
  };
}
