import * as v from "valibot";
import { idSchema, imageRefSchema, shopifyOptionsSchema } from "./common.schemas";

/** What the storefront stored with a wishlist item: image, selected SKU, product and variant ids. */
export const wishlistItemMetaSchema = v.object({
  img: v.optional(v.string()),
  selected: v.optional(v.string()),
  productId: v.optional(idSchema),
  variantId: v.optional(idSchema),
});

/** An item of a wishlist or of a child's shoe wardrobe. */
export const wishlistItemSchema = v.object({
  id: v.number(),
  product_variant_sku: v.string(),
  product_variant_id: v.number(),
  product_variant: v.nullish(
    v.object({
      id: v.number(),
      sku: v.string(),
      images: v.optional(v.array(imageRefSchema), []),
      meta: v.optional(v.object({ shopify: v.optional(shopifyOptionsSchema) }), {}),
      customer_facing_name: v.nullish(v.string(), null),
      product_id: v.number(),
    }),
    null,
  ),
  product: v.nullish(
    v.object({
      id: v.number(),
      handle: v.optional(v.string()),
      brand: v.nullish(v.string(), null),
      title: v.string(),
      images: v.optional(v.array(imageRefSchema), []),
    }),
    null,
  ),
  meta: v.optional(wishlistItemMetaSchema, {}),
  created_at: v.string(),
});

/** A wishlist item: variant SKU and id, the variant and product, and the storefront's meta. */
export type WishlistItem = v.InferOutput<typeof wishlistItemSchema>;

/** The owner of a child's list. */
export const wishlistOwnerSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.nullish(v.string(), null),
  connector: v.optional(
    v.object({
      avatar_url: v.nullish(v.string(), null),
      first_name: v.string(),
      last_name: v.nullish(v.string(), null),
    }),
  ),
});

/** A wishlist (`handle` `wishlist`) or a child's shoe wardrobe (`handle` `assigned`). */
export const wishlistSchema = v.object({
  id: v.number(),
  name: v.string(),
  title: v.optional(v.string()),
  handle: v.string(),
  profileId: v.number(),
  profile: v.nullish(wishlistOwnerSchema, null),
  items: v.optional(v.array(wishlistItemSchema), []),
  created_at: v.optional(v.string()),
  updated_at: v.optional(v.string()),
});

/** A list with its items; `profile` names the child owning a child's list, null for the customer's own. */
export type Wishlist = v.InferOutput<typeof wishlistSchema>;
