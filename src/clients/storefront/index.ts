export {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_UPDATE_MUTATION,
  type MetafieldIdentifier,
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_IMAGE_LIMIT,
  PRODUCT_METAFIELDS,
  PRODUCT_NODES_QUERY,
  STOREFRONT_PAGE_LIMIT,
  UTOPIA_METAFIELD_KEYS,
  type UtopiaMetafieldKey,
  VARIANT_METAFIELDS,
} from "./storefront.documents";
export {
  type CustomerAccessToken,
  type CustomerUserError,
  customerAccessTokenCreateDataSchema,
  customerUpdateDataSchema,
  productByHandleDataSchema,
  productNodesDataSchema,
  type StorefrontCustomer,
  type StorefrontImage,
  type StorefrontMoney,
  type StorefrontProduct,
  type StorefrontProductDetail,
  type StorefrontVariant,
  storefrontProductDetailSchema,
  storefrontProductSchema,
  type UtopiaMetafieldValues,
} from "./storefront.schemas";
export {
  type CustomerAccessTokenCreateResult,
  type CustomerUpdateInput,
  type CustomerUpdateResult,
  createStorefrontClient,
  type StorefrontClient,
} from "./storefront-client";
export {
  createStorefrontTransport,
  type GraphQLVariables,
  type StorefrontCallOptions,
  type StorefrontClientOptions,
  type StorefrontTransport,
} from "./storefront-transport";
