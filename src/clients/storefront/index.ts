export {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_UPDATE_MUTATION,
  type CustomerAccessToken,
  type CustomerUserError,
  customerAccessTokenCreateDataSchema,
  customerUpdateDataSchema,
  type StorefrontCustomer,
} from "./storefront.customer";
export {
  type MetafieldIdentifier,
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_IMAGE_LIMIT,
  PRODUCT_METAFIELDS,
  STOREFRONT_PAGE_LIMIT,
  UTOPIA_METAFIELD_KEYS,
  type UtopiaMetafieldKey,
  VARIANT_METAFIELDS,
} from "./storefront.documents";
export {
  PRODUCT_NODES_QUERY,
  productNodesDataSchema,
  storefrontProductSchema,
} from "./storefront.product-nodes";
export {
  productByHandleDataSchema,
  type StorefrontImage,
  type StorefrontMoney,
  type StorefrontProduct,
  type StorefrontProductDetail,
  type StorefrontVariant,
  storefrontProductDetailSchema,
  type UtopiaMetafieldValues,
} from "./storefront.schemas";
export {
  type CustomerAccessTokenCreateResult,
  type CustomerUpdateInput,
  type CustomerUpdateResult,
  createStorefrontClient,
  productByHandle,
  productsByIds,
  type StorefrontClient,
} from "./storefront-client";
export {
  createStorefrontTransport,
  type GraphQLVariables,
  type StorefrontCallOptions,
  type StorefrontClientOptions,
  type StorefrontTransport,
} from "./storefront-transport";
