// Derived data of the orders list (account-area §2 Orders; §3; §4 Order badges): plain functions
// over the queries' data, so a Vue or vanilla host builds the same cards.
import type { LoyaltyOrder, LoyaltyPlatformTransaction } from "../../clients/loyalty";
import { ORDERS_PAGE_SIZE } from "../../rules/constants";
import { formatDate } from "../../rules/dates";
import { accountAreaMessages, accountOrdersMessages, formatMessage } from "../../rules/messages";
import { formatMoney } from "../../rules/money";
import {
  isOrderFulfilled,
  mergeOrders,
  orderBadgeColour,
  orderGallery,
  orderStatusLabel,
  recentOrders,
} from "../../rules/orders";
import { paginate } from "../../rules/pagination";
import { PLATFORM_ORDER_ID_PREFIX } from "./orders.queries";
import type {
  AccountOrderEntry,
  OrderBadge,
  OrderCardData,
  OrderImage,
  OrdersCatalogue,
  OrdersPageCatalogue,
  OrdersPageData,
  OrdersQueryState,
  OrdersType,
  OrderTracking,
} from "./orders.types";

/** What a page of the orders list reads unless a host passes its own catalogue. */
export const ordersPageMessages: OrdersPageCatalogue = {
  ...accountOrdersMessages,
  pageOf: accountAreaMessages.pageOf,
};

/**
 * Dollars as AUD text, rounded to the cent.
 *
 * @example
 * ```ts
 * formatDollars(129.95); // "$129.95"
 * ```
 */
export const formatDollars = (dollars: number): string => formatMoney(Math.round(dollars * 100));

/**
 * Whether an entry exists only on the platform (a transaction no store order matched).
 *
 * @example
 * ```ts
 * const entries: AccountOrderEntry[] = mergeOrders([], transactions);
 * entries.every(isPlatformOnlyOrder); // true
 * ```
 */
export function isPlatformOnlyOrder(
  order: AccountOrderEntry,
): order is Extract<AccountOrderEntry, { readonly images: readonly string[] }> {
  return "images" in order && !("items" in order);
}

/**
 * The id an order has in the URL: a store order's numeric id, or `shopify-` and the number of a
 * platform-only order (its name without `#`).
 *
 * @example
 * ```ts
 * orderRouteId(platformOnly); // "shopify-10403"
 * ```
 */
export function orderRouteId(order: AccountOrderEntry): string {
  return isPlatformOnlyOrder(order)
    ? `${PLATFORM_ORDER_ID_PREFIX}${String(order.name ?? order.id).replace(/^#/, "")}`
    : String(order.id);
}

/**
 * Store orders merged with the platform's transactions by the spec's rule (a transaction whose
 * name equals an order's number joins it; any other is added as a platform order, cents ÷ 100),
 * newest first.
 *
 * @example
 * ```ts
 * const entries = accountOrders(orders, transactions);
 * ```
 */
export function accountOrders(
  orders: readonly LoyaltyOrder[],
  transactions: readonly LoyaltyPlatformTransaction[],
): AccountOrderEntry[] {
  return mergeOrders(orders, transactions);
}

/**
 * The badge of an order (account-area §4): fulfilled (green) only for a store order whose status
 * is fulfilled or complete; a platform order is pending whatever it says; every other status keeps
 * its own label and colour (transit, delayed, delivered, pending yellow; refunds and cancellations red).
 *
 * @example
 * ```ts
 * orderBadge({ status: "partially_refunded" });
 * // { label: "Partially refunded", tone: "red" }
 * ```
 */
export function orderBadge(order: {
  readonly status?: string | null;
  readonly fulfillment_status_label?: string | null;
  readonly isShopifyOrder?: boolean;
}): OrderBadge {
  const status = (order.status ?? "").trim().toLowerCase();
  if (isOrderFulfilled(order)) return { label: orderStatusLabel(order), tone: "green" };
  if (status === "fulfilled" || status === "complete" || status === "") {
    return { label: orderStatusLabel({ status: "pending" }), tone: "yellow" };
  }
  return { label: orderStatusLabel(order), tone: orderBadgeColour(status) };
}

function platformImages(transaction: LoyaltyPlatformTransaction | undefined): OrderImage[] {
  return (transaction?.line_items ?? []).flatMap((line) =>
    line.image ? [{ src: line.image, alt: line.title }] : [],
  );
}

function storeImages(order: LoyaltyOrder): OrderImage[] {
  return order.items.flatMap((item) =>
    item.product_images.map((image) => ({ src: image.src, alt: image.alt || item.title })),
  );
}

// Browsers drop tabs and newlines and read `\` as `/`; a URL carrying any is refused outright.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const SUSPICIOUS_URL = /[\x00-\x1f\x7f\\]/;

/**
 * A carrier's tracking page as the service sent it, if it is safe to link to: an absolute
 * `https:` URL without credentials. Anything else (`javascript:`, `http:`, relative) is `null`,
 * and the card shows the tracking number as text.
 *
 * @example
 * ```ts
 * trackingUrl("https://auspost.com.au/mypost/track/details/AP1AU"); // the same URL
 * trackingUrl("javascript:alert(1)"); // null
 * ```
 */
