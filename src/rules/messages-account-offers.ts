// Account-area strings, offers part (account-area spec). Assembled in messages-account.ts.

/** Member offers and fitting appointments (account-area §2 Offers, Bookings). */
export const accountOffersMessages = {
  /** No banner to show. */
  noOffers: "There are no member offers right now. Check back soon.",
  /** Bookings banner link. */
  bookExpertFitting: "Book an expert fitting",
  /** Bookings banner link to /pages/book-a-fitting. */
  learnMore: "Learn more",
  /** Bookings promotional banner heading (solekit wording). */
  bookingsBannerTitle: "Get the right fit, in store",
  /** Bookings promotional banner text (solekit wording). */
  bookingsBannerText:
    "Our trained fitters measure length and width and check the fit of every pair. Fittings are free and take about 20 minutes.",
  /** Heading over the booking manager's appointments (solekit wording). */
  bookingsAppointmentsTitle: "Your appointments",
  /** Shown where the booking manager mounts, until its script fills it (solekit wording). */
  bookingsWidgetPlaceholder: "Your upcoming fitting appointments will appear here.",
} as const;
