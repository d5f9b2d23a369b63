export type { OrderDetailQueries } from "./order-detail.selectors";
export {
  assignedChildren,
  findOrder,
  orderDetail,
  orderDetailState,
} from "./order-detail.selectors";
export {
  orderQuery,
  ordersQuery,
  PLATFORM_ORDER_ID_PREFIX,
  platformTransactionsQuery,
  storeOrderId,
  wardrobesQuery,
} from "./orders.queries";
export type { OrdersPageRequest } from "./orders.selectors";
export {
  accountOrders,
  combineOrderQueries,
  formatDollars,
  isPlatformOnlyOrder,
  orderBadge,
  orderCard,
  orderRouteId,
  ordersPage,
  recentOrderCards,
  trackingUrl,
} from "./orders.selectors";
export type {
  AccountOrderEntry,
  AssignedChildren,
  OrderBadge,
  OrderCardData,
  OrderDetailCatalogue,
  OrderDetailData,
  OrderImage,
  OrderLine,
  OrderRewardEntry,
  OrdersCatalogue,
  OrdersPageCatalogue,
  OrdersPageData,
  OrdersQueryState,
  OrdersType,
  OrderTracking,
} from "./orders.types";
