import { BOOK_A_FITTING_MARKER } from "../../rules/keys";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { SolekitConfig } from "../../runtime/solekit-config";
import { BOOKING_FALLBACK_URL } from "../book-a-fitting/book-a-fitting.links";

/** What the third-party booking manager is initialised with (account-area §2 Bookings). */
export interface BookingManagerSettings {
  /** The retailer code (`config.bookings.retailerCode`). */
  readonly retailerCode: string;
  /** The shop's domain (`config.shop.domain`). */
  readonly shopDomain: string;
  /** The signed-in customer's id (`config.customer.id`), or `null` for a guest. */
  readonly customerId: string | null;
}

/**
 * The booking manager's settings from the configuration, or `null` when it configures no
 * `bookings` section (the section then shows its banner without the widget).
 *
 * @example
 * ```ts
 * bookingManagerSettings(parseSolekitConfig(input));
 * // { retailerCode: "FITCLUB", shopDomain: "shop.example.com", customerId: "7001" }
 * ```
 */
export function bookingManagerSettings(
  config: Pick<SolekitConfig, "bookings" | "shop" | "customer">,
): BookingManagerSettings | null {
  if (!config.bookings) return null;
  return {
    retailerCode: config.bookings.retailerCode,
    shopDomain: config.shop.domain,
    customerId: config.customer?.id ?? null,
  };
}

/** The Bookings section's promotional banner. */
export interface BookingsBanner {
  /** Heading. */
  readonly title: string;
  /** Why to book. */
  readonly text: string;
  /** 'Book an expert fitting': opens the booking dialog. */
  readonly bookText: string;
  /** The booking anchor (`#book-a-fitting`), which the page's book-a-fitting opener answers. */
  readonly bookHref: string;
  /** 'Learn more'. */
  readonly learnMoreText: string;
  /** `/pages/book-a-fitting`. */
  readonly learnMoreHref: string;
}

/**
 * The promotional banner of the Bookings section: 'Book an expert fitting' to the booking anchor
 * (the opener in `useBookAFitting` / `watchBookingLinks` opens the dialog, retrying every 500 ms
 * while it is not ready) and 'Learn more' to `/pages/book-a-fitting`.
 *
 * @example
 * ```ts
 * bookingsBanner(accountMessages).bookHref; // "#book-a-fitting"
 * ```
 */
export function bookingsBanner(
  catalogue: Pick<
    AccountMessageCatalogue,
    "bookingsBannerTitle" | "bookingsBannerText" | "bookExpertFitting" | "learnMore"
  >,
): BookingsBanner {
  return {
    title: catalogue.bookingsBannerTitle,
    text: catalogue.bookingsBannerText,
    bookText: catalogue.bookExpertFitting,
    bookHref: `#${BOOK_A_FITTING_MARKER}`,
    learnMoreText: catalogue.learnMore,
    learnMoreHref: BOOKING_FALLBACK_URL,
  };
}
