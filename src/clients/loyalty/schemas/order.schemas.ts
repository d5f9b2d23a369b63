import * as v from "valibot";
import { imageRefSchema } from "./common.schemas";

/** A line of an order; prices in dollars. */
export const orderItemSchema = v.object({
  id: v.number(),
  product_id: v.optional(v.number()),
  product_variant_id: v.optional(v.number()),
  sku: v.optional(v.string()),
  title: v.string(),
  brand: v.nullish(v.string(), null),
  variant_title: v.nullish(v.string(), null),
  quantity: v.number(),
  price_original: v.number(),
  price_sell: v.number(),
  original_line_price: v.number(),
  final_line_price: v.number(),
  fulfillment: v.optional(
    v.array(
      v.object({
        company: v.optional(v.string()),
        tracking_number: v.string(),
        tracking_url: v.nullish(v.string(), null),
      }),
    ),
    [],
  ),
  product_images: v.optional(v.array(imageRefSchema), []),
});

/** An order line with prices, fulfilments and images. */
export type LoyaltyOrderItem = v.InferOutput<typeof orderItemSchema>;

/**
 * A reward an order earned (`issued`) or spent (`redeemed`); `amount` in dollars. The spec shows
 * an order's rewards history without naming its fields; this is solekit's shape.
 */
export const orderRewardSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.picklist(["issued", "redeemed"]),
  amount: v.number(),
  created_at: v.string(),
});

/** A reward movement of an order. */
export type LoyaltyOrderReward = v.InferOutput<typeof orderRewardSchema>;

/** An order of the loyalty service (`GET /orders`); `total` in dollars. */
export const loyaltyOrderSchema = v.object({
  id: v.number(),
  name: v.string(),
  order_number: v.string(),
  receipt_ref: v.nullish(v.string(), null),
  created_at: v.string(),
  total: v.number(),
  status: v.string(),
  fulfillment_status_label: v.nullish(v.string(), null),
  isShopifyOrder: v.optional(v.boolean(), false),
  shipping_address: v.nullish(
    v.object({
      first_name: v.optional(v.string()),
      last_name: v.optional(v.string()),
      address1: v.string(),
      address2: v.nullish(v.string(), null),
      city: v.string(),
      state: v.string(),
      postal_code: v.string(),
      country: v.string(),
    }),
    null,
  ),
  items: v.optional(v.array(orderItemSchema), []),
  rewards: v.optional(v.array(orderRewardSchema), []),
});

/** An order with its shipping address and lines. */
export type LoyaltyOrder = v.InferOutput<typeof loyaltyOrderSchema>;

/** A platform line's image: a URL, or an image reference whose `src` is kept. */
const platformImageSchema = v.nullish(
  v.union([
    v.string(),
    v.pipe(
      imageRefSchema,
      v.transform((image) => image.src),
    ),
  ]),
  null,
);

/** A line of a platform transaction; `price` in cents. */
export const platformLineItemSchema = v.object({
  id: v.optional(v.number()),
  variant_id: v.nullish(v.number(), null),
  product_id: v.nullish(v.number(), null),
  sku: v.nullish(v.string(), null),
  title: v.string(),
  variant_title: v.nullish(v.string(), null),
  quantity: v.optional(v.number(), 1),
  price: v.optional(v.union([v.number(), v.string()]), 0),
  image: platformImageSchema,
});

/** A line of a platform transaction, its image as a URL. */
export type PlatformLineItem = v.InferOutput<typeof platformLineItemSchema>;

/**
 * An e-commerce platform (Shopify) transaction (account-area §3): `name` (matched against an
 * order's `order_number`), `total_price` in cents, `line_items` with images, `created_at`.
 */
export const platformTransactionSchema = v.object({
  id: v.optional(v.number()),
  name: v.string(),
  total_price: v.union([v.number(), v.string()]),
  currency: v.optional(v.string(), "AUD"),
  created_at: v.string(),
  line_items: v.optional(v.array(platformLineItemSchema), []),
});

/** A platform transaction: name, total in cents, lines with images, creation time. */
export type LoyaltyPlatformTransaction = v.InferOutput<typeof platformTransactionSchema>;
