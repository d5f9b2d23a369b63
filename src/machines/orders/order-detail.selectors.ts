// Derived data of an order's detail (account-area §2 Order detail): address, lines with the child
// each pair is assigned to, and the rewards history.
import type { LoyaltyOrder, LoyaltyPlatformTransaction, Wishlist } from "../../clients/loyalty";
import { formatDate } from "../../rules/dates";
import { accountOrderDetailMessages, accountOrdersMessages } from "../../rules/messages";
import { formatMoney } from "../../rules/money";
import {
  accountOrders,
  combineOrderQueries,
  formatDollars,
  isPlatformOnlyOrder,
  orderCard,
  orderRouteId,
} from "./orders.selectors";
import type {
  AccountOrderEntry,
  AssignedChildren,
  OrderDetailCatalogue,
  OrderDetailData,
  OrderLine,
  OrderRewardEntry,
  OrdersQueryState,
} from "./orders.types";

/** What the order detail reads unless a host passes its own catalogue. */
export const orderDetailMessages: OrderDetailCatalogue = {
  ...accountOrdersMessages,
  ...accountOrderDetailMessages,
};

/**
 * Which child each purchased variant was assigned to, from the children's wardrobes (lists with
 * handle `assigned` owned by a child): SKU → the child's first name.
 *
 * @example
 * ```ts
 * assignedChildren(await loyalty.getLists({ handle: "assigned" })).get("KF-1-10E"); // "Mia"
 * ```
 */
export function assignedChildren(wardrobes: readonly Wishlist[]): Map<string, string> {
  const children = new Map<string, string>();
  for (const list of wardrobes) {
    const child = list.profile?.first_name;
    if (list.handle !== "assigned" || !child) continue;
    for (const item of list.items) {
      if (!children.has(item.product_variant_sku)) children.set(item.product_variant_sku, child);
    }
  }
  return children;
}

function addressLines(order: LoyaltyOrder): string[] | null {
  const address = order.shipping_address;
  if (!address) return null;
  const name = [address.first_name, address.last_name].filter(Boolean).join(" ");
  return [
    name,
    address.address1,
    address.address2 ?? "",
    [address.city, address.state, address.postal_code].filter(Boolean).join(" "),
    address.country,
  ].filter((line) => line.trim() !== "");
}

function storeLines(order: LoyaltyOrder, children: AssignedChildren): OrderLine[] {
  return order.items.map((item) => ({
    id: String(item.id),
    title: item.title,
    brand: item.brand,
    variantTitle: item.variant_title,
    quantity: item.quantity,
    price: formatDollars(item.price_sell),
    originalPrice: item.price_original > item.price_sell ? formatDollars(item.price_original) : null,
    lineTotal: formatDollars(item.final_line_price),
    image: item.product_images[0]
      ? { src: item.product_images[0].src, alt: item.product_images[0].alt || item.title }
      : null,
    child: (item.sku && children.get(item.sku)) || null,
  }));
}

function platformLines(transaction: LoyaltyPlatformTransaction, children: AssignedChildren): OrderLine[] {
  return transaction.line_items.map((line, index) => {
    const cents = Number(line.price) || 0;
    return {
      id: String(line.id ?? index),
      title: line.title,
      brand: null,
      variantTitle: line.variant_title,
      quantity: line.quantity,
      price: formatMoney(cents),
      originalPrice: null,
      lineTotal: formatMoney(cents * line.quantity),
      image: line.image ? { src: line.image, alt: line.title } : null,
      child: (line.sku && children.get(line.sku)) || null,
    };
  });
}

function orderRewards(order: LoyaltyOrder, catalogue: OrderDetailCatalogue): OrderRewardEntry[] {
  return order.rewards.map((reward) => ({
    id: String(reward.id),
    name: reward.name,
    movement: reward.type === "issued" ? catalogue.rewardEarned : catalogue.rewardRedeemed,
    earned: reward.type === "issued",
    amount: formatDollars(reward.amount),
    date: formatDate(reward.created_at, { style: "long" }),
    dateTime: reward.created_at,
  }));
}

/**
 * What an order's detail shows: the card's data, the shipping address and the product lines with
 * quantity, price, thumbnail and the child each pair is assigned to (from `assignedChildren`). A
 * platform-only order has its transaction's lines and no address.
 *
 * @example
 * ```ts
 * orderDetail(entry, assignedChildren(wardrobes)).items[0]?.child; // "Mia"
 * ```
 */
export function orderDetail(
  order: AccountOrderEntry,
  children: AssignedChildren = new Map(),
  catalogue: OrderDetailCatalogue = orderDetailMessages,
): OrderDetailData {
  return {
    ...orderCard(order, catalogue),
    shippingAddress: isPlatformOnlyOrder(order) ? null : addressLines(order),
    rewards: isPlatformOnlyOrder(order) ? [] : orderRewards(order, catalogue),
    items: isPlatformOnlyOrder(order)
      ? platformLines(order.platformTransaction, children)
      : storeLines(order, children),
  };
}

/**
 * The entry an order URL's id names: a store order (fetched on its own, `Orders` key + id) with
 * its platform transaction, or a platform-only order from the transactions; `null` when neither.
 *
 * @example
 * ```ts
 * findOrder("shopify-10403", null, transactions); // the platform-only order #10403
 * ```
 */
export function findOrder(
  id: string,
  storeOrder: LoyaltyOrder | null,
  transactions: readonly LoyaltyPlatformTransaction[],
): AccountOrderEntry | null {
  if (storeOrder)
    return accountOrders([storeOrder], transactions).find((o) => !isPlatformOnlyOrder(o)) ?? null;
  return accountOrders([], transactions).find((order) => orderRouteId(order) === id) ?? null;
}

/** An order detail's three queries, as their states. */
export interface OrderDetailQueries {
  /** The store order: `null` when none has the id. */
  readonly order: OrdersQueryState<LoyaltyOrder | null>;
  /**
   * The platform transactions, matched to the store order by its number (or making a platform-only order);
   * the detail waits for them.
   */
  readonly transactions: OrdersQueryState<readonly LoyaltyPlatformTransaction[]>;
  /** The children's wardrobes: a failure only leaves the child names out. */
  readonly wardrobes: OrdersQueryState<readonly Wishlist[]>;
}

/**
 * An order detail's state from its three queries: the store order (`null` when none has the id),
 * the platform transactions and the children's wardrobes. The detail waits for all three; a
 * wardrobe failure only leaves the child names out. `data` is `null` when no order has the id.
 *
 * @example
 * ```ts
 * const state = orderDetailState("200001", { order, transactions, wardrobes });
 * ```
 */
export function orderDetailState(
  id: string,
  { order, transactions, wardrobes }: OrderDetailQueries,
  catalogue: OrderDetailCatalogue = orderDetailMessages,
): OrdersQueryState<OrderDetailData | null> {
  const combined = combineOrderQueries(
    { ...order, data: order.data === undefined ? undefined : [] },
    transactions,
  );
  const waiting = wardrobes.status === "loading" || wardrobes.status === "idle";
  if (combined.status !== "success" || !transactions.data || order.data === undefined || waiting) {
    return {
      ...combined,
      status: combined.status === "success" ? "loading" : combined.status,
      data: undefined,
    };
  }
  const found = findOrder(id, order.data, transactions.data);
  return {
    ...combined,
    data: found && orderDetail(found, assignedChildren(wardrobes.data ?? []), catalogue),
  };
}
