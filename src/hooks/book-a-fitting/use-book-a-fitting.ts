import { useId, useRef } from "react";
import {
  type BookAFittingApi,
  type BookingWidget,
  bookAFittingMachine,
  connectBookAFitting,
  createBookAFittingActors,
  watchBookingLinks,
} from "../../machines/book-a-fitting";
import { shopMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import { useMachineActor } from "../shared/use-machine-api";

/** Options of {@link useBookAFitting}. */
export interface UseBookAFittingOptions {
  /** The page's third-party booking widget; read at each attempt, so it may load later. */
  widget: BookingWidget;
  /** Wait between attempts, in ms. @default 500 */
  retryDelay?: number;
  /** Attempts before giving up. @default 5 */
  attemptLimit?: number;
}

/**
 * Opens the third-party fitting dialog from any link containing the book-a-fitting marker or a
 * `#book-a-fitting` URL hash (storefront §2, account-area §2 Bookings). While the widget is not
 * ready it retries every 500 ms and gives up after 5 attempts with a message and a link to
 * `/pages/book-a-fitting`. Use it once per page (in the layout): it listens to the whole document.
 *
 * @example
 * ```tsx
 * function BookingStatus() {
 *   const booking = useBookAFitting({ widget: { open: () => window.BookingManager?.open() === true } });
 *   if (booking.loadingMessage) return <p role="status">{booking.loadingMessage}</p>;
 *   if (!booking.isUnavailable) return null;
 *   return (
 *     <p role="alert">
 *       {booking.errorMessage} <a {...booking.getFallbackLinkProps()}>{booking.fallbackLinkText}</a>
 *     </p>
 *   );
 * }
 * ```
 */
export function useBookAFitting(options: UseBookAFittingOptions): BookAFittingApi {
  const messages = useMessages(shopMessages);
  const widget = useRef(options.widget);
  widget.current = options.widget;
  return useMachineActor(bookAFittingMachine, {
    provide: () => ({ actors: createBookAFittingActors({ open: () => widget.current.open() }) }),
    input: () => ({ retryDelay: options.retryDelay, attemptLimit: options.attemptLimit }),
    connect: connectBookAFitting,
    options: { id: useId(), messages },
    start: (actor, runtime) =>
      typeof document === "undefined"
        ? () => undefined
        : watchBookingLinks(actor, { doc: document, url: runtime.url }),
  }).api;
}
