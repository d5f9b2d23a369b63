// The back-in-stock success message's props, in one place: the product form renders the message
// (it outlives the email box), the back-in-stock form renders it when used alone, and the focus
// controller (`followBackInStockFocus`) finds it by this id.
import type { DomIds } from "./dom-ids";
import { type MergedProps, mergeProps } from "./merge-props";

/** Our props of the back-in-stock success message: a status, focusable by script. */
export interface SubscribedMessageProps {
  /** DOM id: `{base}-subscribed`, where focus goes once a subscription lands. */
  id: string;
  /** Read out when it appears. */
  role: "status";
  /** Focusable by script only. */
  tabIndex: -1;
}

/**
 * The success message's DOM id under a form's base id.
 *
 * @example
 * ```ts
 * subscribedMessageId(domIds("pdp")); // "pdp-subscribed"
 * ```
 */
export const subscribedMessageId = (ids: DomIds): string => ids("subscribed");

/**
 * The success message's props, merged with the host's.
 *
 * @example
 * ```ts
 * subscribedMessageProps(domIds("pdp"), { className: "form-success" }).id; // "pdp-subscribed"
 * ```
 */
export function subscribedMessageProps<T extends object>(
  ids: DomIds,
  props?: T,
): MergedProps<SubscribedMessageProps, T> {
  return mergeProps({ id: subscribedMessageId(ids), role: "status" as const, tabIndex: -1 as const }, props);
}
