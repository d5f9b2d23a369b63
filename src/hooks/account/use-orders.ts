import { useMemo } from "react";
import { listCalls } from "../../clients/loyalty/lists";
import { orderCalls } from "../../clients/loyalty/orders";
import {
  type AccountOrderEntry,
  combineOrderQueries,
  type OrderCardData,
  type OrderDetailData,
  type OrdersPageData,
  type OrdersQueryState,
  type OrdersType,
  orderDetailState,
  orderQuery,
  ordersPage,
  ordersQuery,
  platformTransactionsQuery,
  recentOrderCards,
  wardrobesQuery,
} from "../../machines/orders";
import { orderDetailMessages } from "../../machines/orders/order-detail.selectors";
import { ordersPageMessages } from "../../machines/orders/orders.selectors";
import { accountOrdersMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import { useAccountQuery } from "./use-account-query";

/** Orders data as the orders hooks return it, with a Try again action. */
export interface OrdersQueryApi<TData> extends OrdersQueryState<TData> {
  /** Fetches the orders and platform transactions again. */
  refetch(): void;
}

/** Options of {@link useOrders}. */
export interface UseOrdersOptions {
  /** The Completed orders / Pending orders toggle. */
  readonly type: OrdersType;
  /** 1-based page (20 a page), e.g. from `?section=orders&page=n`. @default 1 */
  readonly page?: number;
}

// Store orders merged with the platform's transactions: what every orders hook starts from.
function useOrderEntries(): OrdersQueryApi<AccountOrderEntry[]> {
  const orders = useAccountQuery(ordersQuery, orderCalls);
  const transactions = useAccountQuery(platformTransactionsQuery, orderCalls);
  const state = useMemo(() => combineOrderQueries(orders, transactions), [orders, transactions]);
  return {
    ...state,
    refetch: () => {
      orders.refetch();
      transactions.refetch();
    },
  };
}

/**
 * One page of the customer's orders under the Completed / Pending toggle (account-area §2):
 * store orders merged with the platform's transactions, 20 a page, as cards (number, status badge
 * with its colour, date in Australian English, AUD total, tracking, 2 images), with the pager's
 * state and the 'No {type} orders.' text.
 *
 * @example
 * ```tsx
 * // route: the section's route, narrowed (`nav.route.kind === "section"`)
 * const { data } = useOrders({ type: "completed", page: route.page });
 * data?.orders.map((order) => <OrderCard key={order.id} order={order} />);
 * ```
 */
export function useOrders(options: UseOrdersOptions): OrdersQueryApi<OrdersPageData> {
  const entries = useOrderEntries();
  const messages = useMessages(ordersPageMessages);
  const page = options.page ?? 1;
  const data = useMemo(
    () => (entries.data ? ordersPage(entries.data, { type: options.type, page }, messages) : undefined),
    [entries.data, options.type, page, messages],
  );
  return { ...entries, data };
}

/**
 * The 2 most recent orders, as cards, for the dashboard.
 *
 * @example
 * ```tsx
 * const { data = [] } = useRecentOrders();
 * ```
 */
export function useRecentOrders(): OrdersQueryApi<OrderCardData[]> {
  const entries = useOrderEntries();
  const messages = useMessages(accountOrdersMessages);
  const data = useMemo(
    () => (entries.data ? recentOrderCards(entries.data, messages) : undefined),
    [entries.data, messages],
  );
  return { ...entries, data };
}

/**
 * One order's detail by its id in the URL (`?section=orders&child={id}`): heading, badge, date,
 * total, shipping address and product lines. `data` is `null` (with `status: "success"`) when no
 * order has that id, so the page can say so.
 *
 * @example
 * ```tsx
 * // Rendered for `?section=orders&child={id}`: `route.child?.kind === "id"`, given `route.child.id`.
 * function OrderDetail({ id }: { id: string }) {
 *   const order = useOrder(id);
 *   if (order.status === "error") return <p role="alert">{order.errorMessage}</p>;
 *   if (order.data === undefined) return <p aria-busy="true">Loading…</p>;
 *   if (order.data === null) return <p>Not found</p>;
 *   return <h2>{order.data.heading}</h2>;
 * }
 * ```
 */
export function useOrder(id: string): OrdersQueryApi<OrderDetailData | null> {
  const order = useAccountQuery(
    useMemo(() => orderQuery(id), [id]),
    orderCalls,
  );
  const transactions = useAccountQuery(platformTransactionsQuery, orderCalls);
  const wardrobes = useAccountQuery(wardrobesQuery, listCalls);
  const messages = useMessages(orderDetailMessages);
  const state = useMemo(
    () => orderDetailState(id, { order, transactions, wardrobes }, messages),
    [id, order, transactions, wardrobes, messages],
  );
  return {
    ...state,
    refetch: () => {
      order.refetch();
      transactions.refetch();
      wardrobes.refetch();
    },
  };
}
