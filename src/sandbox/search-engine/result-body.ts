import { productImageUrl } from "../world";
import { productSku, type SearchIndex } from "./search-index";
import { fnv1a } from "./tokenize";
import type { SearchResultBody } from "./wire";

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/**
 * A document as the search service sends it (`resultsFormat=native`): core fields, the feed's
 * image list with a pipe-separated alt list, variants as a JSON string (as Shopify feeds send
 * them), swatches, collections, intellisuggest data and signature tying clicks to the query,
 * and the `mappings.core` block.
 *
 * @example
 * ```ts
 * resultBody(index, 0, "boots").handle;
 * ```
 */
export function resultBody(index: SearchIndex, doc: number, query: string): SearchResultBody {
  const product = index.docs[doc];
  if (!product) throw new RangeError(`No document ${doc}`);
  const id = String(product.id);
  const sku = productSku(product);
  const price = product.price / 100;
  const msrp = dollars(product.compare_at_price);
  const imageUrl = product.images[0]?.src ?? "";
  const thumbnailImageUrl = product.images[0] ? productImageUrl(product.handle, 1, 320) : "";
  const url = `/products/${product.handle}`;
  const intellisuggestData = `${id}.${fnv1a(query.toLowerCase()).toString(36)}`;
  return {
    id,
    uid: id,
    sku,
    handle: product.handle,
    url,
    name: product.title,
    customer_facing_product_name: product.customer_facing_product_name,
    brand: product.brand,
    price,
    msrp,
    imageUrl,
    thumbnailImageUrl,
    images: product.images.map((image) => image.src),
    image_alt: product.images.map((image) => image.alt).join("|"),
    tags: product.tags,
    collection_id: product.collections.flatMap((handle) => {
      const collectionId = index.collectionIds.get(handle);
      return collectionId === undefined ? [] : [String(collectionId)];
    }),
    collection_handle: product.collections,
    product_type: product.product_type,
    gender: product.gender,
    colour: product.colour.name,
    age_group: product.age_group,
    variants: JSON.stringify(
      product.variants.map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        price: variant.price / 100,
        compare_at_price: dollars(variant.compare_at_price),
        option1: variant.option1,
        option2: variant.option2,
        available: variant.availableForSale,
      })),
    ),
    swatches: product.swatches.map((swatch) => ({ ...swatch, tags: [...swatch.tags] })),
    intellisuggestData,
    intellisuggestSignature: fnv1a(`${index.world.options.seed}|${intellisuggestData}`).toString(16),
    mappings: {
      core: {
        uid: id,
        sku,
        name: product.title,
        url,
        price,
        msrp,
        imageUrl,
        thumbnailImageUrl,
        brand: product.brand,
      },
    },
  };
}
