import { DASHBOARD_ORDERS_COUNT, ORDER_GALLERY_IMAGES } from "./constants";
import { toEpochMs } from "./dates";
import { type AccountOrdersMessageCatalogue, accountOrdersMessages, formatMessage } from "./messages";

/** Colours of order status badges. */
export type OrderBadgeColour = "yellow" | "green" | "red";

/** Badge colour by order status (account-area §4). */
export const ORDER_STATUS_COLOURS: Readonly<Record<string, OrderBadgeColour>> = {
  transit: "yellow",
  delayed: "yellow",
  delivered: "yellow",
  pending: "yellow",
  fulfilled: "green",
  refunded: "red",
  partially_refunded: "red",
  cancelled: "red",
};

/**
 * The badge colour of a status. Unknown statuses are yellow, like pending, since an order the
 * site cannot classify is not known to be done.
 *
 * @example
 * ```ts
 * orderBadgeColour("partially_refunded"); // "red"
 * orderBadgeColour("Fulfilled"); // "green"
 * ```
 */
export function orderBadgeColour(status: string | null | undefined): OrderBadgeColour {
  const key = (status ?? "").trim().toLowerCase();
  return Object.hasOwn(ORDER_STATUS_COLOURS, key) ? (ORDER_STATUS_COLOURS[key] ?? "yellow") : "yellow";
}

/** An order of the account area, as far as these rules read it. */
export interface AccountOrder {
  /** Order id. */
  readonly id: string | number;
  /** Order name, e.g. "#1001". */
  readonly name?: string | null;
  /** Order number matched against platform transactions. */
  readonly order_number?: string | null;
  /** Creation time (ISO). */
  readonly created_at: string;
  /** Total in dollars. */
  readonly total: number;
  /** Status, e.g. `fulfilled`. */
  readonly status?: string | null;
  /** Whether the order came only from the e-commerce platform. */
  readonly isShopifyOrder?: boolean;
}

/**
 * Whether an order shows as fulfilled (Completed orders): only when it is not a platform order
 * and its status is fulfilled or complete; every other order is pending.
 *
 * @example
 * ```ts
 * isOrderFulfilled({ status: "complete" }); // true
 * isOrderFulfilled({ status: "fulfilled", isShopifyOrder: true }); // false
 * ```
 */
export function isOrderFulfilled(order: Pick<AccountOrder, "status" | "isShopifyOrder">): boolean {
  const status = (order.status ?? "").toLowerCase();
  return !order.isShopifyOrder && (status === "fulfilled" || status === "complete");
}

/** Orders under the Completed orders / Pending orders toggle. */
export interface OrdersByToggle<O> {
  /** Fulfilled orders. */
  readonly completed: O[];
  /** Every other order. */
  readonly pending: O[];
}

/**
 * Splits orders into the Completed and Pending toggles.
 *
 * @example
 * ```ts
 * splitOrders([{ id: 1, created_at: "", total: 0, status: "complete" }]).completed.length; // 1
 * ```
 */
export function splitOrders<O extends AccountOrder>(orders: readonly O[]): OrdersByToggle<O> {
  return {
    completed: orders.filter(isOrderFulfilled),
    pending: orders.filter((order) => !isOrderFulfilled(order)),
  };
}

/** An e-commerce platform transaction (account-area §3). */
export interface PlatformTransaction {
  /** Order name, matched against a store order's `order_number`. */
  readonly name: string;
  /** Total in cents. */
  readonly total_price: number | string;
  /** Line items, with images. */
  readonly line_items?: readonly {
    /** Image URL. */
    readonly image?: string | null;
  }[];
  /** Creation time (ISO). */
  readonly created_at: string;
}

/**
 * An order after merging: a store order (with its matching transaction) or a platform-only order.
 * `T` is the transaction type the caller passed in, kept whole.
 */
