// The cart button's part of the cart: what a header's bag icon shows and does, without the mini
// cart's lines and prop getters (`cart.connect.ts`), which a page loads with its mini cart.
import type { SnapshotFrom } from "xstate";
import { cartMessages as defaultMessages, formatMessage } from "../../rules/messages";
import { mergeProps } from "../shared/merge-props";
import { cartDom } from "./cart.dom";
import type { CartMachine } from "./cart.machine";
import { optimisticItemCount } from "./cart.selectors";
import type { CartEvent, CartTriggerApi, CartTriggerConnectOptions, CartTriggerProps } from "./cart.types";

/** What a cart button's props are made of. */
export interface CartTriggerState {
  /** The button's DOM id. */
  readonly id: string;
  /** The mini cart dialog's DOM id. */
  readonly dialogId: string;
  /** Units in the cart (optimistic). */
  readonly itemCount: number;
  /** Whether the mini cart is open. */
  readonly isMiniCartOpen: boolean;
  /** The label's words. */
  readonly messages: NonNullable<CartTriggerConnectOptions["messages"]>;
  /** Opens the mini cart. */
  readonly open: () => void;
}

/**
 * The props of a button that opens the mini cart: its label with the live count, and the
 * dialog it controls. `connectCart` and `connectCartTrigger` both give these.
 *
 * @example
 * ```ts
 * const messages = { cartButtonLabel: "Bag, {count} items", cartButtonLabelOne: "Bag, 1 item" };
 * const open = () => actor.send({ type: "miniCart.open" });
 * const props = cartTriggerProps({ id: "bag", dialogId: "cart-dialog", itemCount: 1, isMiniCartOpen: false, messages, open });
 * props["aria-label"]; // "Bag, 1 item"
 * ```
 */
export function cartTriggerProps(state: CartTriggerState): CartTriggerProps {
  const { itemCount, messages } = state;
  return {
    id: state.id,
    type: "button",
    "aria-label": formatMessage(itemCount === 1 ? messages.cartButtonLabelOne : messages.cartButtonLabel, {
      count: itemCount,
    }),
    "aria-haspopup": "dialog",
    "aria-expanded": state.isMiniCartOpen,
    "aria-controls": state.dialogId,
    onClick: state.open,
  };
}

/**
 * Turns a cart snapshot into a cart button's API: the optimistic count, whether the mini cart is
 * open, and the button's props (merged with yours), whose `aria-controls` names the page's one
 * mini cart. A page whose mini cart loads later renders its bag icon with this alone.
 *
 * @example
 * ```ts
 * const api = connectCartTrigger(actor.getSnapshot(), actor.send, { id: "cart", triggerId: "header-bag" });
 * Object.assign(button, { id: api.getTriggerProps().id, onclick: api.openMiniCart });
 * badge.textContent = String(api.itemCount);
 * ```
 */
export function connectCartTrigger(
  snapshot: SnapshotFrom<CartMachine>,
  send: (event: CartEvent) => void,
  options: CartTriggerConnectOptions = {},
): CartTriggerApi {
  const dom = cartDom(options.id ?? "cart");
  const { context } = snapshot;
  const open = () => send({ type: "miniCart.open" });
  const state: CartTriggerState = {
    id: options.triggerId ?? dom.trigger(),
    dialogId: dom.dialog(),
    itemCount: optimisticItemCount(context.confirmed, context.queue),
    isMiniCartOpen: context.isMiniCartOpen,
    messages: options.messages ?? defaultMessages,
    open,
  };
  return {
    itemCount: state.itemCount,
    isMiniCartOpen: state.isMiniCartOpen,
    openMiniCart: open,
    getTriggerProps: (props) => mergeProps(cartTriggerProps(state), props),
  };
}
