import { Link } from "react-router";
import { useBookings } from "solekit";
import "./bookings.css";

/**
 * Fitting appointments: the promotional banner ('Book an expert fitting' opens the booking
 * dialog through the page's opener, 'Learn more' goes to the booking page) and the element the
 * booking manager mounts in, carrying its retailer code, shop domain and customer id.
 */
export function BookingsView() {
  const bookings = useBookings();
  const { banner } = bookings;
  const { href: learnMoreHref, ...learnMore } = bookings.getLearnMoreLinkProps({ className: "button" });
  return (
    <div className="bookings">
      <section className="bookings-banner" aria-labelledby="bookings-banner-title">
        <div className="bookings-banner__text">
          <h2 id="bookings-banner-title">{banner.title}</h2>
          <p>{banner.text}</p>
          <div className="bookings-banner__actions">
            <a href={banner.bookHref} className="button button--light">
              {banner.bookText}
            </a>
            <Link to={learnMoreHref} {...learnMore} className="button button--outline-light">
              {banner.learnMoreText}
            </Link>
          </div>
        </div>
        <svg className="bookings-banner__art" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
          <path d="M8 56c0-8 6-14 14-14h22l12-18h14l6 14c16 2 30 8 34 18v8H8z" fill="#fff" opacity="0.9" />
          <path d="M8 64h102v6H8z" fill="#ffd23f" />
          <path d="M20 20h80" stroke="#fff" strokeWidth="3" strokeDasharray="4 6" opacity="0.6" />
        </svg>
      </section>
      {bookings.widget ? (
        <section className="account-card bookings-appointments" aria-labelledby="bookings-appointments-title">
          <h2 id="bookings-appointments-title">{bookings.appointmentsTitle}</h2>
          <div {...bookings.getWidgetProps({ className: "bookings-widget" })}>
            <p>{bookings.widgetPlaceholder}</p>
          </div>
        </section>
      ) : null}
    </div>
  );
}
