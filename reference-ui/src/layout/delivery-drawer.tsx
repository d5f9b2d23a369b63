import { Link } from "react-router";
import { useVisibility } from "solekit";
import "./delivery-drawer.css";

/** A drawer the `#delivery` hash opens (the announcement bar links to it): the theme's drawer. */
export function DeliveryDrawer() {
  const drawer = useVisibility({ name: "delivery" });
  return (
    <div {...drawer.getContentProps({ "aria-labelledby": "delivery-title", className: "drawer" })}>
      <div className="drawer__header">
        <h2 id="delivery-title">Delivery and returns</h2>
        <button {...drawer.getCloseButtonProps({ className: "drawer__close" })}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <ul className="drawer__list">
        <li>Free standard delivery on orders over $100.</li>
        <li>Metro orders usually arrive in 2–4 business days; express is available.</li>
        <li>Every order comes with a tracking link.</li>
        <li>Change your mind within 30 days: free exchanges in store or by post.</li>
      </ul>
      <p>
        <Link to="/pages/shipping" onClick={drawer.hide}>
          Shipping &amp; delivery
        </Link>{" "}
        ·{" "}
        <Link to="/pages/returns" onClick={drawer.hide}>
          Returns &amp; exchanges
        </Link>
      </p>
    </div>
  );
}
