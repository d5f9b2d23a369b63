import type { Address, WishlistItem } from "../customer.types";
import type {
  Fulfillment,
  OrderItem,
  OrderReward,
  OrderStatus,
  PlatformTransaction,
  StoreOrder,
} from "../purchase.types";
import { type CustomerContext, daysAgo, imageRefs, pickVariant, toDollars } from "./context";
import { wishlistItemFor } from "./items";

/** Badge label per order status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  transit: "In transit",
  delayed: "Delayed",
  delivered: "Delivered",
  pending: "Pending",
  fulfilled: "Fulfilled",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
  cancelled: "Cancelled",
};

/**
 * Number of store orders: more than one page of 20 completed ones (the 12 statuses below, then
 * fulfilled with a refund every ninth), besides the pending ones.
 */
export const ORDER_COUNT = 36;

/** Newest first: the recent ones still moving, every status at least once. */
const STATUSES: readonly OrderStatus[] = [
  "pending",
  "transit",
  "delayed",
  "transit",
  "delivered",
  "fulfilled",
  "partially_refunded",
  "fulfilled",
  "delivered",
  "cancelled",
  "fulfilled",
  "refunded",
];

const SHIPPED: ReadonlySet<OrderStatus> = new Set([
  "transit",
  "delayed",
  "delivered",
  "fulfilled",
  "partially_refunded",
  "refunded",
]);

function fulfillment(context: CustomerContext, status: OrderStatus): Fulfillment[] {
  if (!SHIPPED.has(status)) return [];
  const number = `AP${context.random.int(100_000_000, 999_999_999)}AU`;
  return [
    {
      company: "Australia Post",
      tracking_number: number,
      tracking_url: `https://auspost.com.au/mypost/track/details/${number}`,
    },
  ];
}

/**
 * The loyalty service's orders, newest first, spread over two years: {@link ORDER_COUNT}
 * orders shipped to the customer's addresses, with one to three items each.
 *
 * @example
 * ```ts
 * buildOrders(context, addresses)[0]?.status; // "pending"
 * ```
 */
export function buildOrders(context: CustomerContext, addresses: readonly Address[]): StoreOrder[] {
  const orders: StoreOrder[] = [];
  let days = 1;
  for (let index = 0; index < ORDER_COUNT; index++) {
    days += index < 4 ? context.random.int(1, 3) : context.random.int(12, 40);
    const status = STATUSES[index] ?? (index % 9 === 0 ? "refunded" : "fulfilled");
    const tracking = fulfillment(context, status);
    const address = addresses[index % 7 === 6 ? 2 : 0] ?? addresses[0];
    const items: OrderItem[] = [];
    const lines = context.random.int(1, 3);
    for (let line = 0; line < lines; line++) {
      const kind = line === 0 ? "shoe" : context.random.pick(["shoe", "sock", "apparel"] as const);
      const { product, variant } = pickVariant(context, kind);
      const quantity = kind === "sock" && context.random.chance(0.5) ? 2 : 1;
      const original = toDollars(variant.compare_at_price ?? variant.price);
      const sell = toDollars(variant.price);
      items.push({
        id: context.nextId("order-item", 210_000),
        product_id: product.id,
        product_variant_id: variant.id,
        sku: variant.sku,
        title: product.title,
        brand: product.brand,
        variant_title: variant.title,
        quantity,
        price_original: original,
        price_sell: sell,
        original_line_price: toDollars(Math.round(original * 100) * quantity),
        final_line_price: toDollars(Math.round(sell * 100) * quantity),
        fulfillment: tracking,
        product_images: imageRefs(product, 1),
      });
    }
    const number = `#${10_400 - index * 3}`;
    const id = context.nextId("order", 200_000);
    const createdAt = daysAgo(context, days);
    const total = toDollars(items.reduce((sum, item) => sum + Math.round(item.final_line_price * 100), 0));
    orders.push({
      id,
      name: number,
      order_number: number,
      receipt_ref: `WEB-${String(id).slice(-6)}`,
      created_at: createdAt,
      total,
      status,
      fulfillment_status_label: ORDER_STATUS_LABELS[status],
      isShopifyOrder: false,
      shipping_address: {
        first_name: address?.meta.first_name ?? "Jess",
        last_name: address?.meta.last_name ?? "Taylor",
        address1: address?.address_line_1 ?? "",
        address2: address?.address_line_2 ?? null,
        city: address?.city ?? "",
        state: address?.state ?? "",
        postal_code: address?.postcode ?? "",
        country: address?.country ?? "Australia",
      },
      items,
      rewards: orderRewards(context, { index, status, total, createdAt }),
    });
  }
  return orders;
}

