import { type MetafieldIdentifier, PRODUCT_METAFIELDS, VARIANT_METAFIELDS } from "../../clients/storefront";
import type { CatalogueIndex } from "../catalogue-index";
import type { VariantIndex } from "../variant-index";
import type { Product, Variant } from "../world";

/** A GraphQL error the resolver answers with (HTTP 200, `errors` array). */
export class GraphQLResolveError extends Error {
  override readonly name = "GraphQLResolveError";
  constructor(
    message: string,
    /** `extensions.code`. */
    readonly code: string,
  ) {
    super(message);
  }
}

const money = (cents: number) => ({ amount: (cents / 100).toFixed(2), currencyCode: "AUD" });

function identifiers(value: unknown, fallback: readonly MetafieldIdentifier[]): MetafieldIdentifier[] {
  if (value === undefined) return [...fallback];
  if (!Array.isArray(value))
    throw new GraphQLResolveError("Invalid metafield identifiers", "INVALID_VARIABLE");
  return value.map((item: unknown) => {
    const { namespace, key } = (item ?? {}) as Partial<MetafieldIdentifier>;
    if (typeof namespace !== "string" || typeof key !== "string") {
      throw new GraphQLResolveError("Invalid metafield identifier", "INVALID_VARIABLE");
    }
    return { namespace, key };
  });
}

/** A metafield as the storefront answers it, or null when the owner has none. */
function metafieldNode(namespace: string, key: string, value: string | null) {
  return value === null ? null : { namespace, key, value };
}

function productMetafield(product: Product, { namespace, key }: MetafieldIdentifier) {
  if (namespace === "omneo" && key === "brand")
    return metafieldNode(namespace, key, product.metafields.omneo.brand);
  if (namespace !== "utopia" || !Object.hasOwn(product.metafields.utopia, key)) return null;
  const value = product.metafields.utopia[key as keyof Product["metafields"]["utopia"]];
  return metafieldNode(namespace, key, value);
}

// Size conversions belong to the variant; name and age group are the product's, repeated on each
// variant as the storefront's variant metafields hold them.
function variantMetafield(product: Product, variant: Variant, id: MetafieldIdentifier) {
  if (id.namespace === "utopia" && variant.metafields && Object.hasOwn(variant.metafields, id.key)) {
    const value = variant.metafields[id.key as keyof NonNullable<Variant["metafields"]>];
    return metafieldNode(id.namespace, id.key, value);
  }
  if (id.namespace === "utopia" && (id.key === "age_group" || id.key === "customer_facing_product_name")) {
    return productMetafield(product, id);
  }
  return null;
}

function variantNode(product: Product, variant: Variant, ids: MetafieldIdentifier[]) {
  const values = [variant.option1, variant.option2];
  return {
    id: variant.gid,
    sku: variant.sku,
    title: variant.title,
    availableForSale: variant.availableForSale,
    // Back-order: out of stock yet for sale. The sandbox's variants are for sale only with stock.
    currentlyNotInStock: variant.availableForSale && variant.inventory_quantity <= 0,
    price: money(variant.price),
    compareAtPrice: variant.compare_at_price === null ? null : money(variant.compare_at_price),
    selectedOptions: product.options.flatMap((option, i) => {
      const value = values[i];
      return value == null ? [] : [{ name: option.name, value }];
    }),
    metafields: ids.map((id) => variantMetafield(product, variant, id)),
  };
}

/** The metafields a query asks for: the product's, and each variant's. */
interface RequestedMetafields {
  productIds: MetafieldIdentifier[];
  variantIds: MetafieldIdentifier[];
}

function productNode(product: Product, first: number, { productIds, variantIds }: RequestedMetafields) {
  const prices = product.variants.map((v) => v.price);
  const image = product.images[0];
  return {
    id: product.gid,
    title: product.title,
    handle: product.handle,
    vendor: product.vendor,
    featuredImage: image ? { url: image.src, altText: image.alt } : null,
    priceRange: { minVariantPrice: money(Math.min(...prices)), maxVariantPrice: money(Math.max(...prices)) },
    metafields: productIds.map((id) => productMetafield(product, id)),
    variants: { nodes: product.variants.slice(0, first).map((v) => variantNode(product, v, variantIds)) },
  };
}

/**
 * Resolves `nodes(ids:)` over the catalogue: products (published ones) with the requested
 * metafields and up to `first` variants; a variant's global id gives an empty object (it is not a
 * `Product`), an unknown id gives `null`, and a malformed one a GraphQL error, as the storefront
 * answers.
 *
 * @example
 * ```ts
 * resolveNodes(index, { ids: ["gid://shopify/Product/1"] }, 250);
 * ```
 */
export function resolveNodes(index: VariantIndex, variables: Record<string, unknown>, first: number) {
  const ids = variables.ids;
  if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === "string")) {
    throw new GraphQLResolveError(
      "Variable $ids of type [ID!]! was provided invalid value",
      "INVALID_VARIABLE",
    );
  }
  if (ids.length > 250) {
    throw new GraphQLResolveError("The ids argument accepts at most 250 ids", "MAX_INPUT_SIZE_EXCEEDED");
  }
  const productIds = identifiers(variables.productMetafields, PRODUCT_METAFIELDS);
  const variantIds = identifiers(variables.variantMetafields, VARIANT_METAFIELDS);
  return {
    nodes: ids.map((gid) => {
      const match = /^gid:\/\/shopify\/(\w+)\/(\d+)$/.exec(gid);
      if (!match) throw new GraphQLResolveError(`Invalid global id '${gid}'`, "INVALID");
      if (match[1] === "ProductVariant") return index.variantById.has(Number(match[2])) ? {} : null;
      const product = index.productByGid.get(gid);
      return product?.published ? productNode(product, first, { productIds, variantIds }) : null;
    }),
  };
}

/**
 * Resolves `product(handle:)` for the product page: the published product with that handle, its
 * images, tags, collections, metafields and up to `first` variants; `null` for an unknown or
 * unpublished handle, as the storefront answers.
 *
 * @example
 * ```ts
 * resolveProductByHandle(catalogue, { handle: "gift-card" }, 250);
 * ```
 */
export function resolveProductByHandle(
  catalogue: CatalogueIndex,
  variables: Record<string, unknown>,
  first: number,
) {
  const handle = variables.handle;
  if (typeof handle !== "string") {
    throw new GraphQLResolveError(
      "Variable $handle of type String! was provided invalid value",
      "INVALID_VARIABLE",
    );
  }
  const product = catalogue.productByHandle.get(handle);
  if (!product?.published) return { product: null };
  const productIds = identifiers(variables.productMetafields, PRODUCT_METAFIELDS);
  const variantIds = identifiers(variables.variantMetafields, VARIANT_METAFIELDS);
  return {
    product: {
      ...productNode(product, first, { productIds, variantIds }),
      description: product.description,
      tags: product.tags,
      images: {
        nodes: product.images.map((image) => ({
          url: image.src,
          altText: image.alt,
          width: image.width,
          height: image.height,
        })),
      },
      collections: {
        nodes: product.collections.map((collection) => ({
          id: `gid://shopify/Collection/${collection}`,
          handle: collection,
        })),
      },
    },
  };
}
