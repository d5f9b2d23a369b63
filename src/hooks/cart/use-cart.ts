import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { type CartApi, connectCart } from "../../machines/cart";
import { QUANTITY_MAX_DEFAULT } from "../../rules/constants";
import { shopMessages } from "../../rules/messages";
import { useSharedActor } from "../provider/shared-actor";
import { useMessages } from "../provider/solekit-context";
import { cartActor } from "./shared-cart";

/** Options of {@link useCart}. */
export interface UseCartOptions {
  /** Highest quantity the steppers allow. @default 99 */
  quantityLimit?: number;
}

/**
 * The page's one cart (storefront §3, §4, §7): every component under the provider sees the same
 * cart, so the header count, the product page, the mini cart and the cart page always agree.
 * Changes show at once (optimistically) and are sent one at a time, in order; quick repeated
 * quantity changes of a line merge into one request; a failure rolls back to the last cart the
 * server confirmed, replays what was queued after it and raises a global error notice (see
 * {@link useNotice}). An add opens the mini cart unless it is silent.
 *
 * @example
 * ```tsx
 * function MiniCart() {
 *   const cart = useCart();
 *   if (!cart.isMiniCartOpen) return null;
 *   return (
 *     <div {...cart.getMiniCartProps({ className: "mini-cart" })}>
 *       <h2 {...cart.getMiniCartTitleProps()}>Your bag</h2>
 *       <button {...cart.getCloseButtonProps()}>×</button>
 *       {cart.lines.map((line) => (
 *         <div key={line.key}>
 *           {line.title} <button {...cart.getDecrementProps(line)}>−</button>
 *           <input {...cart.getQuantityInputProps(line)} />
 *           <button {...cart.getIncrementProps(line)}>+</button>
 *           <button {...cart.getRemoveButtonProps(line)}>Remove</button>
 *         </div>
 *       ))}
 *     </div>
 *   );
 * }
 * ```
 */
export function useCart(options: UseCartOptions = {}): CartApi {
  const { quantityLimit = QUANTITY_MAX_DEFAULT } = options;
  const actor = useSharedActor(cartActor);
  const snapshot = useSelector(actor, (s) => s);
  const messages = useMessages(shopMessages);
  return useMemo(
    () => connectCart(snapshot, actor.send, { id: "cart", messages, quantityLimit }),
    [snapshot, actor, messages, quantityLimit],
  );
}
