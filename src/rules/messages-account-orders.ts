// Account-area strings, orders part (account-area spec). Assembled in messages-account.ts.

/** Orders and order detail (account-area §2 Orders). */
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
  /** Order detail label (solekit wording). */
  orderStatus: "Status",
  /** Order card and detail label (solekit wording). */
  orderDate: "Order date",
  /** Order card and detail label (solekit wording). */
  orderTotal: "Total",
  /** Order card and detail label (solekit wording). */
  trackingNumber: "Tracking number",
  /** Order detail heading (solekit wording). */
  shippingAddress: "Shipping address",
  /** Order detail heading (solekit wording). */
  orderItems: "Items",
  /** Order line label (solekit wording). */
  quantity: "Quantity",
  /** Order line label (solekit wording). */
  price: "Price",
  /** Order detail of an id no order has (solekit wording). */
  orderNotFound: "We couldn't find that order. It may belong to another account.",
  /** Order line label: the child the pair is assigned to (solekit wording). */
  assignedTo: "Assigned to",
  /** Order line not assigned to any child (solekit wording). */
  notAssigned: "Not assigned",
  /** Order detail heading of the rewards the order earned or spent (solekit wording). */
  orderRewards: "Rewards",
  /** Order rewards column (solekit wording). */
  rewardAmountColumn: "Amount",
  /** Order rewards column (solekit wording). */
  rewardDateColumn: "Date",
  /** An order's reward that it earned (solekit wording). */
  rewardEarned: "Earned",
  /** An order's reward that it spent (solekit wording). */
  rewardRedeemed: "Redeemed",
  /** Link from an unknown order back to the list (solekit wording). */
  seeAllOrders: "See all your orders",
  /** Hidden text after a tracking link, which opens the carrier's page in a new tab (solekit wording). */
  opensInNewTab: "(opens in a new tab)",
  /** Hidden text before a struck-through original price (solekit wording). */
  wasPrice: "Was",
  /** Try again button after a failed read of orders (solekit wording). */
  ordersTryAgain: "Try again",
  /** Order of the e-commerce platform the loyalty service has not recorded yet (solekit wording). */
  orderBeingProcessed: "This order is still being processed; its details appear once it has been recorded.",
} as const;
