export {
  type BookingManagerSettings,
  type BookingsBanner,
  bookingManagerSettings,
  bookingsBanner,
} from "./bookings.selectors";
