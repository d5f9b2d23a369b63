// Derived data of the orders screens (account-area §2 Orders, Order detail; §3; §4 Order badges):
// plain functions over the queries' data, so a Vue or vanilla host builds the same cards.
import type { LoyaltyOrder, LoyaltyPlatformTransaction, Wishlist } from "../../clients/loyalty";
import { ORDERS_PAGE_SIZE } from "../../rules/constants";
import { formatDate } from "../../rules/dates";
import { type AccountMessageCatalogue, accountMessages, formatMessage } from "../../rules/messages";
import { formatMoney } from "../../rules/money";
import {
  isOrderFulfilled,
  type MergedOrder,
  mergeOrders,
  type OrderBadgeColour,
  orderBadgeColour,
  orderGallery,
  orderStatusLabel,
  recentOrders,
} from "../../rules/orders";
import { paginate } from "../../rules/pagination";
import type { SliceState } from "../shared/connect";
import { PLATFORM_ORDER_ID_PREFIX } from "./orders.queries";

/** The Completed orders / Pending orders toggle. */
export type OrdersType = "completed" | "pending";

/** A store order (with its platform transaction, if any) or a platform-only order. */
export type AccountOrderEntry = MergedOrder<LoyaltyOrder, LoyaltyPlatformTransaction>;

/** An order's status badge: its label and the spec's colour. */
export interface OrderBadge {
  /** What the badge reads, e.g. "In transit". */
  readonly label: string;
  /** The spec's colour: yellow (on its way), green (fulfilled), red (refunded or cancelled). */
  readonly tone: OrderBadgeColour;
}

/** A product image of an order. */
export interface OrderImage {
  /** Image URL. */
  readonly src: string;
  /** Alt text: the product's title. */
  readonly alt: string;
}

/** A parcel's tracking number and, when the carrier gives one, its tracking page. */
export interface OrderTracking {
  /** Tracking number. */
  readonly number: string;
  /** Carrier's tracking page. */
  readonly url: string | null;
}

/** What an order card shows (account-area §2 Orders). */
export interface OrderCardData {
  /** The order's id in the URL: `?section=orders&child={id}`. */
  readonly id: string;
  /** The order's number, e.g. "#10400". */
  readonly number: string;
  /** "Order #10400". */
  readonly heading: string;
  /** Status badge. */
  readonly badge: OrderBadge;
  /** Order date in Australian English, e.g. "3 March 2026". */
  readonly date: string;
  /** The order date as ISO, for a `<time dateTime>`. */
  readonly dateTime: string;
  /** Total as AUD, e.g. "$129.95". */
  readonly total: string;
  /** First parcel's tracking, if shipped. */
  readonly tracking: OrderTracking | null;
  /** Gallery: the first 2 product images. */
  readonly images: readonly OrderImage[];
  /** Whether the order exists only on the platform (not recorded by the loyalty service yet). */
  readonly isShopifyOrder: boolean;
}

/** One product line of an order's detail. */
export interface OrderLine {
  /** Line id. */
  readonly id: string;
  /** Product title. */
  readonly title: string;
  /** Brand, if known. */
  readonly brand: string | null;
  /** Size and width, e.g. "US 10 / E". */
  readonly variantTitle: string | null;
  /** Units bought. */
  readonly quantity: number;
  /** Unit price paid, as AUD. */
  readonly price: string;
  /** Unit price before a discount, when higher than the price paid. */
  readonly originalPrice: string | null;
  /** Line total, as AUD. */
  readonly lineTotal: string;
  /** Thumbnail. */
  readonly image: OrderImage | null;
  /** First name of the child the pair is assigned to (whose wardrobe holds it), else `null`. */
  readonly child: string | null;
}

/** A reward an order earned or spent, as its detail's rewards history shows it. */
export interface OrderRewardEntry {
  /** Reward id. */
  readonly id: string;
  /** The reward's name, e.g. "Cashback Reward". */
  readonly name: string;
  /** "Earned" or "Redeemed". */
  readonly movement: string;
  /** Whether it was earned with the order (else spent on it). */
  readonly earned: boolean;
  /** Value as AUD, e.g. "$12.50". */
  readonly amount: string;
  /** Date in Australian English. */
  readonly date: string;
  /** ISO time, for a `<time dateTime>`. */
  readonly dateTime: string;
}

