import * as v from "valibot";

const cents = v.pipe(v.number(), v.integer());
const id = v.pipe(v.number(), v.integer());

/** One cart line as the storefront's AJAX cart answers it. Money is in cents. */
export const cartItemSchema = v.looseObject({
  id,
  variant_id: id,
  product_id: id,
  key: v.string(),
  title: v.string(),
  product_title: v.optional(v.string(), ""),
  variant_title: v.optional(v.nullable(v.string()), null),
  sku: v.optional(v.nullable(v.string()), null),
  vendor: v.optional(v.string(), ""),
  handle: v.string(),
  url: v.optional(v.string(), ""),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  price: cents,
  line_price: cents,
  final_line_price: v.optional(cents),
  // Themes and apps also write numbers and booleans; they read back as text.
  properties: v.pipe(
    v.nullish(v.record(v.string(), v.nullable(v.union([v.string(), v.number(), v.boolean()])))),
    v.transform((value): Record<string, string> => {
      const out: Record<string, string> = {};
      for (const [key, item] of Object.entries(value ?? {})) if (item !== null) out[key] = String(item);
      return out;
    }),
  ),
  gift_card: v.optional(v.boolean(), false),
  image: v.optional(v.nullable(v.string()), null),
  // The variant's options by name (`Size: 04.5`, `Width: E`, `Amount: $50`), on every answer.
  options_with_values: v.optional(v.array(v.looseObject({ name: v.string(), value: v.string() })), []),
  collections: v.optional(v.array(v.string())),
  // The variant's size metafields (namespace `utopia`), rendered by the theme's `view=ajax`
  // template beside `collections`: the product page names a size by them (US by default).
  size_metafields: v.optional(
    v.nullable(
      v.object({
        kids_uk: v.optional(v.nullable(v.string())),
        kids_us: v.optional(v.nullable(v.string())),
        euro: v.optional(v.nullable(v.string())),
        centimeter: v.optional(v.nullable(v.string())),
      }),
    ),
  ),
});

/** The whole cart (`GET /cart?view=ajax`, and the answer of `update.js`, `change.js`, `clear.js`). */
export const cartSchema = v.looseObject({
  token: v.optional(v.string()),
  item_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  total_price: cents,
  original_total_price: v.optional(cents),
  currency: v.optional(v.string()),
  items: v.array(cartItemSchema),
});

/** The answer of `add.js` with `items`: the lines the request touched, at their new quantities. */
export const cartAddResultSchema = v.looseObject({
  items: v.array(cartItemSchema),
});

/**
 * One cart line. `collections` (the line's collection handles) and `size_metafields` (the
 * variant's `utopia` sizes, `null` for a variant without them) are rendered by the theme's
 * `view=ajax` template, so they are present on {@link CartClient.get} and absent (`undefined`) on
 * the answers of `add.js`, `update.js`, `change.js` and `clear.js`, which are the storefront's
 * plain cart JSON.
 */
export type CartItem = v.InferOutput<typeof cartItemSchema>;
/** The whole cart. */
export type Cart = v.InferOutput<typeof cartSchema>;
/** The lines an add touched. */
export type CartAddResult = v.InferOutput<typeof cartAddResultSchema>;
