import type { SolekitConfig } from "../../runtime";
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_UPDATE_MUTATION,
  type CustomerAccessToken,
  type CustomerUserError,
  customerAccessTokenCreateDataSchema,
  customerUpdateDataSchema,
  type StorefrontCustomer,
} from "./storefront.customer";
import {
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_METAFIELDS,
  STOREFRONT_PAGE_LIMIT,
  VARIANT_METAFIELDS,
} from "./storefront.documents";
import { PRODUCT_NODES_QUERY, productNodesDataSchema } from "./storefront.product-nodes";
import {
  productByHandleDataSchema,
  type StorefrontProduct,
  type StorefrontProductDetail,
} from "./storefront.schemas";
import {
  createStorefrontTransport,
  type StorefrontCallOptions,
  type StorefrontClientOptions,
  type StorefrontTransport,
} from "./storefront-transport";

/** Answer of {@link StorefrontClient.customerAccessTokenCreate}. */
export interface CustomerAccessTokenCreateResult {
  /** The token, or null when the user errors say why not. */
  customerAccessToken: CustomerAccessToken | null;
  /** Why no token was issued, e.g. `UNIDENTIFIED_CUSTOMER` for a wrong email or password. */
  customerUserErrors: CustomerUserError[];
}

/** Fields `customerUpdate` may change; omitted fields stay as they are. */
export interface CustomerUpdateInput {
  /** New email. */
  email?: string;
  /** New first name. */
  firstName?: string;
  /** New last name. */
  lastName?: string;
  /** New phone, E.164. */
  phone?: string;
  /** New password; the answer then carries a new access token and old tokens stop working. */
  password?: string;
  /** Marketing consent. */
  acceptsMarketing?: boolean;
}

/** Answer of {@link StorefrontClient.customerUpdate}. */
export interface CustomerUpdateResult {
  /** The updated customer, or null when the user errors say why not. */
  customer: StorefrontCustomer | null;
  /** A new token when the password changed, else null. */
  customerAccessToken: CustomerAccessToken | null;
  /** Why the update was refused, e.g. `TAKEN` for an email in use. */
  customerUserErrors: CustomerUserError[];
}

/** Client of the storefront GraphQL API. */
export interface StorefrontClient {
  /** The generic transport, for documents of your own. */
  readonly transport: StorefrontTransport;
  /**
   * Products by global id (`gid://shopify/Product/…`) or numeric id, in the order asked, with up
   * to 250 variants each and the spec's metafields. Ids that name no product are left out. More
   * than 250 ids are fetched in several queries.
   */
  products(ids: readonly (string | number)[], options?: StorefrontCallOptions): Promise<StorefrontProduct[]>;
  /**
   * One product by handle for the product page, with up to 250 variants, the spec's metafields,
   * images, tags and collections; `null` when no published product has that handle.
   */
  product(handle: string, options?: StorefrontCallOptions): Promise<StorefrontProductDetail | null>;
  /** Signs a customer in with email and password. */
  customerAccessTokenCreate(
    input: { email: string; password: string },
    options?: StorefrontCallOptions,
  ): Promise<CustomerAccessTokenCreateResult>;
  /** Updates the customer the access token belongs to. */
  customerUpdate(
    customer: CustomerUpdateInput,
    customerAccessToken: string,
    options?: StorefrontCallOptions,
  ): Promise<CustomerUpdateResult>;
}

const productGid = (id: string | number) =>
  typeof id === "number" || /^\d+$/.test(id) ? `gid://shopify/Product/${id}` : id;

/**
 * One product by handle over a storefront transport (what `StorefrontClient.product` does), for
 * a page that needs nothing else of the client and so need not ship the rest.
 *
 * @example
 * ```ts
 * const product = await productByHandle(createStorefrontTransport(config), "kids-runner-navy");
 * ```
 */
export async function productByHandle(
  transport: StorefrontTransport,
  handle: string,
  options: StorefrontCallOptions = {},
): Promise<StorefrontProductDetail | null> {
  const data = await transport.request(
    PRODUCT_BY_HANDLE_QUERY,
    { handle, productMetafields: PRODUCT_METAFIELDS, variantMetafields: VARIANT_METAFIELDS },
    productByHandleDataSchema,
    options,
  );
  return data.product;
}

/**
 * Products by global or numeric id over a storefront transport (what `StorefrontClient.products`
 * does), for a page that needs nothing else of the client and so need not ship the rest.
 *
 * @example
 * ```ts
 * const [product] = await productsByIds(createStorefrontTransport(config), [1001]);
 * ```
 */
export async function productsByIds(
  transport: StorefrontTransport,
  ids: readonly (string | number)[],
  callOptions: StorefrontCallOptions = {},
): Promise<StorefrontProduct[]> {
  const gids = ids.map(productGid);
  const chunks: string[][] = [];
  for (let i = 0; i < gids.length; i += STOREFRONT_PAGE_LIMIT) {
    chunks.push(gids.slice(i, i + STOREFRONT_PAGE_LIMIT));
  }
  const pages = await Promise.all(
    chunks.map((chunk) =>
      transport.request(
        PRODUCT_NODES_QUERY,
        { ids: chunk, productMetafields: PRODUCT_METAFIELDS, variantMetafields: VARIANT_METAFIELDS },
        productNodesDataSchema,
        callOptions,
      ),
    ),
  );
  return pages
    .flatMap((page) => page.nodes)
    .filter((node): node is StorefrontProduct => node !== null && "variants" in node);
}

/**
 * Creates the storefront GraphQL client.
 *
 * @example
 * ```ts
 * const storefront = createStorefrontClient(config);
 * const [product] = await storefront.products(["gid://shopify/Product/1001"]);
 * product?.variants[0]?.metafields.kids_uk;
 * const page = await storefront.product("kids-runner-navy"); // null for an unknown handle
 *
 * const { customerAccessToken, customerUserErrors } = await storefront.customerAccessTokenCreate({
 *   email: "jess.taylor@example.com",
 *   password,
 * });
 * ```
 */
export function createStorefrontClient(
  config: Pick<SolekitConfig, "shop">,
  options: StorefrontClientOptions = {},
): StorefrontClient {
  const transport = createStorefrontTransport(config, options);

  return {
    transport,
    products: (ids, callOptions) => productsByIds(transport, ids, callOptions),
    product: (handle, callOptions) => productByHandle(transport, handle, callOptions),
    async customerAccessTokenCreate(input, callOptions = {}) {
      const data = await transport.request(
        CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
        { input: { email: input.email, password: input.password } },
        customerAccessTokenCreateDataSchema,
        callOptions,
      );
      return data.customerAccessTokenCreate;
    },
    async customerUpdate(customer, customerAccessToken, callOptions = {}) {
      const data = await transport.request(
        CUSTOMER_UPDATE_MUTATION,
        { customer: { ...customer }, customerAccessToken },
        customerUpdateDataSchema,
        callOptions,
      );
      return data.customerUpdate;
    },
  };
}
