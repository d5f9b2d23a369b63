import type { ShopifyOptions } from "./wishlist.types";

/*
 * Purchases of the demo customer as the loyalty API and the storefront return them: orders,
 * platform transactions and in-store transactions. Money is in dollars unless a field says cents.
 */

/** An image reference inside customer data. */
export interface ImageRef {
  /** URL path of the image. */
  src: string;
  /** Alt text. */
  alt: string;
}

/** A shipping address on an order. */
export interface OrderAddress {
  /** Recipient's first name. */
  first_name: string;
  /** Recipient's last name. */
  last_name: string;
  /** First line. */
  address1: string;
  /** Second line, or null. */
  address2: string | null;
  /** Suburb or city. */
  city: string;
  /** State abbreviation. */
  state: string;
  /** Postcode. */
  postal_code: string;
  /** Country name. */
  country: string;
}

/** A shipment of order items. */
export interface Fulfillment {
  /** Carrier. */
  company: string;
  /** Tracking number. */
  tracking_number: string;
  /** Carrier's tracking page. */
  tracking_url: string;
}

/** Status values of an order, as the order badges name them. */
export type OrderStatus =
  | "transit"
  | "delayed"
  | "delivered"
  | "pending"
  | "fulfilled"
  | "refunded"
  | "partially_refunded"
  | "cancelled";

/** A line of a store order. Prices in dollars. */
export interface OrderItem {
  /** Numeric line id. */
  id: number;
  /** Product id. */
  product_id: number;
  /** Variant id. */
  product_variant_id: number;
  /** Variant SKU. */
  sku: string;
  /** Product title. */
  title: string;
  /** Brand. */
  brand: string;
  /** Variant title, e.g. `010.5 / F`. */
  variant_title: string;
  /** Units bought. */
  quantity: number;
  /** Unit price before discount, in dollars. */
  price_original: number;
  /** Unit price paid, in dollars. */
  price_sell: number;
  /** `price_original × quantity`, in dollars. */
  original_line_price: number;
  /** `price_sell × quantity`, in dollars. */
  final_line_price: number;
  /** Shipments carrying the line; empty before dispatch. */
  fulfillment: Fulfillment[];
  /** The product's first image. */
  product_images: ImageRef[];
}

/** A reward an order earned (issued) or spent (redeemed). `amount` in dollars. */
export interface OrderReward {
  /** Numeric id. */
  id: number;
  /** The reward's definition name, e.g. "Cashback Reward". */
  name: string;
  /** Earned with the order, or spent on it. */
  type: "issued" | "redeemed";
  /** Value in dollars. */
  amount: number;
  /** ISO time of the movement. */
  created_at: string;
}

/** An order from the loyalty service's `GET /orders`. `total` in dollars. */
export interface StoreOrder {
  /** Numeric id. */
  id: number;
  /** Same as `order_number`. */
  name: string;
  /** `#` and digits; platform transactions merge in when their `name` equals it. */
  order_number: string;
  /** Receipt reference. */
  receipt_ref: string;
  /** ISO order date. */
  created_at: string;
  /** Order total in dollars. */
  total: number;
  /** Status, for the badge. */
  status: OrderStatus;
  /** Human label of the status. */
  fulfillment_status_label: string;
  /** Always false: these come from the loyalty service, not the platform. */
  isShopifyOrder: false;
  /** Where it was shipped. */
  shipping_address: OrderAddress;
  /** Lines. */
  items: OrderItem[];
  /** Rewards the order earned or spent; empty for most. */
  rewards: OrderReward[];
}

/** A line of a platform transaction. `price` in cents. */
export interface PlatformLineItem {
  /** Numeric line id. */
  id: number;
  /** Variant id. */
  variant_id: number;
  /** Product id. */
  product_id: number;
  /** Variant SKU. */
  sku: string;
  /** Product title. */
  title: string;
  /** Variant title. */
  variant_title: string;
  /** Units bought. */
  quantity: number;
  /** Unit price in cents. */
  price: number;
  /** The product's first image. */
  image: ImageRef;
}

/** An e-commerce platform order as the storefront knows it. `total_price` in cents. */
export interface PlatformTransaction {
  /** Numeric id. */
  id: number;
  /** `#` and digits; equal to a store order's `order_number` when the loyalty service has it too. */
  name: string;
  /** Total in cents. */
  total_price: number;
  /** Always `AUD`. */
  currency: "AUD";
  /** ISO order date. */
  created_at: string;
  /** Lines. */
  line_items: PlatformLineItem[];
}

/** The link between a purchased item and a child's `assigned` list item. */
export interface ListItemLink {
  /** Numeric link id. */
  id: number;
  /** The child's wardrobe list id. */
  product_list_id: number;
  /** The wardrobe item id. */
  product_list_item_id: number;
  /** Always `link`. */
  type: "link";
}

/** The variant of a transaction item. */
export interface TransactionItemVariant {
  /** Variant id. */
  id: number;
  /** Variant SKU. */
  sku: string;
  /** Size and width. */
  meta: {
    /** Storefront options. */
    shopify: ShopifyOptions;
  };
}

/** The product of a transaction item. */
export interface TransactionItemProduct {
  /** Product id. */
  id: number;
  /** Product handle. */
  handle: string;
  /** Brand. */
  brand: string;
  /** Title. */
  title: string;
  /** Category name; shoes are the types in `SHOE_PRODUCT_TYPES`. */
  product_type: string;
}

/** Point-of-sale data of a transaction item. */
export interface TransactionItemMeta {
  /** Point-of-sale fields. */
  ap21: {
    /** Set when the item was returned. */
    return_reason_code: string | null;
  };
}

/** One item of a store transaction; shoes with no `list_items` are unassigned. `price` in dollars. */
export interface TransactionItem {
  /** Numeric id. */
  id: number;
  /** Id of the transaction. */
  transaction_id: number;
  /** ISO purchase date; within 30 days earns the assignment reward. */
  created_at: string;
  /** Units bought. */
  quantity: number;
  /** Unit price in dollars. */
  price: number;
  /** Variant id. */
  product_variant_id: number;
  /** The variant. */
  product_variant: TransactionItemVariant;
  /** The product. */
  product: TransactionItemProduct;
  /** The product's first image. */
  product_images: ImageRef[];
  /** Links to a child's wardrobe; empty while unassigned. */
  list_items: ListItemLink[];
  /** Return information. */
  meta: TransactionItemMeta;
}

/** Where a transaction happened. */
export interface TransactionLocation {
  /** Store id. */
  id: number;
  /** Store name, with its `SNS ` prefix. */
  name: string;
  /** Store code. */
  external_code: string;
}

/** An in-store purchase. `total` in dollars. */
export interface StoreTransaction {
  /** Numeric id. */
  id: number;
  /** Receipt reference (store code and number). */
  receipt_ref: string;
  /** ISO purchase date. */
  transacted_at: string;
  /** ISO record date. */
  created_at: string;
  /** Total in dollars. */
  total: number;
  /** The store's time zone. */
  timezone: string;
  /** The store. */
  location: TransactionLocation;
  /** Items bought. */
  items: TransactionItem[];
}
