import { Link } from "react-router";
import { useCart } from "solekit";
import { CartLines } from "./cart-lines";
import "./cart.css";

/** The mini cart: a modal dialog over the page, opened by the header's bag or an add. */
export function MiniCart() {
  const cart = useCart();
  if (!cart.isMiniCartOpen) return null;
  return (
    <>
      {/* A pointer convenience: Escape and the close button are the keyboard's ways out. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className="mini-cart__backdrop" onClick={cart.closeMiniCart} />
      <div {...cart.getMiniCartProps({ className: "mini-cart" })}>
        <div className="mini-cart__header">
          <h2 {...cart.getMiniCartTitleProps()}>Your bag ({cart.itemCount})</h2>
          <button {...cart.getCloseButtonProps({ className: "icon-link" })}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        {cart.isEmpty ? (
          <p className="mini-cart__empty">Your bag is empty.</p>
        ) : (
          <CartLines onNavigate={cart.closeMiniCart} />
        )}
        <Link to="/cart" className="cart-button-link" onClick={cart.closeMiniCart}>
          View bag
        </Link>
      </div>
    </>
  );
}