export function trackingUrl(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text || SUSPICIOUS_URL.test(text)) return null;
  try {
    const parsed = new URL(text);
    return parsed.protocol === "https:" && !parsed.username && !parsed.password ? parsed.href : null;
  } catch {
    return null;
  }
}

function tracking(order: AccountOrderEntry): OrderTracking | null {
  if (isPlatformOnlyOrder(order)) return null;
  for (const item of order.items) {
    const parcel = item.fulfillment[0];
    if (parcel) return { number: parcel.tracking_number, url: trackingUrl(parcel.tracking_url) };
  }
  return null;
}

/**
 * What an order card shows: number, badge, date, total (AUD), tracking and the 2-image gallery.
 *
 * @example
 * ```ts
 * orderCard(entry).badge; // { label: "Fulfilled", tone: "green" }
 * ```
 */
export function orderCard(
  order: AccountOrderEntry,
  catalogue: OrdersCatalogue = accountOrdersMessages,
): OrderCardData {
  const number = order.name ?? order.order_number ?? String(order.id);
  const all = isPlatformOnlyOrder(order)
    ? platformImages(order.platformTransaction)
    : storeImages(order).concat(platformImages(order.platformTransaction));
  // A merged transaction shows the same products as its order: each image once.
  const images = all.filter((image, index) => all.findIndex((other) => other.src === image.src) === index);
  return {
    id: orderRouteId(order),
    number,
    heading: formatMessage(catalogue.orderHeading, { number }),
    badge: orderBadge(order),
    date: formatDate(order.created_at, { style: "long" }),
    dateTime: order.created_at,
    total: formatDollars(order.total),
    tracking: tracking(order),
    images: orderGallery(images.map((image) => image.src)).map(
      (src) => images.find((image) => image.src === src) ?? { src, alt: "" },
    ),
    isShopifyOrder: isPlatformOnlyOrder(order) || order.isShopifyOrder === true,
  };
}

/** Which orders page to show: the Completed / Pending toggle and the page number (from 1). */
export interface OrdersPageRequest {
  /**
   * Which toggle is on: `completed` (fulfilled or complete) or `pending` (every other order, and every
   * platform-only one).
   */
  readonly type: OrdersType;
  /** The page number, from 1 (20 orders a page). */
  readonly page: number;
}

/**
 * One page (20 a page) of the orders under a toggle, as cards, with the pager's state and the
 * empty text.
 *
 * @example
 * ```ts
 * // storeOrders, transactions: what ordersQuery and platformTransactionsQuery read
 * const { orders, pageText } = ordersPage(accountOrders(storeOrders, transactions), { type: "completed", page: 2 });
 * ```
 */
export function ordersPage(
  entries: readonly AccountOrderEntry[],
  { type, page }: OrdersPageRequest,
  catalogue: OrdersPageCatalogue = ordersPageMessages,
): OrdersPageData {
  const shown = entries.filter((order) => isOrderFulfilled(order) === (type === "completed"));
  const paged = paginate(shown, page, ORDERS_PAGE_SIZE);
  return {
    orders: paged.items.map((order) => orderCard(order, catalogue)),
    page: paged.page,
    pageCount: paged.pageCount,
    hasPrevious: paged.hasPrevious,
    hasNext: paged.hasNext,
    pageText: formatMessage(catalogue.pageOf, { page: paged.page, pages: paged.pageCount }),
    total: shown.length,
    emptyText: formatMessage(catalogue.noOrders, { type }),
  };
}

/**
 * The dashboard's 2 most recent orders, as cards.
 *
 * @example
 * ```ts
 * recentOrderCards(accountOrders(orders, transactions)).length; // 2
 * ```
 */
export function recentOrderCards(
  entries: readonly AccountOrderEntry[],
  catalogue: OrdersCatalogue = accountOrdersMessages,
): OrderCardData[] {
  return recentOrders(entries).map((order) => orderCard(order, catalogue));
}

/**
 * The orders screens' state from their two queries (store orders, platform transactions): an
 * error when either failed, loading while either loads, the merged entries once both answered.
 *
 * @example
 * ```ts
 * const state = combineOrderQueries(ordersState, transactionsState);
 * if (state.status === "success" && state.data) ordersPage(state.data, { type: "pending", page: 1 });
 * ```
 */
export function combineOrderQueries(
  orders: OrdersQueryState<readonly LoyaltyOrder[]>,
  transactions: OrdersQueryState<readonly LoyaltyPlatformTransaction[]>,
): OrdersQueryState<AccountOrderEntry[]> {
  const failed = orders.status === "error" ? orders : transactions.status === "error" ? transactions : null;
  const data = orders.data && transactions.data ? accountOrders(orders.data, transactions.data) : undefined;
  return {
    status: failed
      ? "error"
      : data
        ? "success"
        : orders.status === "loading" || transactions.status === "loading"
          ? "loading"
          : "idle",
    error: failed?.error ?? null,
    errorMessage: failed?.errorMessage ?? null,
    data,
    isRefreshing: orders.isRefreshing || transactions.isRefreshing,
  };
}