export type MergedOrder<O extends AccountOrder, T extends PlatformTransaction = PlatformTransaction> =
  | (O & {
      /** The matching platform transaction, if any. */
      readonly platformTransaction?: T;
    })
  | (AccountOrder & {
      /** Always true: the order exists only on the platform. */
      readonly isShopifyOrder: true;
      /** The transaction it came from. */
      readonly platformTransaction: T;
      /** Line-item images. */
      readonly images: readonly string[];
    });

/**
 * Merges store orders with platform transactions: a transaction whose `name` equals an order's
 * `order_number` joins that order; any other becomes a platform order (total cents ÷ 100, status
 * pending). The result is newest first.
 *
 * @example
 * ```ts
 * mergeOrders([], [{ name: "#1001", total_price: 12995, created_at: "2024-01-01" }])[0]?.total; // 129.95
 * ```
 */
export function mergeOrders<O extends AccountOrder, T extends PlatformTransaction = PlatformTransaction>(
  orders: readonly O[],
  transactions: readonly T[],
): MergedOrder<O, T>[] {
  const byNumber = new Map(transactions.map((transaction) => [transaction.name, transaction]));
  const merged: MergedOrder<O, T>[] = orders.map((order) => {
    const transaction = order.order_number ? byNumber.get(order.order_number) : undefined;
    return transaction ? { ...order, platformTransaction: transaction } : order;
  });
  const used = new Set(orders.map((order) => order.order_number).filter(Boolean));
  for (const transaction of transactions) {
    if (used.has(transaction.name)) continue;
    merged.push({
      id: transaction.name,
      name: transaction.name,
      order_number: transaction.name,
      created_at: transaction.created_at,
      total: Number(transaction.total_price) / 100,
      status: "pending",
      isShopifyOrder: true,
      platformTransaction: transaction,
      images: (transaction.line_items ?? []).flatMap((item) => (item.image ? [item.image] : [])),
    });
  }
  return merged.sort((a, b) => (toEpochMs(b.created_at) || 0) - (toEpochMs(a.created_at) || 0));
}

/** Anything with a creation time. */
export interface Dated {
  /** Creation time (ISO). */
  readonly created_at: string;
}

/**
 * The dashboard's most recent orders (2).
 *
 * @example
 * ```ts
 * recentOrders([{ created_at: "2024-01-01" }, { created_at: "2024-03-01" }, { created_at: "2024-02-01" }])
 *   .map((order) => order.created_at); // ["2024-03-01", "2024-02-01"]
 * ```
 */
export function recentOrders<O extends Dated>(
  orders: readonly O[],
  count: number = DASHBOARD_ORDERS_COUNT,
): O[] {
  return [...orders]
    .sort((a, b) => (toEpochMs(b.created_at) || 0) - (toEpochMs(a.created_at) || 0))
    .slice(0, count);
}

/**
 * The order card's gallery: the first 2 images.
 *
 * @example
 * ```ts
 * orderGallery(["a.jpg", "b.jpg", "c.jpg"]); // ["a.jpg", "b.jpg"]
 * ```
 */
export function orderGallery(images: readonly string[], count: number = ORDER_GALLERY_IMAGES): string[] {
  return images.slice(0, count);
}

/**
 * The empty text of an orders list: 'No completed orders.' or 'No pending orders.'.
 *
 * @example
 * ```ts
 * noOrdersText("pending"); // "No pending orders."
 * ```
 */
export function noOrdersText(
  type: "completed" | "pending",
  catalogue: AccountOrdersMessageCatalogue = accountOrdersMessages,
): string {
  return formatMessage(catalogue.noOrders, { type });
}

/**
 * A status as a label: the order's own fulfilment label when it has one, otherwise the status
 * with underscores as spaces and a capital first letter.
 *
 * @example
 * ```ts
 * orderStatusLabel({ status: "partially_refunded" }); // "Partially refunded"
 * ```
 */
export function orderStatusLabel(order: {
  readonly status?: string | null;
  readonly fulfillment_status_label?: string | null;
}): string {
  if (order.fulfillment_status_label) return order.fulfillment_status_label;
  const text = (order.status ?? "").replace(/_/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
