import { useMemo } from "react";
import { type BookingsApi, connectBookings } from "../../machines/bookings";
import { accountOffersMessages } from "../../rules/messages";
import { useMessages, useSolekit } from "../provider/solekit-context";

export type { BookingsApi, BookingWidgetProps, LearnMoreLinkProps } from "../../machines/bookings";

/**
 * Fitting appointments (account-area §2 Bookings): the seam of the third-party booking manager
 * (retailer code from `config.bookings`, shop domain from `config.shop`, customer id from
 * `config.customer`) and the promotional banner. 'Book an expert fitting' links to the booking
 * anchor: render it with `useBookAFitting`'s `getLinkProps()` (or let the page's opener answer
 * the anchor) so it opens the dialog, retrying every 500 ms while it is not ready.
 *
 * @example
 * ```tsx
 * function Bookings() {
 *   const bookings = useBookings();
 *   const booking = useBookAFitting({ widget: { open: () => window.BookingManager?.open() === true } });
 *   return (
 *     <>
 *       <a {...booking.getLinkProps()}>{bookings.banner.bookText}</a>
 *       <a {...bookings.getLearnMoreLinkProps()}>{bookings.banner.learnMoreText}</a>
 *       {bookings.widget && <div {...bookings.getWidgetProps()} />}
 *     </>
 *   );
 * }
 * ```
 */
export function useBookings(): BookingsApi {
  const messages = useMessages(accountOffersMessages);
  const { config } = useSolekit();
  return useMemo(() => connectBookings(config, messages), [config, messages]);
}
