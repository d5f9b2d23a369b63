// msw tells its worker that the page has closed (`CLIENT_CLOSED`) on `beforeunload`, and from
// then on its worker sends every request of the page to the network. But a page goes on running
// after `beforeunload`: until the next page arrives, which takes as long as its server does, and
// for good when the unload does not happen (a download, a cancelled prompt). Whatever it sends
// meanwhile escapes the sandbox; a real shop's hosts do not resolve, and the console shows the
// failed requests (`net::ERR_NAME_NOT_RESOLVED`): a member's page left a moment after it painted
// sent its first loyalty requests, waiting on the ID token, that way. This holds the message back
// until the page is really gone.

/** The message msw's page sends its worker when it closes. */
const CLIENT_CLOSED = "CLIENT_CLOSED";

/** The window events {@link closeClientOnPagehide} listens to. */
export type PageEvents = Pick<EventTarget, "addEventListener" | "removeEventListener">;

/**
 * Makes msw's `CLIENT_CLOSED` reach `worker` when the page is hidden as it is left (`pagehide`),
 * not on `beforeunload`, so the requests a page being left still sends stay in the sandbox. It
 * wraps `worker.postMessage` (the worker object msw posts to: its registration's worker for
 * msw's script) and listens for `pagehide` on `page`.
 *
 * Returns `release`, which ends the hold: a later `CLIENT_CLOSED` (msw's `stop()`) goes at once,
 * and `pagehide` sends nothing more.
 *
 * @param worker The service worker msw talks to.
 * @param page Where `pagehide` fires: the page's `window`.
 * @example
 * ```ts
 * const registration = await worker.start({ serviceWorker: { url: "/mockServiceWorker.js" } });
 * const release = registration?.active ? closeClientOnPagehide(registration.active, window) : () => {};
 * // later, to stop the sandbox:
 * release();
 * worker.stop();
 * ```
 */
export function closeClientOnPagehide(
  worker: Pick<ServiceWorker, "postMessage">,
  page: PageEvents,
): () => void {
  const post = worker.postMessage.bind(worker) as (message: unknown, ...rest: unknown[]) => void;
  let holding = true;
  worker.postMessage = ((message: unknown, ...rest: unknown[]) => {
    if (holding && message === CLIENT_CLOSED) return;
    post(message, ...rest);
  }) as ServiceWorker["postMessage"];
  const close = () => post(CLIENT_CLOSED);
  page.addEventListener("pagehide", close);
  return () => {
    holding = false;
    page.removeEventListener("pagehide", close);
  };
}
