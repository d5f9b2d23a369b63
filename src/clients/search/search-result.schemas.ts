import * as v from "valibot";
import { imageAlt } from "../../rules/images";
import { amountSchema as amount, idSchema as id, listOf } from "./wire.schemas";

/** One variant of a search result product. Prices are in dollars, as the search service sends them. */
export const searchResultVariantSchema = v.looseObject({
  id,
  sku: v.optional(v.string(), ""),
  price: amount,
  compare_at_price: v.optional(v.nullable(amount), null),
  option1: v.optional(v.nullable(v.string()), null),
  option2: v.optional(v.nullable(v.string()), null),
  available: v.optional(v.boolean(), true),
});

/** A sibling colour of a search result product (`tags` include a `Hex:#rrggbb` tag). */
export const searchResultSwatchSchema = v.looseObject({
  handle: v.string(),
  colourName: v.string(),
  tags: v.optional(v.array(v.string()), []),
  published: v.optional(v.boolean(), true),
  isCurrent: v.optional(v.boolean(), false),
});

/**
 * One product in a search, autocomplete or recommendation response (`resultsFormat=native`).
 * Parsing turns the feed's `images` list and its pipe-separated `image_alt` list into
 * `images: { src, alt }[]`, and fills `customer_facing_product_name` from `name` when absent.
 */
export const searchResultSchema = v.pipe(
  v.looseObject({
    id,
    uid: id,
    sku: v.optional(v.string(), ""),
    handle: v.string(),
    url: v.string(),
    name: v.string(),
    customer_facing_product_name: v.optional(v.string(), ""),
    brand: v.optional(v.string(), ""),
    price: amount,
    msrp: v.optional(v.nullable(amount), null),
    imageUrl: v.optional(v.string(), ""),
    thumbnailImageUrl: v.optional(v.string(), ""),
    images: listOf(v.string()),
    image_alt: v.optional(v.string(), ""),
    tags: v.optional(v.array(v.string()), []),
    collection_id: v.optional(v.array(id), []),
    collection_handle: v.optional(v.array(v.string()), []),
    variants: listOf(searchResultVariantSchema),
    swatches: listOf(searchResultSwatchSchema),
    intellisuggestData: v.optional(v.string(), ""),
    intellisuggestSignature: v.optional(v.string(), ""),
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
