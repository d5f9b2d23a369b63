import { BookingsView } from "../../bookings/bookings-view";
import type { SectionProps } from "../section-props";

/** Fitting appointments: the booking manager's appointments and the promotional banner. */
export default function BookingsSection(_props: SectionProps) {
  return <BookingsView />;
}
