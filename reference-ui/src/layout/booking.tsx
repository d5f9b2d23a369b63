import { useSyncExternalStore } from "react";
import { useBookAFitting } from "solekit";
import { useModalDialog } from "../ui/use-modal-dialog";
import { bookingWidget } from "./booking-widget";
import "./booking.css";

const SLOTS = ["Sat 10:00", "Sat 10:30", "Sat 11:15", "Sun 9:30", "Sun 13:00", "Mon 16:00"];
const STORES = ["Chadstone", "Bondi Junction", "Carindale"];

/** The opener's status line, and the third-party dialog itself (a stand-in for the real widget). */
export function Booking() {
  const booking = useBookAFitting({ widget: bookingWidget });
  const isOpen = useSyncExternalStore(bookingWidget.subscribe, bookingWidget.isOpen, () => false);
  const dialog = useModalDialog(isOpen);
  const close = () => {
    bookingWidget.close();
    booking.dismiss();
  };
  return (
    <>
      {booking.loadingMessage && (
        <p role="status" className="booking-status">
          {booking.loadingMessage}
        </p>
      )}
      {booking.isUnavailable && (
        <div role="alert" className="booking-status booking-status--error">
          <p>
            {booking.errorMessage} <a {...booking.getFallbackLinkProps()}>{booking.fallbackLinkText}</a>
          </p>
          <button type="button" className="link-button" onClick={booking.dismiss}>
            Dismiss
          </button>
        </div>
      )}
      <dialog ref={dialog} className="booking-dialog" aria-labelledby="booking-title" onClose={close}>
        <h2 id="booking-title">Book a free fitting</h2>
        <p>Choose a store and a time. A fitting takes about 20 minutes.</p>
        <label>
          Store
          <select>
            {STORES.map((store) => (
              <option key={store}>{store}</option>
            ))}
          </select>
        </label>
        <ul className="booking-dialog__slots">
          {SLOTS.map((slot) => (
            <li key={slot}>
              <button type="button">{slot}</button>
            </li>
          ))}
        </ul>
        <button type="button" className="booking-dialog__close" onClick={close}>
          Close
        </button>
      </dialog>
    </>
  );
}