/** The order whose rewards {@link orderRewards} lists. */
interface RewardedOrder {
  /** The order's position among the customer's orders, newest first. */
  index: number;
  /** Its status. */
  status: OrderStatus;
  /** Its total, in dollars. */
  total: number;
  /** When it was placed (ISO). */
  createdAt: string;
}

/**
 * The rewards an order earned or spent: fulfilled orders earn the 10% cashback on the next order
 * (account-area §9), and every fifth order spent a $10 birthday reward. Draws no random numbers.
 */
function orderRewards(
  context: CustomerContext,
  { index, status, total, createdAt }: RewardedOrder,
): OrderReward[] {
  const rewards: OrderReward[] = [];
  if (index % 5 === 2) {
    rewards.push({
      id: context.nextId("order-reward", 230_000),
      name: "Birthday Reward",
      type: "redeemed",
      amount: 10,
      created_at: createdAt,
    });
  }
  if (status === "fulfilled") {
    rewards.push({
      id: context.nextId("order-reward", 230_000),
      name: "Cashback Reward",
      type: "issued",
      amount: toDollars(Math.round(total * 10)),
      created_at: createdAt,
    });
  }
  return rewards;
}

/**
 * The storefront's platform transactions, newest first: three new orders the loyalty service
 * has not seen yet (names matching no order) and five matching the newest loyalty orders.
 *
 * @example
 * ```ts
 * const platform = buildPlatformTransactions(context, orders);
 * platform.filter((t) => orders.some((o) => o.order_number === t.name)).length; // 5
 * ```
 */
export function buildPlatformTransactions(
  context: CustomerContext,
  orders: readonly StoreOrder[],
): PlatformTransaction[] {
  const unmatched: PlatformTransaction[] = [3, 2, 1].map((n) => {
    const { product, variant } = pickVariant(context, "shoe");
    return {
      id: context.nextId("platform-transaction", 5_500_000),
      name: `#${10_400 + n}`,
      total_price: variant.price,
      currency: "AUD",
      created_at: daysAgo(context, 0),
      line_items: [
        {
          id: context.nextId("platform-line", 5_600_000),
          variant_id: variant.id,
          product_id: product.id,
          sku: variant.sku,
          title: product.title,
          variant_title: variant.title,
          quantity: 1,
          price: variant.price,
          image: imageRefs(product, 1)[0] ?? { src: "", alt: product.title },
        },
      ],
    };
  });
  const matched: PlatformTransaction[] = orders.slice(0, 5).map((order) => ({
    id: context.nextId("platform-transaction", 5_500_000),
    name: order.order_number,
    total_price: Math.round(order.total * 100),
    currency: "AUD",
    created_at: order.created_at,
    line_items: order.items.map((item) => ({
      id: context.nextId("platform-line", 5_600_000),
      variant_id: item.product_variant_id,
      product_id: item.product_id,
      sku: item.sku,
      title: item.title,
      variant_title: item.variant_title,
      quantity: item.quantity,
      price: Math.round(item.price_sell * 100),
      image: item.product_images[0] ?? { src: "", alt: item.title },
    })),
  }));
  return [...unmatched, ...matched].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * Puts the first shoe of every third fulfilled order into a child's wardrobe (`assigned` list),
 * the children in turn, as a parent who assigned online purchases would have: the order detail
 * then shows which child each pair went to. Draws no random numbers.
 *
 * @example
 * ```ts
 * assignOrderShoes(context, orders, assigned); // assigned[0] gains Mia's pairs
 * ```
 */
export function assignOrderShoes(
  context: CustomerContext,
  orders: readonly StoreOrder[],
  assigned: WishlistItem[][],
): void {
  if (assigned.length === 0) return;
  const fulfilled = orders.filter((order) => order.status === "fulfilled");
  fulfilled.forEach((order, index) => {
    if (index % 3 !== 0) return;
    const item = order.items[0];
    const product = context.byKind.shoe.find((p) => p.id === item?.product_id);
    const variant = product?.variants.find((v) => v.id === item?.product_variant_id);
    const wardrobe = assigned[(index / 3) % assigned.length];
    if (!product || !variant || !wardrobe) return;
    wardrobe.push(
      wishlistItemFor(
        { product, variant },
        { id: context.nextId("list-item", 60_000), createdAt: order.created_at },
      ),
    );
  });
}
