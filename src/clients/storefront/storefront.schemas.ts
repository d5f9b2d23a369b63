import * as v from "valibot";
import { UTOPIA_METAFIELD_KEYS, type UtopiaMetafieldKey } from "./storefront.documents";

/** A money amount as the storefront writes it: a decimal string and a currency code. */
export interface StorefrontMoney {
  /** Decimal amount, e.g. `"89.95"`. */
  amount: string;
  /** ISO currency code, e.g. `AUD`. */
  currencyCode: string;
}

/** The `utopia` metafields; `null` where the product or variant has none. */
export type UtopiaMetafieldValues = Record<UtopiaMetafieldKey, string | null>;

/** A product variant as the account area reads it (account-area §3 "Storefront product"). */
export interface StorefrontVariant {
  /** `gid://shopify/ProductVariant/{id}`. */
  id: string;
  /** SKU, or null when the variant has none. */
  sku: string | null;
  /** Variant title, e.g. `010 / E`. */
  title: string;
  /** Whether it can be bought. */
  availableForSale: boolean;
  /** Out of stock but still for sale (back-order). */
  currentlyNotInStock: boolean;
  /** Price. */
  price: StorefrontMoney;
  /** Compare-at price, or null when not discounted. */
  compareAtPrice: StorefrontMoney | null;
  /** Option values by name (`Size`, `Width`, `Amount`). */
  selectedOptions: { name: string; value: string }[];
  /** The `Size` option's value, or null. */
  size: string | null;
  /** The `Width` option's value, or null. */
  width: string | null;
  /** Size conversions, age group and customer-facing name (namespace `utopia`). */
  metafields: UtopiaMetafieldValues;
}

/** A product as the account area reads it (account-area §3 "Storefront product"). */
export interface StorefrontProduct {
  /** `gid://shopify/Product/{id}`. */
  id: string;
  /** Title. */
  title: string;
  /** Handle. */
  handle: string;
  /** Vendor (brand name). */
  vendor: string;
  /** Featured image, or null. */
  featuredImage: { url: string; altText: string | null } | null;
  /** Lowest and highest variant price. */
  priceRange: { minVariantPrice: StorefrontMoney; maxVariantPrice: StorefrontMoney };
  /** Brand metafield (namespace `omneo`), or null. */
  brand: string | null;
  /** Product-level `utopia` metafields. */
  metafields: UtopiaMetafieldValues;
  /** Up to 250 variants. */
  variants: StorefrontVariant[];
}

// The parts both product schemas share (this one and the `nodes` query's in
// storefront.product-nodes.ts); not public entries.

/** A money amount. */
export const money = v.object({ amount: v.string(), currencyCode: v.string() });
/** A node's metafields, as the identifiers asked for them (null where unset). */
export const metafieldList = v.array(
  v.nullable(v.object({ namespace: v.string(), key: v.string(), value: v.nullable(v.string()) })),
);
type MetafieldList = v.InferOutput<typeof metafieldList>;

/** One metafield's value, or null. */
export function metafield(list: MetafieldList, namespace: string, key: string): string | null {
  return list.find((m) => m?.namespace === namespace && m.key === key)?.value ?? null;
}

/** The spec's `utopia` metafields by key. */
export function utopia(list: MetafieldList): UtopiaMetafieldValues {
  const values = {} as UtopiaMetafieldValues;
  for (const key of UTOPIA_METAFIELD_KEYS) values[key] = metafield(list, "utopia", key);
  return values;
}

/** One variant node, parsed into a {@link StorefrontVariant}. */
export const variantNode = v.pipe(
  v.object({
    id: v.string(),
    sku: v.nullish(v.string(), null),
    title: v.string(),
    availableForSale: v.boolean(),
    currentlyNotInStock: v.optional(v.boolean(), false),
    price: money,
    compareAtPrice: v.nullish(money, null),
    selectedOptions: v.array(v.object({ name: v.string(), value: v.string() })),
    metafields: v.optional(metafieldList, []),
  }),
  v.transform(
    ({ metafields, ...variant }): StorefrontVariant => ({
      ...variant,
      size: variant.selectedOptions.find((o) => o.name === "Size")?.value ?? null,
      width: variant.selectedOptions.find((o) => o.name === "Width")?.value ?? null,
      metafields: utopia(metafields),
    }),
  ),
);

/** A gallery image of the product page. */
export interface StorefrontImage {
  /** Image URL (the largest width; see `imageSrcSet` for the others). */
  url: string;
  /** Alt text, or null. */
  altText: string | null;
  /** Pixel width, or null when unknown. */
  width: number | null;
  /** Pixel height, or null when unknown. */
  height: number | null;
}

/** A product as the product page reads it: the {@link StorefrontProduct} fields and more. */
export interface StorefrontProductDetail extends StorefrontProduct {
  /** Plain-text description. */
  description: string;
  /** Tags (badge and promo rules target them). */
  tags: string[];
  /** Gallery images, featured first. */
  images: StorefrontImage[];
  /** Collections holding the product (badge and promo rules target them). */
  collections: { id: string; handle: string }[];
}

/** The product of the `product(handle:)` query, parsed into a {@link StorefrontProductDetail}. */
export const storefrontProductDetailSchema = v.pipe(
  v.object({
    id: v.string(),
    title: v.string(),
    handle: v.string(),
    vendor: v.string(),
    description: v.optional(v.string(), ""),
    tags: v.optional(v.array(v.string()), []),
    featuredImage: v.nullish(v.object({ url: v.string(), altText: v.nullish(v.string(), null) }), null),
    images: v.optional(
      v.object({
        nodes: v.array(
          v.object({
            url: v.string(),
            altText: v.nullish(v.string(), null),
            width: v.nullish(v.number(), null),
            height: v.nullish(v.number(), null),
          }),
        ),
      }),
      { nodes: [] },
    ),
    collections: v.optional(v.object({ nodes: v.array(v.object({ id: v.string(), handle: v.string() })) }), {
      nodes: [],
    }),
    priceRange: v.object({ minVariantPrice: money, maxVariantPrice: money }),
    metafields: v.optional(metafieldList, []),
    variants: v.object({ nodes: v.array(variantNode) }),
  }),
  v.transform(
    ({ metafields, variants, images, collections, ...product }): StorefrontProductDetail => ({
      ...product,
      brand: metafield(metafields, "omneo", "brand"),
      metafields: utopia(metafields),
      variants: variants.nodes,
      images: images.nodes,
      collections: collections.nodes,
    }),
  ),
);

/** `data` of the `product(handle:)` query; an unknown handle answers `null`. */
export const productByHandleDataSchema = v.object({ product: v.nullable(storefrontProductDetailSchema) });
