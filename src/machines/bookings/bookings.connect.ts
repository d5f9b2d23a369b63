import type { AccountMessageCatalogue } from "../../rules/messages";
import { accountOffersMessages } from "../../rules/messages-account-offers";
import type { SolekitConfig } from "../../runtime/solekit-config";
import type { SliceState } from "../shared/connect";
import { type MergedProps, mergeProps } from "../shared/merge-props";
import {
  type BookingManagerSettings,
  type BookingsBanner,
  bookingManagerSettings,
  bookingsBanner,
} from "./bookings.selectors";

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
 * The Bookings section (account-area §2 Bookings) from the configuration: the booking manager's
 * settings and the element it mounts in (its settings as data attributes), and the promotional
 * banner whose 'Learn more' navigates to `/pages/book-a-fitting`. Framework-free: a Vue host
 * calls it with its configuration and messages.
 *
 * @example
 * ```ts
 * const bookings = connectBookings(config);
 * bookings.getWidgetProps()["data-retailer-code"]; // "FITCLUB"
 * ```
 */
export function connectBookings(
  config: Pick<SolekitConfig, "bookings" | "shop" | "customer">,
  messages: Pick<
    AccountMessageCatalogue,
    | "bookingsBannerTitle"
    | "bookingsBannerText"
    | "bookExpertFitting"
    | "learnMore"
    | "bookingsAppointmentsTitle"
    | "bookingsWidgetPlaceholder"
  > = accountOffersMessages,
): BookingsApi {
  const widget = bookingManagerSettings(config);
  const banner = bookingsBanner(messages);
  return {
    status: "success",
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
}
