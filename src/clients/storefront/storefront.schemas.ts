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

const money = v.object({ amount: v.string(), currencyCode: v.string() });
const metafieldList = v.array(
  v.nullable(v.object({ namespace: v.string(), key: v.string(), value: v.nullable(v.string()) })),
);
type MetafieldList = v.InferOutput<typeof metafieldList>;

function metafield(list: MetafieldList, namespace: string, key: string): string | null {
  return list.find((m) => m?.namespace === namespace && m.key === key)?.value ?? null;
}

function utopia(list: MetafieldList): UtopiaMetafieldValues {
  const values = {} as UtopiaMetafieldValues;
  for (const key of UTOPIA_METAFIELD_KEYS) values[key] = metafield(list, "utopia", key);
  return values;
}

const variantNode = v.pipe(
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

/** One product node of the `nodes` query, parsed into a {@link StorefrontProduct}. */
export const storefrontProductSchema = v.pipe(
  v.object({
    id: v.string(),
    title: v.string(),
    handle: v.string(),
    vendor: v.string(),
    featuredImage: v.nullish(v.object({ url: v.string(), altText: v.nullish(v.string(), null) }), null),
    priceRange: v.object({ minVariantPrice: money, maxVariantPrice: money }),
    metafields: v.optional(metafieldList, []),
    variants: v.object({ nodes: v.array(variantNode) }),
  }),
  v.transform(
    ({ metafields, variants, ...product }): StorefrontProduct => ({
      ...product,
      brand: metafield(metafields, "omneo", "brand"),
      metafields: utopia(metafields),
      variants: variants.nodes,
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

/**
 * `data` of the `nodes` query. Ids that name no product answer `null` (or an empty object for
 * another node type); both are dropped.
 */
export const productNodesDataSchema = v.object({
  nodes: v.array(v.nullable(v.union([v.strictObject({}), storefrontProductSchema]))),
});

/** A customer access token. */
export interface CustomerAccessToken {
  /** The token: send it to `customerUpdate`, keep it in the `customer_access_token` cookie. */
  accessToken: string;
  /** ISO date of expiry; the cookie lasts until then. */
  expiresAt: string;
}

/** A user error of a customer mutation, e.g. `UNIDENTIFIED_CUSTOMER` for a wrong password. */
export interface CustomerUserError {
  /** Error code, e.g. `UNIDENTIFIED_CUSTOMER`, `TAKEN`, `INVALID`. */
  code: string | null;
  /** Path of the input field, e.g. `["customer", "email"]`, or null. */
  field: string[] | null;
  /** Message. */
  message: string;
}

const accessToken = v.nullable(v.object({ accessToken: v.string(), expiresAt: v.string() }));
const userErrors = v.array(
  v.object({
    code: v.nullish(v.string(), null),
    field: v.nullish(v.array(v.string()), null),
    message: v.string(),
  }),
);

/** `data` of `customerAccessTokenCreate`. */
export const customerAccessTokenCreateDataSchema = v.object({
  customerAccessTokenCreate: v.object({ customerAccessToken: accessToken, customerUserErrors: userErrors }),
});

/** The storefront customer as `customerUpdate` answers it. */
export interface StorefrontCustomer {
  /** `gid://shopify/Customer/{id}`. */
  id: string;
  /** Email. */
  email: string | null;
  /** First name. */
  firstName: string | null;
  /** Last name. */
  lastName: string | null;
  /** E.164 phone. */
  phone: string | null;
  /** Marketing consent. */
  acceptsMarketing: boolean;
}

/** `data` of `customerUpdate`. */
export const customerUpdateDataSchema = v.object({
  customerUpdate: v.object({
    customer: v.nullable(
      v.object({
        id: v.string(),
        email: v.nullish(v.string(), null),
        firstName: v.nullish(v.string(), null),
        lastName: v.nullish(v.string(), null),
        phone: v.nullish(v.string(), null),
        acceptsMarketing: v.boolean(),
      }),
    ),
    customerAccessToken: accessToken,
    customerUserErrors: userErrors,
  }),
});
