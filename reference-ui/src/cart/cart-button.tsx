import { useCartTrigger } from "solekit";

/** The header's bag icon with the live count; opens the mini cart (a lazy module: `MiniCart`). */
export function CartButton() {
  const cart = useCartTrigger();
  return (
    <button {...cart.getTriggerProps({ className: "icon-link cart-button" })}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path
          d="M5 8h14l-1.5 12h-11z M9 8V6a3 3 0 0 1 6 0v2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {cart.itemCount > 0 ? (
        <span className="cart-button__count" aria-hidden="true" data-testid="cart-count">
          {cart.itemCount}
        </span>
      ) : null}
    </button>
  );
}
