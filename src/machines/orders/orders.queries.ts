import type {
  ListCalls,
  LoyaltyOrder,
  LoyaltyPlatformTransaction,
  OrderCalls,
  Wishlist,
} from "../../clients/loyalty";
import { isSolekitError } from "../../runtime/solekit-error";
import type { AccountQueryContext, AccountQueryOptions } from "../account";

/** Orders read per request when loading the whole list (the service's largest page). */
const ORDERS_FETCH_SIZE = 100;

/** Safety stop for reading every page of orders. */
const MAX_ORDER_PAGES = 20;

/** The prefix of a platform-only order's id in the URL (`?section=orders&child=shopify-10403`). */
export const PLATFORM_ORDER_ID_PREFIX = "shopify-";

/**
 * Every store order of the customer, newest first (`Orders` key). The Completed / Pending toggle
 * splits orders by a rule the service does not page by, so the whole list is read (100 a
 * request) and paged 20 at a time on the client.
 *
 * @example
 * ```ts
 * const orders = await queryClient.ensureQueryData(ordersQuery(context));
 * ```
 */
export function ordersQuery({
  keys,
  loyalty,
}: AccountQueryContext<OrderCalls>): AccountQueryOptions<LoyaltyOrder[]> {
  return {
    queryKey: keys.of("Orders"),
    queryFn: async ({ signal }) => {
      const first = await loyalty.getOrders({ page: 1, pageSize: ORDERS_FETCH_SIZE }, { signal });
      const orders = [...first.data];
      const last = Math.min(first.meta.last_page, MAX_ORDER_PAGES);
      for (let page = 2; page <= last; page++) {
        orders.push(...(await loyalty.getOrders({ page, pageSize: ORDERS_FETCH_SIZE }, { signal })).data);
      }
      return orders;
    },
  };
}

/**
 * The customer's e-commerce platform transactions (`ShopifyTransactions` key); they replace the
 * spec's `orders-shopify-transaction` local-storage copy, so logout clears them with the rest.
 *
 * @example
 * ```ts
 * const transactions = await queryClient.ensureQueryData(platformTransactionsQuery(context));
 * ```
 */
export function platformTransactionsQuery({
  keys,
  loyalty,
}: AccountQueryContext<OrderCalls>): AccountQueryOptions<LoyaltyPlatformTransaction[]> {
  return {
    queryKey: keys.of("ShopifyTransactions"),
    queryFn: ({ signal }) => loyalty.getPlatformTransactions({ signal }),
  };
}

/**
 * The store order id an order URL's `child` names, or `null` for a platform-only order id
 * (`shopify-…`) or anything that is not a positive whole number.
 *
 * @example
 * ```ts
 * storeOrderId("200001"); // 200001
 * storeOrderId("shopify-10403"); // null
 * ```
 */
export function storeOrderId(id: string): number | null {
  return /^\d+$/.test(id) && Number.isSafeInteger(Number(id)) && Number(id) > 0 ? Number(id) : null;
}

/**
 * One store order by the id in the URL (`Orders` key + id): `null` when the service has no such
 * order (404) or the id is not a store order's, so an unknown order shows a not-found message.
 *
 * @example
 * ```ts
 * if (route.child?.kind === "id") {
 *   const options = orderQuery(route.child.id)(context); // ?section=orders&child=10400
 * }
 * ```
 */
export function orderQuery(id: string) {
  return ({ keys, loyalty }: AccountQueryContext<OrderCalls>): AccountQueryOptions<LoyaltyOrder | null> => ({
    queryKey: keys.of("Orders", id),
    queryFn: async ({ signal }) => {
      const orderId = storeOrderId(id);
      if (orderId === null) return null;
      try {
        return await loyalty.getOrder(orderId, { signal });
      } catch (error) {
        if (isSolekitError(error) && error.kind === "http" && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * The children's shoe wardrobes (`GET /profile/lists`, handle `assigned`), which say which child
 * each purchased pair was assigned to. Kept under `ProfileConnections`, since assigning shoes
 * changes the children's data and refreshes that key.
 *
 * @example
 * ```ts
 * const wardrobes = await queryClient.ensureQueryData(wardrobesQuery(context));
 * ```
 */
export function wardrobesQuery({
  keys,
  loyalty,
}: AccountQueryContext<ListCalls>): AccountQueryOptions<Wishlist[]> {
  return {
    queryKey: keys.of("ProfileConnections", "wardrobes"),
    queryFn: ({ signal }) => loyalty.getLists({ handle: "assigned" }, { signal }),
  };
}
