// Types of the orders slice (account-area §2 Orders, Order detail; §3 Order/transaction).
import type { LoyaltyOrder, LoyaltyPlatformTransaction } from "../../clients/loyalty";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { MergedOrder, OrderBadgeColour } from "../../rules/orders";
import type { SliceState } from "../shared/connect";

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

/** The messages the orders selectors use (the account catalogue, or a host's overrides of it). */
export type OrdersCatalogue = Pick<AccountMessageCatalogue, "orderHeading" | "noOrders">;

/** The messages the order detail uses: the orders part's and the detail part's reward labels. */
export type OrderDetailCatalogue = OrdersCatalogue &
  Pick<AccountMessageCatalogue, "rewardEarned" | "rewardRedeemed">;

/** The messages a page of the orders list uses: the orders part's and the area's 'n of m'. */
export type OrdersPageCatalogue = OrdersCatalogue & Pick<AccountMessageCatalogue, "pageOf">;

/** Variant SKU → the first name of the child whose wardrobe holds it ({@link assignedChildren}). */
export type AssignedChildren = ReadonlyMap<string, string>;

/** A query's state as the account hooks return it (status, error, data). */
export interface OrdersQueryState<TData> extends SliceState {
  /** The data, once loaded. */
  readonly data: TData | undefined;
  /** Whether a refetch of data already shown is running. */
  readonly isRefreshing: boolean;
}
