import { parseAccountRoute } from "../../rules/account-route";
import type { UrlAdapter } from "../../runtime/url";
import { domIds, type FocusableDocument, focusByIdAfterRender } from "../shared/dom-ids";

/** What {@link followAccountRoute} needs of the navigation actor. */
export interface AccountRouteReceiver {
  /** Receives the new route. */
  send(event: { type: "route.change"; route: ReturnType<typeof parseAccountRoute> }): void;
}

/**
 * Keeps the navigation on the URL: every URL change (a link, Back, Forward) becomes a
 * `route.change`, and focus moves to the section's heading (`getHeadingProps`), so a screen-reader
 * or keyboard user starts on the new section instead of on the link they followed. A change of
 * only the page number or of a modal (`child=add_address`) does not move focus. A change that
 * leaves the account page (the logout page, a product link) is not a route of the area and is
 * ignored. Returns the unsubscribe.
 *
 * @example
 * ```ts
 * const stop = followAccountRoute(actor, createHistoryUrl(), { document, id: "account-nav" });
 * ```
 */
export function followAccountRoute(
  actor: AccountRouteReceiver,
  url: UrlAdapter,
  options: { readonly document?: FocusableDocument; readonly id?: string },
): () => void {
  const start = url.current();
  const areaPath = start.pathname;
  let shown = start.search;
  const headingId = domIds(options.id ?? "account-nav")("heading");
  return url.subscribe(() => {
    const current = url.current();
    if (current.pathname !== areaPath || current.search === shown) return;
    const before = parseAccountRoute(new URLSearchParams(shown));
    const route = parseAccountRoute(current.searchParams);
    shown = current.search;
    actor.send({ type: "route.change", route });
    if (options.document && movesFocus(before, route)) {
      const doc = options.document;
      // After the host renders the new section (a microtask is too early for React's commit).
      focusByIdAfterRender(doc, headingId);
    }
  });
}

function movesFocus(
  before: ReturnType<typeof parseAccountRoute>,
  after: ReturnType<typeof parseAccountRoute>,
): boolean {
  if (before.kind !== "section" || after.kind !== "section") return true;
  if (before.section !== after.section) return true;
  const childOf = (route: typeof before) =>
    route.kind === "section" && route.child?.kind === "id"
      ? route.child.id
      : route.kind === "section" && route.child?.kind === "new"
        ? "new"
        : null;
  return childOf(before) !== childOf(after);
}
