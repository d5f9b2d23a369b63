import type { Actor } from "xstate";
import type { UrlAdapter } from "../../runtime/url";
import type { VisibilityMachine } from "./visibility.machine";

/**
 * Keeps a visibility element and the URL hash in step (storefront §4): the hash `#{name}` opens
 * it (on load and whenever the URL changes to it), leaving that hash (Back) closes it, and
 * closing it clears the hash by replacing the entry, so no history entry is added. Returns the
 * function that stops it.
 *
 * @example
 * ```ts
 * const stop = syncVisibilityHash(actor, createHistoryUrl());
 * ```
 */
export function syncVisibilityHash(
  actorRef: Pick<Actor<VisibilityMachine>, "getSnapshot" | "subscribe" | "send">,
  url: UrlAdapter,
): () => void {
  const { name } = actorRef.getSnapshot().context;
  const named = (at: URL) => at.hash === `#${name}`;
  let hadHash = false;
  const onUrl = () => {
    const hasHash = named(url.current());
    if (hasHash && !hadHash) actorRef.send({ type: "visibility.show" });
    if (!hasHash && hadHash) actorRef.send({ type: "visibility.hide" });
    hadHash = hasHash;
  };
  const subscription = actorRef.subscribe((snapshot) => {
    const current = url.current();
    if (snapshot.matches("visible") || !named(current)) return;
    current.hash = "";
    hadHash = false;
    url.navigate(current, { replace: true, state: url.state() });
  });
  const unsubscribe = url.subscribe(onUrl);
  onUrl();
  return () => {
    unsubscribe();
    subscription.unsubscribe();
  };
}
