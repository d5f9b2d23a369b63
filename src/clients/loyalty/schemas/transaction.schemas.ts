import * as v from "valibot";
import { imageRefSchema, shopifyOptionsSchema } from "./common.schemas";

/** The link between a purchased item and an item of a child's wardrobe list. */
export const listItemLinkSchema = v.object({
  id: v.number(),
  product_list_id: v.number(),
  product_list_item_id: v.number(),
  type: v.string(),
});

/** A purchased item linked to a wardrobe item. */
export type ListItemLink = v.InferOutput<typeof listItemLinkSchema>;

/**
 * One item of a store transaction. Shoes with no `list_items` are unassigned; `product` is there
 * when the call asked to `include` it.
 */
export const transactionItemSchema = v.object({
  id: v.number(),
  transaction_id: v.optional(v.number()),
  created_at: v.string(),
  quantity: v.optional(v.number(), 1),
  price: v.optional(v.number()),
  product_variant_id: v.number(),
  product_variant: v.nullish(
    v.object({
      id: v.number(),
      sku: v.string(),
      product_id: v.optional(v.number()),
      meta: v.optional(v.object({ shopify: v.optional(shopifyOptionsSchema) }), {}),
    }),
    null,
  ),
  product: v.nullish(
    v.object({
      id: v.number(),
      handle: v.optional(v.string()),
      brand: v.nullish(v.string(), null),
      title: v.string(),
      product_type: v.optional(v.string()),
    }),
    null,
  ),
  product_images: v.optional(v.array(imageRefSchema), []),
  list_items: v.optional(v.array(listItemLinkSchema), []),
  meta: v.optional(
    v.object({
      ap21: v.nullish(v.object({ return_reason_code: v.nullish(v.string(), null) }), null),
    }),
    {},
  ),
});

/** A purchased item (an unassigned shoe when it is a shoe with no `list_items`). */
export type TransactionItem = v.InferOutput<typeof transactionItemSchema>;

/** An in-store purchase; `total` in dollars. */
export const storeTransactionSchema = v.object({
  id: v.number(),
  receipt_ref: v.string(),
  transacted_at: v.string(),
  created_at: v.optional(v.string()),
  total: v.number(),
  timezone: v.optional(v.string()),
  location: v.nullish(v.object({ id: v.number(), name: v.string(), external_code: v.string() }), null),
  items: v.optional(v.array(transactionItemSchema), []),
});

/** A store transaction with its items. */
export type StoreTransaction = v.InferOutput<typeof storeTransactionSchema>;
