import { useId } from "react";
import { type CartTriggerApi, connectCartTrigger } from "../../machines/cart";
import { cartMessages } from "../../rules/messages";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { getClient } from "../provider/solekit-runtime";
import { storefrontSystem } from "../shared/storefront-system";
import { useSharedApi } from "../shared/use-shared-api";
import { cartActor } from "./shared-cart";

/** Options of {@link useCartTrigger}. */
export interface UseCartTriggerOptions {
  /** DOM id of the button. @default a React id */
  id?: string;
}

/**
 * A cart button (the header's bag icon) on the page's one cart: the optimistic count, and the
 * props of a button that opens the mini cart, labelled with the count ('Bag, 2 items') and
 * controlling the dialog {@link useCart} renders. It carries none of the mini cart's lines or
 * prop getters, so a page whose mini cart is a lazy module does not download them up front, and
 * it re-renders only when the count or the mini cart's state changes.
 *
 * @example
 * ```tsx
 * function BagButton() {
 *   const bag = useCartTrigger();
 *   return (
 *     <button {...bag.getTriggerProps({ className: "bag" })}>
 *       <BagIcon />
 *       {bag.itemCount > 0 ? <span aria-hidden="true">{bag.itemCount}</span> : null}
 *     </button>
 *   );
 * }
 * ```
 */
export function useCartTrigger(options: UseCartTriggerOptions = {}): CartTriggerApi {
  const { cartId } = getClient(useSolekit(), storefrontSystem);
  const messages = useMessages(cartMessages);
  const triggerId = useId();
  return useSharedApi(cartActor, connectCartTrigger, {
    id: cartId,
    triggerId: options.id ?? triggerId,
    messages,
  });
}
