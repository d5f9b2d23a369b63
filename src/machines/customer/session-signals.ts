/**
 * Local-storage key (and BroadcastChannel name) a member's page writes when it loads, so a guest
 * tab of the same browser learns that the shopper signed in elsewhere (a login link opened in
 * another tab). It holds the time only, never a token or an id.
 */
export const SIGNED_IN_SIGNAL_KEY = "solekit-signed-in";

/**
 * Local-storage key (and BroadcastChannel name) a page writes when the shopper logs out there (or
 * the loyalty service ends the session), so every other tab of the browser leaves the signed-in
 * state too. It holds the time only, never a token or an id.
 */
export const SIGNED_OUT_SIGNAL_KEY = "solekit-signed-out";

/** The browser's part the session signals travel through. */
export interface SessionSignalBrowser {
  /** Window events: `storage`. */
  addEventListener(type: string, listener: (event: Event) => void): void;
  /** Stops listening. */
  removeEventListener(type: string, listener: (event: Event) => void): void;
  /** Where a signal is written (other tabs get a `storage` event). */
  localStorage?: Pick<Storage, "setItem">;
  /** Cross-tab messages, where the browser has them. */
  BroadcastChannel?: typeof BroadcastChannel;
}

/** What a signal's BroadcastChannel message carries: which signal, and which page sent it. */
interface SessionSignalMessage {
  signal: string;
  from: string;
}

// A BroadcastChannel also delivers to the page's other channels of the same name: a page knows
// its own messages by this id, so a page that logs out does not also follow its own logout.
let pageId: string | undefined;
const thisPage = () => {
  pageId ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return pageId;
};

/**
 * Tells the browser's other tabs about a session change: writes the time under `key` (a
 * `storage` event in every other tab) and posts on the `key` BroadcastChannel. No token, no id.
 *
 * @example
 * ```ts
 * announceSessionSignal(window, SIGNED_OUT_SIGNAL_KEY, Date.now());
 * ```
 */
export function announceSessionSignal(
  browser: SessionSignalBrowser | undefined,
  key: string,
  now: number,
): void {
  try {
    browser?.localStorage?.setItem(key, String(now));
  } catch {
    // Storage refused (private mode, quota): the BroadcastChannel below still tells other tabs.
  }
  const channel = browser?.BroadcastChannel ? new browser.BroadcastChannel(key) : null;
  const message: SessionSignalMessage = { signal: key, from: thisPage() };
  channel?.postMessage(message);
  channel?.close();
}

/**
 * Calls `onSignal` when another tab announces `key` (its `storage` event or its BroadcastChannel
 * message; this page's own messages are ignored). Returns the function that stops listening.
 *
 * @example
 * ```ts
 * const stop = watchSessionSignal(window, SIGNED_OUT_SIGNAL_KEY, () => location.assign("/account/logout"));
 * ```
 */
export function watchSessionSignal(
  browser: SessionSignalBrowser | undefined,
  key: string,
  onSignal: () => void,
): () => void {
  if (!browser) return () => undefined;
  const onStorage = (event: Event) => {
    if ((event as StorageEvent).key === key) onSignal();
  };
  browser.addEventListener("storage", onStorage);
  const channel = browser.BroadcastChannel ? new browser.BroadcastChannel(key) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if ((event.data as Partial<SessionSignalMessage> | null)?.from !== thisPage()) onSignal();
    };
  }
  return () => {
    browser.removeEventListener("storage", onStorage);
    channel?.close();
  };
}
