import * as v from "valibot";
import { ORDERS_PAGE_SIZE } from "../../rules/constants";
import {
  dataOf,
  type LoyaltyPage,
  type LoyaltyRequestOptions,
  type PageParams,
  pageOf,
  pageQuery,
} from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";
import {
  type LoyaltyOrder,
  type LoyaltyPlatformTransaction,
  loyaltyOrderSchema,
  platformTransactionSchema,
} from "./schemas/order.schemas";

/** The order source the account area lists. */
const ORDER_SOURCE = "shopify";

/** Order calls of the {@link LoyaltyClient}. */
export interface OrderCalls {
  /**
   * One page of the customer's online orders, newest first (`GET /orders`, `source=shopify`,
   * 20 a page unless given). The spec's `idToken` parameter travels as the bearer header:
   * tokens never go in URLs, which end up in logs.
   *
   * @example
   * ```ts
   * const { data, meta } = await loyalty.getOrders({ page: 2 });
   * ```
   */
  getOrders(page?: PageParams, options?: LoyaltyRequestOptions): Promise<LoyaltyPage<LoyaltyOrder>>;
  /**
   * One order (`GET /orders/{id}`, `source=shopify`).
   *
   * @example
   * ```ts
   * const order = await loyalty.getOrder(1001); // the id of ?section=orders&child=1001
   * ```
   */
  getOrder(orderId: number, options?: LoyaltyRequestOptions): Promise<LoyaltyOrder>;
  /**
   * The customer's e-commerce platform transactions (`GET /orders/transactions`,
   * `source=shopify`), newest first: orders the platform took, some of which the loyalty service
   * has not recorded yet. `mergeOrders` joins them to the store orders (account-area §3).
   *
   * @example
   * ```ts
   * const merged = mergeOrders((await loyalty.getOrders()).data, await loyalty.getPlatformTransactions());
   * ```
   */
  getPlatformTransactions(options?: LoyaltyRequestOptions): Promise<LoyaltyPlatformTransaction[]>;
}

/**
 * Builds the order calls over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const order = await orderCalls(connection).getOrder(1001);
 * ```
 */
export function orderCalls(ctx: LoyaltyContext): OrderCalls {
  return {
    getOrders: (page = {}, options = {}) =>
      ctx.api.request({
        path: "/orders",
        query: { source: ORDER_SOURCE, sort: "-created_at", ...pageQuery(page, ORDERS_PAGE_SIZE) },
        schema: pageOf(loyaltyOrderSchema),
        signal: options.signal,
      }),
    getOrder: (orderId, options = {}) =>
      ctx.api.request({
        path: `/orders/${encodeURIComponent(orderId)}`,
        query: { source: ORDER_SOURCE },
        schema: dataOf(loyaltyOrderSchema),
        signal: options.signal,
      }),
    getPlatformTransactions: (options = {}) =>
      ctx.api.request({
        path: "/orders/transactions",
        query: { source: ORDER_SOURCE },
        schema: dataOf(v.array(platformTransactionSchema)),
        signal: options.signal,
      }),
  };
}
