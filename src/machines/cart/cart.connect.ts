import type { SnapshotFrom } from "xstate";
import { QUANTITY_MAX_DEFAULT } from "../../rules/constants";
import { cartMessages as defaultMessages, formatMessage } from "../../rules/messages";
import { clampQuantity } from "../../rules/quantity";
import { DEFAULT_SIZE_UNIT } from "../../rules/sizes";
import type { SliceStatus } from "../shared/connect";
import { dialogRef, trapTab } from "../shared/dialog";
import { focusById } from "../shared/dom-ids";
import type { KeyboardEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { cartDom } from "./cart.dom";
import { cartFailureMessage } from "./cart.failure-message";
import type { CartMachine } from "./cart.machine";
import { optimisticLines } from "./cart.selectors";
import type {
  CartApi,
  CartButtonProps,
  CartConnectOptions,
  CartEvent,
  CartLine,
  CartQuantityInputProps,
  MiniCartProps,
} from "./cart.types";
import { cartTriggerProps } from "./cart-trigger.connect";

function statusOf(snapshot: SnapshotFrom<CartMachine>): SliceStatus {
  if (snapshot.matches("loading")) return "loading";
  return snapshot.context.error ? "error" : "success";
}

/**
 * Turns a cart snapshot into the cart's public API: the optimistic lines, count and subtotal,
 * named actions, and the mini cart's prop getters (a modal dialog: focus moves in, Tab stays
 * inside, Escape and the close button close it and focus returns to the opener), each merged
 * with the caller's props.
 *
 * @example
 * ```ts
 * const api = connectCart(actor.getSnapshot(), actor.send, { id: "cart" });
 * badge.textContent = String(api.itemCount);
 * ```
 */
export function connectCart(
  snapshot: SnapshotFrom<CartMachine>,
  send: (event: CartEvent) => void,
  options: CartConnectOptions = {},
): CartApi {
  const { messages = defaultMessages, quantityLimit = QUANTITY_MAX_DEFAULT } = options;
  const dom = cartDom(options.id ?? "cart");
  const { context } = snapshot;
  const unit = options.sizeUnit ?? DEFAULT_SIZE_UNIT;
  const lines = optimisticLines(context.confirmed, context.queue, { unit, messages });
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const status = statusOf(snapshot);
  const error = status === "error" ? context.error : null;
  const change = (key: string, quantity: number) =>
    send({ type: "cart.change", key, quantity: quantity <= 0 ? 0 : clampQuantity(quantity, quantityLimit) });
  const close = () => send({ type: "miniCart.close" });
  const named = (template: string, line: CartLine) => formatMessage(template, { title: line.title });

  return {
    status,
    error,
    errorMessage: error ? cartFailureMessage(error, messages.cartUpdateFailed) : null,
    lines,
    itemCount,
    subtotal: lines.reduce((sum, line) => sum + line.linePrice, 0),
    currency: context.confirmed?.currency,
    isEmpty: lines.length === 0,
    isLoaded: context.confirmed !== null,
    isUpdating: context.queue.length > 0 || snapshot.matches("loading") || snapshot.matches("refreshing"),
    isMiniCartOpen: context.isMiniCartOpen,
    confirmedCart: context.confirmed,
    add: (items, { silent = false } = {}) => send({ type: "cart.add", items, silent }),
    update: (quantities) => send({ type: "cart.update", updates: quantities }),
    change,
    remove: (key) => send({ type: "cart.change", key, quantity: 0 }),
    clear: () => send({ type: "cart.clear" }),
    refresh: () => send({ type: "cart.refresh" }),
    openMiniCart: () => send({ type: "miniCart.open" }),
    closeMiniCart: close,
    getTriggerProps: (props) =>
      mergeProps(
        cartTriggerProps({
          id: options.triggerId ?? dom.trigger(),
          dialogId: dom.dialog(),
          itemCount,
          isMiniCartOpen: context.isMiniCartOpen,
          messages,
          open: () => send({ type: "miniCart.open" }),
        }),
        props,
      ),
    getMiniCartProps(props) {
      const own: MiniCartProps = {
        id: dom.dialog(),
        role: "dialog",
        "aria-modal": true,
        "aria-labelledby": dom.title(),
        tabIndex: -1,
        ref: dialogRef(dom.dialog(), dom.close()),
        onKeyDown(event: KeyboardEventLike) {
          if (event.key === "Escape") {
            event.preventDefault();
            close();
          } else if (event.key === "Tab") {
            trapTab(event);
          }
        },
      };
      return mergeProps(own, props);
    },
    getMiniCartTitleProps: (props) => mergeProps({ id: dom.title() }, props),
    getCloseButtonProps(props) {
      const own: CartButtonProps = {
        id: dom.close(),
        type: "button",
        "aria-label": messages.miniCartClose,
        onClick: close,
      };
      return mergeProps(own, props);
    },
    getQuantityInputProps(line, props) {
      const own: CartQuantityInputProps = {
        id: dom.quantity(line.key),
        type: "number",
        inputMode: "numeric",
        min: 1,
        max: quantityLimit,
        value: line.quantity,
        "aria-label": named(messages.cartQuantityLabel, line),
        onChange(event) {
          const typed = Number.parseInt(event.target.value, 10);
          // A cleared field is the shopper mid-edit, not a removal.
          if (Number.isNaN(typed)) return;
          const next = clampQuantity(typed, quantityLimit);
          if (next !== line.quantity) change(line.key, next);
        },
      };
      return mergeProps(own, props);
    },
    getIncrementProps(line, props) {
      const own: CartButtonProps = {
        type: "button",
        "aria-label": named(messages.cartIncrease, line),
        disabled: line.quantity >= quantityLimit,
        onClick: () => send({ type: "cart.step", key: line.key, delta: 1, max: quantityLimit }),
      };
      return mergeProps(own, props);
    },
    getDecrementProps(line, props) {
      const own: CartButtonProps = {
        type: "button",
        "aria-label": named(messages.cartDecrease, line),
        disabled: line.quantity <= 1,
        onClick: () => send({ type: "cart.step", key: line.key, delta: -1, max: quantityLimit }),
      };
      return mergeProps(own, props);
    },
    getRemoveButtonProps(line, props) {
      const own: CartButtonProps = {
        type: "button",
        "aria-label": named(messages.cartRemove, line),
        onClick(event) {
          send({ type: "cart.change", key: line.key, quantity: 0 });
          // The button goes with its line: keep focus in the mini cart, so Escape still works.
          if (context.isMiniCartOpen) focusById(event?.currentTarget, dom.dialog());
        },
      };
      return mergeProps(own, props);
    },
  };
}
