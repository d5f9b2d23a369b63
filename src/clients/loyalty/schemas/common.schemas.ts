import * as v from "valibot";

/** An id the service may send as a number or a numeric string. */
export const idSchema = v.union([v.number(), v.string()]);

/** An image reference inside customer data. */
export const imageRefSchema = v.object({
  src: v.string(),
  alt: v.optional(v.string(), ""),
});

/** An image reference: `src` and alt text. */
export type ImageRef = v.InferOutput<typeof imageRefSchema>;

/** Storefront size and width of a variant (`meta.shopify`). */
export const shopifyOptionsSchema = v.object({
  option1: v.nullable(v.string()),
  option2: v.nullish(v.string(), null),
});
