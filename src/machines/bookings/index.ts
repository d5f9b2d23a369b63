export {
  type BookingsApi,
  type BookingWidgetProps,
  connectBookings,
  type LearnMoreLinkProps,
} from "./bookings.connect";
export {
  type BookingManagerSettings,
  type BookingsBanner,
  bookingManagerSettings,
  bookingsBanner,
} from "./bookings.selectors";
