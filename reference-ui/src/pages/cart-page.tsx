import { Link } from "react-router";
import { useCart } from "solekit";
import { CartLines } from "../cart/cart-lines";
import "../cart/cart.css";
import { useDocumentTitle } from "../layout/document-title";

export function CartPage() {
  const cart = useCart();
  useDocumentTitle("Your bag");
  return (
    <section className="cart-page" aria-labelledby="cart-page-title">
      <h1 id="cart-page-title">Your bag</h1>
      {!cart.isLoaded ? (
        <p aria-busy="true">Loading your bag…</p>
      ) : cart.isEmpty ? (
        <p className="mini-cart__empty">
          Your bag is empty. <Link to="/collections/shop-all">Continue shopping</Link>
        </p>
      ) : (
        <>
          <CartLines />
          <button type="button" className="cart-page__clear" onClick={cart.clear}>
            Clear bag
          </button>
        </>
      )}
    </section>
  );
}
