import { useId } from "react";
import { type CartApi, connectCart } from "../../machines/cart";
import { QUANTITY_MAX_DEFAULT } from "../../rules/constants";
import { cartMessages } from "../../rules/messages";
import type { SizeUnit } from "../../rules/sizes";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { getClient } from "../provider/solekit-runtime";
import { storefrontSystem } from "../shared/storefront-system";
import { useSharedApi } from "../shared/use-shared-api";
import { cartActor } from "./shared-cart";

/** Options of {@link useCart}. */
export interface UseCartOptions {
  /** Highest quantity the steppers allow. @default 99 */
  quantityLimit?: number;
  /** DOM id of the cart button this caller renders (`getTriggerProps`). @default a React id */
  id?: string;
  /** Unit a line's size is shown in (`line.choices`), as the product page starts. @default "US" */
  sizeUnit?: SizeUnit;
}

/**
 * The page's one cart (storefront §3, §4, §7): every component under the provider sees the same
 * cart, so the header count, the product page, the mini cart and the cart page always agree.
 * Changes show at once (optimistically) and are sent one at a time, in order; quick repeated
 * quantity changes of a line merge into one request; a failure rolls back to the last cart the
 * server confirmed, replays what was queued after it and raises a global error notice (see
 * {@link useNotice}). An add opens the mini cart once the server has taken it, unless it is
 * silent. Each line names the shopper's choices as the product page does (`line.choices`: 'Size:
 * US 5.5', 'Width: E', 'Amount: $50'). Each cart button gets its
 * own id; the mini cart's ids belong to the page's one cart, so every button's `aria-controls`
 * names the same dialog. Re-renders only when what it shows changes.
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
 *           {line.title} {line.choices.map((choice) => choice.label).join(", ")}
 *           <button {...cart.getDecrementProps(line)}>−</button>
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
  const { cartId } = getClient(useSolekit(), storefrontSystem);
  const messages = useMessages(cartMessages);
  const triggerId = useId();
  return useSharedApi(cartActor, connectCart, {
    id: cartId,
    triggerId: options.id ?? triggerId,
    messages,
    quantityLimit,
    ...(options.sizeUnit ? { sizeUnit: options.sizeUnit } : {}),
  });
}
