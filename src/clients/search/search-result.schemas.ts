import * as v from "valibot";
import { imageAlt } from "../../rules/images";
import { centsSchema as cents, idSchema as id, listOf, optionalText, optionalTexts } from "./wire.schemas";

const optionalOption = v.optional(v.nullable(v.string()), null);
const optionalCents = v.optional(v.nullable(cents), null);
const trueByDefault = v.optional(v.boolean(), true);

/**
 * One variant of a search result product. The service sends prices in dollars; parsing turns
 * them into integer cents.
 */
export const searchResultVariantSchema = v.looseObject({
  id,
  sku: optionalText,
  // Integer cents (sent in dollars); compare-at is `null` when there is none. Line comments, not
  // TSDoc: the schema's input and output types would both carry a TSDoc comment.
  price: cents,
  compare_at_price: optionalCents,
  option1: optionalOption,
  option2: optionalOption,
  available: trueByDefault,
});

/** A sibling colour of a search result product (`tags` include a `Hex:#rrggbb` tag). */
export const searchResultSwatchSchema = v.looseObject({
  handle: v.string(),
  colourName: v.string(),
  tags: optionalTexts,
  published: trueByDefault,
  isCurrent: v.optional(v.boolean(), false),
});

/**
 * One product in a search, autocomplete or recommendation response (`resultsFormat=native`).
 * Parsing turns `price` and `msrp` (and each variant's prices) from the service's dollars into
 * integer cents, the feed's `images` list and its pipe-separated `image_alt` list into
 * `images: { src, alt }[]`, and fills `customer_facing_product_name` from `name` when absent.
 */
export const searchResultSchema = v.pipe(
  v.looseObject({
    id,
    uid: id,
    sku: optionalText,
    handle: v.string(),
    url: v.string(),
    name: v.string(),
    customer_facing_product_name: optionalText,
    brand: optionalText,
    // Integer cents (the service sends dollars: `99.95` arrives as `9995`); `msrp` is the
    // compare-at (was) price, `null` when the product is not on sale.
    price: cents,
    msrp: optionalCents,
    imageUrl: optionalText,
    thumbnailImageUrl: optionalText,
    images: listOf(v.string()),
    image_alt: optionalText,
    tags: optionalTexts,
    collection_id: v.optional(v.array(id), []),
    collection_handle: optionalTexts,
    variants: listOf(searchResultVariantSchema),
    swatches: listOf(searchResultSwatchSchema),
    intellisuggestData: optionalText,
    intellisuggestSignature: optionalText,
    mappings: v.optional(v.looseObject({ core: v.optional(v.looseObject({})) }), {}),
  }),
  v.transform(({ images, image_alt, ...result }) => {
    const sources = images.length > 0 ? images : result.imageUrl ? [result.imageUrl] : [];
    return {
      ...result,
      customer_facing_product_name: result.customer_facing_product_name || result.name,
      images: sources.map((src, index) => ({ src, alt: imageAlt(image_alt, index, result.name) })),
    };
  }),
);

/** One variant of a search result product. */
export type SearchResultVariant = v.InferOutput<typeof searchResultVariantSchema>;
/** A sibling colour of a search result product. */
export type SearchResultSwatch = v.InferOutput<typeof searchResultSwatchSchema>;
/** One product in a search, autocomplete or recommendation response. */
export type SearchResult = v.InferOutput<typeof searchResultSchema>;
