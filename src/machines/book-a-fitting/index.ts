export { createBookAFittingActors } from "./book-a-fitting.actors";
export { connectBookAFitting } from "./book-a-fitting.connect";
export { BOOKING_FALLBACK_URL, type BookingLinkHosts, watchBookingLinks } from "./book-a-fitting.links";
export { type BookAFittingMachine, bookAFittingMachine } from "./book-a-fitting.machine";
export type {
  BookAFittingApi,
  BookAFittingConnectOptions,
  BookAFittingContext,
  BookAFittingEvent,
  BookAFittingInput,
  BookAFittingMessages,
  BookingFallbackLinkProps,
  BookingLinkProps,
  BookingWidget,
} from "./book-a-fitting.types";
