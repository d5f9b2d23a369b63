import { Link } from "react-router";
import { type CartApi, type CartLine, useCart } from "solekit";
import { formatMoney, imageUrlAtWidth } from "solekit/rules";

function LineImage({ line }: { line: CartLine }) {
  if (!line.image) return <span className="cart-line__image cart-line__image--empty" aria-hidden="true" />;
  return (
    <img className="cart-line__image" src={imageUrlAtWidth(line.image, 320)} alt="" width={80} height={80} />
  );
}

function Line({ cart, line, onNavigate }: { cart: CartApi; line: CartLine; onNavigate?: () => void }) {
  return (
    <li className="cart-line" data-pending={line.isPending || undefined}>
      <LineImage line={line} />
      <div className="cart-line__details">
        {line.url ? (
          <Link to={line.url} className="cart-line__title" onClick={onNavigate}>
            {line.title || "Adding…"}
          </Link>
        ) : (
          <span className="cart-line__title">{line.title || "Adding…"}</span>
        )}
        {line.choices.length > 0 ? (
          <span className="cart-line__size">{line.choices.map((choice) => choice.label).join(", ")}</span>
        ) : null}
        {line.giftCardDetails.length > 0 ? (
          <dl className="cart-line__gift-card">
            {line.giftCardDetails.map((detail) => (
              <div key={detail.property} className="cart-line__gift-card-row">
                <dt>{detail.name}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="cart-line__controls">
          <div className="stepper">
            <button {...cart.getDecrementProps(line, { className: "stepper__button" })}>−</button>
            <input {...cart.getQuantityInputProps(line, { className: "stepper__input" })} />
            <button {...cart.getIncrementProps(line, { className: "stepper__button" })}>+</button>
          </div>
          <button {...cart.getRemoveButtonProps(line, { className: "cart-line__remove" })}>Remove</button>
        </div>
      </div>
      <span className="cart-line__price">{formatMoney(line.linePrice)}</span>
    </li>
  );
}

/** The cart's lines and subtotal, shared by the mini cart and the cart page. */
export function CartLines({ onNavigate }: { onNavigate?: () => void }) {
  const cart = useCart();
  return (
    <>
      <ul className="cart-lines" aria-label="Items in your bag" aria-busy={cart.isUpdating}>
        {cart.lines.map((line) => (
          <Line key={line.key} cart={cart} line={line} onNavigate={onNavigate} />
        ))}
      </ul>
      <p className="cart-subtotal">
        <span>Subtotal</span>
        <strong data-testid="cart-subtotal">{formatMoney(cart.subtotal)}</strong>
      </p>
    </>
  );
}
