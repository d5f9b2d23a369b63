// Account-area strings, order-detail part (account-area spec). Assembled in messages-account.ts.

/** The order detail page: status, address, items, the child each is assigned to, rewards (account-area §2 Order detail). */
export const accountOrderDetailMessages = {
  /** Order detail label (solekit wording). */
  orderStatus: "Status",
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
  /** Hidden text before a struck-through original price (solekit wording). */
  wasPrice: "Was",
  /** Order of the e-commerce platform the loyalty service has not recorded yet (solekit wording). */
  orderBeingProcessed: "This order is still being processed; its details appear once it has been recorded.",
} as const;
