import { OrderDetail } from "../../orders/order-detail";
import { OrdersList } from "../../orders/orders-list";
import type { SectionProps } from "../section-props";

/** Orders (account-area §2): the list, or one order's detail at `?section=orders&child={id}`. */
export default function OrdersSection({ route, nav }: SectionProps) {
  return route.child?.kind === "id" ? (
    <OrderDetail key={route.child.id} id={route.child.id} nav={nav} />
  ) : (
    <OrdersList route={route} nav={nav} />
  );
}
