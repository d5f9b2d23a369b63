import type { Actor } from "xstate";
import { BOOK_A_FITTING_MARKER, opensFittingDialog } from "../../rules/keys";
import type { UrlAdapter } from "../../runtime/url";
import type { BookAFittingMachine } from "./book-a-fitting.machine";

/** The booking page the "not available" message links to (account-area §2 Bookings, "Learn more"). */
export const BOOKING_FALLBACK_URL = `/pages/${BOOK_A_FITTING_MARKER}`;

/** What {@link watchBookingLinks} watches. */
export interface BookingLinkHosts {
  /** Where link clicks are heard (one delegated listener): usually `document`. */
  readonly doc: Pick<Document, "addEventListener" | "removeEventListener">;
  /** The page URL, for the `#book-a-fitting` hash. */
  readonly url: UrlAdapter;
}

const isMarkerHash = (url: URL) => opensFittingDialog({ hash: url.hash });

/**
 * Opens the booking dialog from the page itself (storefront §2): a click on any link whose
 * `href` contains the book-a-fitting marker (except the fallback link, marked
 * `data-booking-fallback`), or a URL hash equal to the marker — on load and whenever the URL
 * changes to it. When the request is dismissed, a marker hash is cleared without a history entry,
 * so the same link opens the dialog again. Returns the function that stops it.
 *
 * @example
 * ```ts
 * const actor = createActor(bookAFittingMachine.provide({ actors }), { input: {} }).start();
 * const stop = watchBookingLinks(actor, { doc: document, url: createHistoryUrl() });
 * ```
 */
export function watchBookingLinks(
  actorRef: Pick<Actor<BookAFittingMachine>, "send" | "subscribe" | "getSnapshot">,
  { doc, url }: BookingLinkHosts,
): () => void {
  const onClick = (event: Event) => {
    const mouse = event as MouseEvent;
    if (mouse.defaultPrevented || mouse.button > 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey)
      return;
    const target = event.target as { closest?: (selector: string) => Element | null } | null;
    const link = target?.closest?.("a[href]");
    if (!link || link.hasAttribute("data-booking-fallback")) return;
    if (!opensFittingDialog({ href: link.getAttribute("href") ?? "" })) return;
    event.preventDefault();
    actorRef.send({ type: "dialog.request" });
  };
  let hadMarker = false;
  const onUrl = () => {
    const hasMarker = isMarkerHash(url.current());
    if (hasMarker && !hadMarker) actorRef.send({ type: "dialog.request" });
    hadMarker = hasMarker;
  };
  const subscription = actorRef.subscribe((snapshot) => {
    const current = url.current();
    if (!snapshot.matches("idle") || !isMarkerHash(current)) return;
    current.hash = "";
    hadMarker = false;
    url.navigate(current, { replace: true });
  });
  doc.addEventListener("click", onClick);
  const unsubscribe = url.subscribe(onUrl);
  onUrl();
  return () => {
    doc.removeEventListener("click", onClick);
    unsubscribe();
    subscription.unsubscribe();
  };
}
