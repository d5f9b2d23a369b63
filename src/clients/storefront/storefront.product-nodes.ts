// The `nodes` query (products by id: the grid's cards, recommendations, wishlists), apart from the
// product page's `product(handle:)` so a page that only shows one product does not ship it.
import * as v from "valibot";
import { PRODUCT_FIELDS_FRAGMENT } from "./storefront.documents";
import {
  metafield,
  metafieldList,
  money,
  type StorefrontProduct,
  utopia,
  variantNode,
} from "./storefront.schemas";

/** Products by global id, with up to 250 variants and the spec's metafields. */
export const PRODUCT_NODES_QUERY = `query SolekitProductNodes($ids: [ID!]!, $productMetafields: [HasMetafieldsIdentifier!]!, $variantMetafields: [HasMetafieldsIdentifier!]!) {
  nodes(ids: $ids) {
    ... on Product { ...SolekitProductFields }
  }
}
${PRODUCT_FIELDS_FRAGMENT}`;

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

/**
 * `data` of the `nodes` query. Ids that name no product answer `null` (or an empty object for
 * another node type); both are dropped.
 */
export const productNodesDataSchema = v.object({
  nodes: v.array(v.nullable(v.union([v.strictObject({}), storefrontProductSchema]))),
});
