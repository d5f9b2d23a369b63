/** A metafield to read: namespace and key, as the storefront's `identifiers` argument takes it. */
export interface MetafieldIdentifier {
  /** Namespace, e.g. `utopia`. */
  readonly namespace: string;
  /** Key, e.g. `kids_uk`. */
  readonly key: string;
}

/** Size and naming metafields read from products and variants (namespace `utopia`). */
export const UTOPIA_METAFIELD_KEYS = [
  "customer_facing_product_name",
  "centimeter",
  "kids_us",
  "kids_uk",
  "euro",
  "age_group",
] as const;

/** One of {@link UTOPIA_METAFIELD_KEYS}. */
export type UtopiaMetafieldKey = (typeof UTOPIA_METAFIELD_KEYS)[number];

/** Metafields read from each variant: the `utopia` ones. */
export const VARIANT_METAFIELDS: readonly MetafieldIdentifier[] = UTOPIA_METAFIELD_KEYS.map((key) => ({
  namespace: "utopia",
  key,
}));

/** Metafields read from each product: the `utopia` ones and the brand in namespace `omneo`. */
export const PRODUCT_METAFIELDS: readonly MetafieldIdentifier[] = [
  ...VARIANT_METAFIELDS,
  { namespace: "omneo", key: "brand" },
];

/** Most ids one `nodes` query takes, and most variants read per product. */
export const STOREFRONT_PAGE_LIMIT = 250;

// The product fields both product documents read (the grid's product cards and the product page),
// with up to 250 variants and the spec's metafields. Each document declares the two metafield
// variables the fragment uses.
export const PRODUCT_FIELDS_FRAGMENT = `fragment SolekitProductFields on Product {
  id
  title
  handle
  vendor
  featuredImage { url altText }
  priceRange {
    minVariantPrice { amount currencyCode }
    maxVariantPrice { amount currencyCode }
  }
  metafields(identifiers: $productMetafields) { namespace key value }
  variants(first: ${STOREFRONT_PAGE_LIMIT}) {
    nodes {
      id
      sku
      title
      availableForSale
      currentlyNotInStock
      price { amount currencyCode }
      compareAtPrice { amount currencyCode }
      selectedOptions { name value }
      metafields(identifiers: $variantMetafields) { namespace key value }
    }
  }
}`;

/** Most images read for the product page's gallery. */
export const PRODUCT_IMAGE_LIMIT = 20;

/**
 * One product by handle for the product page: up to 250 variants with their size metafields,
 * the gallery images, tags and collections (badge and promo rules target them).
 */
export const PRODUCT_BY_HANDLE_QUERY = `query SolekitProductByHandle($handle: String!, $productMetafields: [HasMetafieldsIdentifier!]!, $variantMetafields: [HasMetafieldsIdentifier!]!) {
  product(handle: $handle) {
    ...SolekitProductFields
    description
    tags
    images(first: ${PRODUCT_IMAGE_LIMIT}) { nodes { url altText width height } }
    collections(first: 50) { nodes { id handle } }
  }
}
${PRODUCT_FIELDS_FRAGMENT}`;
