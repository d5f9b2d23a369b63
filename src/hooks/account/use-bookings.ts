import { useMemo } from "react";
import {
  type BookingManagerSettings,
  type BookingsBanner,
  bookingManagerSettings,
  bookingsBanner,
} from "../../machines/bookings";
import type { SliceState } from "../../machines/shared/connect";
import { type MergedProps, mergeProps } from "../../machines/shared/merge-props";
import { accountOffersMessages } from "../../rules/messages";
import { useMessages, useSolekit } from "../provider/solekit-context";

/** Props of the element the booking manager mounts in. */
export interface BookingWidgetProps {
  /** The retailer code the widget is initialised with. */
  "data-retailer-code": string;
  /** The shop's domain. */
  "data-shop-domain": string;
  /** The signed-in customer's id (empty for a guest). */
  "data-customer-id": string;
}

/** Props of the 'Learn more' link. */
export interface LearnMoreLinkProps {
  /** `/pages/book-a-fitting`. */
  href: string;
  /** Lets the link navigate: without it, the book-a-fitting opener would open the dialog instead. */
  "data-booking-fallback": "";
}

/** What {@link useBookings} returns. */
/** Bookings load nothing (the widget is the third party's), so `status` is always `success`. */
export interface BookingsApi extends SliceState {
  /** The booking manager's settings, or `null` when the configuration has no `bookings` section. */
  readonly widget: BookingManagerSettings | null;
  /** Texts and links of the promotional banner. */
  readonly banner: BookingsBanner;
  /** Appointments heading. */
  readonly appointmentsTitle: string;
  /** What the widget's element shows until the booking manager's script fills it. */
  readonly widgetPlaceholder: string;
  /** Props of the element the booking manager mounts in (its settings as data attributes). */
  getWidgetProps<T extends object = object>(props?: T): MergedProps<BookingWidgetProps, T>;
  /** Props of 'Learn more' (to `/pages/book-a-fitting`, not the dialog). */
  getLearnMoreLinkProps<T extends object = object>(props?: T): MergedProps<LearnMoreLinkProps, T>;
}

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
  return useMemo(() => {
    const widget = bookingManagerSettings(config);
    const banner = bookingsBanner(messages);
    return {
      status: "success" as const,
      error: null,
      errorMessage: null,
      widget,
      banner,
      appointmentsTitle: messages.bookingsAppointmentsTitle,
      widgetPlaceholder: messages.bookingsWidgetPlaceholder,
      getWidgetProps: (props) =>
        mergeProps(
          {
            "data-retailer-code": widget?.retailerCode ?? "",
            "data-shop-domain": widget?.shopDomain ?? config.shop.domain,
            "data-customer-id": widget?.customerId ?? "",
          },
          props,
        ),
      getLearnMoreLinkProps: (props) =>
        mergeProps({ href: banner.learnMoreHref, "data-booking-fallback": "" } as const, props),
    };
  }, [config, messages]);
}