/** What an order's detail shows (account-area §2 Order detail). */
export interface OrderDetailData extends OrderCardData {
  /** Rewards history: what the order earned or spent; empty when none (the section is hidden). */
  readonly rewards: readonly OrderRewardEntry[];
  /** Shipping address, one line per entry (name, street, city/state/postcode, country). */
  readonly shippingAddress: readonly string[] | null;
  /** Product lines. */
  readonly items: readonly OrderLine[];
}

/** One page of the orders list under a toggle. */
export interface OrdersPageData {
  /** Cards on this page (20 at most). */
  readonly orders: readonly OrderCardData[];
  /** 1-based page shown (clamped into range). */
  readonly page: number;
  /** Number of pages, at least 1. */
  readonly pageCount: number;
  /** Whether a previous page exists. */
  readonly hasPrevious: boolean;
  /** Whether a next page exists. */
  readonly hasNext: boolean;
  /** "2 of 3". */
  readonly pageText: string;
  /** Orders under this toggle, on every page. */
  readonly total: number;
  /** 'No completed orders.' or 'No pending orders.'. */
  readonly emptyText: string;
}

type Catalogue = Pick<
  AccountMessageCatalogue,
  "orderHeading" | "pageOf" | "noOrders" | "rewardEarned" | "rewardRedeemed"
>;

/** Variant SKU → the first name of the child whose wardrobe holds it. */
type AssignedChildren = ReadonlyMap<string, string>;

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

const money = (dollars: number): string => formatMoney(Math.round(dollars * 100));

/**
 * Whether an entry exists only on the platform (a transaction no store order matched).
 *
 * @example
 * ```ts
 * mergeOrders([], transactions).every(isPlatformOnlyOrder); // true
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
 * orderBadge({ id: 1, created_at: "", total: 0, status: "partially_refunded" });
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
export function orderCard(order: AccountOrderEntry, catalogue: Catalogue = accountMessages): OrderCardData {
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
    total: money(order.total),
    tracking: tracking(order),
    images: orderGallery(images.map((image) => image.src)).map(
      (src) => images.find((image) => image.src === src) ?? { src, alt: "" },
    ),
    isShopifyOrder: isPlatformOnlyOrder(order) || order.isShopifyOrder === true,
  };
}

/**
 * One page (20 a page) of the orders under a toggle, as cards, with the pager's state and the
 * empty text.
 *
 * @example
 * ```ts
 * const { orders, pageText } = ordersPage(accountOrders(orders, transactions), "completed", 2);
 * ```
 */
export function ordersPage(
  entries: readonly AccountOrderEntry[],
  type: OrdersType,
  page: number,
  catalogue: Catalogue = accountMessages,
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
  catalogue: Catalogue = accountMessages,
): OrderCardData[] {
  return recentOrders(entries).map((order) => orderCard(order, catalogue));
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
    price: money(item.price_sell),
    originalPrice: item.price_original > item.price_sell ? money(item.price_original) : null,
    lineTotal: money(item.final_line_price),
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

function orderRewards(order: LoyaltyOrder, catalogue: Catalogue): OrderRewardEntry[] {
  return order.rewards.map((reward) => ({
    id: String(reward.id),
    name: reward.name,
    movement: reward.type === "issued" ? catalogue.rewardEarned : catalogue.rewardRedeemed,
    earned: reward.type === "issued",
    amount: money(reward.amount),
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
  catalogue: Catalogue = accountMessages,
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

/** A query's state as the account hooks return it (status, error, data). */
export interface OrdersQueryState<TData> extends SliceState {
  /** The data, once loaded. */
  readonly data: TData | undefined;
  /** Whether a refetch of data already shown is running. */
  readonly isRefreshing: boolean;
}

/**
 * The orders screens' state from their two queries (store orders, platform transactions): an
 * error when either failed, loading while either loads, the merged entries once both answered.
 *
 * @example
 * ```ts
 * const state = combineOrderQueries(ordersState, transactionsState);
 * if (state.status === "success") ordersPage(state.data, "pending", 1);
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

/**
 * An order detail's state from its three queries: the store order (`null` when none has the id),
 * the platform transactions and the children's wardrobes. The detail waits for all three; a
 * wardrobe failure only leaves the child names out. `data` is `null` when no order has the id.
 *
 * @example
 * ```ts
 * const state = orderDetailState("200001", orderState, transactionsState, wardrobesState);
 * ```
 */
export function orderDetailState(
  id: string,
  order: OrdersQueryState<LoyaltyOrder | null>,
  transactions: OrdersQueryState<readonly LoyaltyPlatformTransaction[]>,
  wardrobes: OrdersQueryState<readonly Wishlist[]>,
  catalogue: Catalogue = accountMessages,
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
