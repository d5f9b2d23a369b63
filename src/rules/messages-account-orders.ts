// Account-area strings, orders part (account-area spec). Assembled in messages-account.ts.

/** The orders list and its cards, also the dashboard's recent orders (account-area §2 Orders). */
export const accountOrdersMessages = {
  /** Orders toggle. */
  completedOrders: "Completed orders",
  /** Orders toggle. */
  pendingOrders: "Pending orders",
  /** Order card button. */
  viewOrder: "View order",
  /** Empty orders list; `{type}` is completed or pending. */
  noOrders: "No {type} orders.",
  /** The Completed / Pending toggle's group name (solekit wording). */
  orderTypes: "Order type",
  /** Orders pager's landmark name (solekit wording). */
  ordersPages: "Orders pages",
  /** Order card and detail heading; `{number}` is the order's name, e.g. #10400 (solekit wording). */
  orderHeading: "Order {number}",
  /** Order card and detail label (solekit wording). */
  orderDate: "Order date",
  /** Order card and detail label (solekit wording). */
  orderTotal: "Total",
  /** Order card and detail label (solekit wording). */
  trackingNumber: "Tracking number",
  /** Hidden text after a tracking link, which opens the carrier's page in a new tab (solekit wording). */
  opensInNewTab: "(opens in a new tab)",
  /** Try again button after a failed read of orders (solekit wording). */
  ordersTryAgain: "Try again",
} as const;
