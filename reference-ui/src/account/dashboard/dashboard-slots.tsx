import { type AccountNavigationApi, useRecentOrders } from "solekit";
import { accountMessages } from "solekit/rules";
import { MembershipCard } from "../card/membership-card";
import { OrderCard } from "../orders/order-card";

/** The membership card on the dashboard (nothing when the member has no card). */
export function DashboardCardSlot() {
  return <MembershipCard headingLevel={2} />;
}

/** The 2 most recent orders, with a link to all of them; nothing before the first order. */
export function RecentOrdersSlot({ nav }: { nav: AccountNavigationApi }) {
  const recent = useRecentOrders();
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <section className="dashboard-recent-orders" aria-labelledby="dashboard-recent-orders-title">
      <div className="dashboard-recent-orders__head">
        <h2 id="dashboard-recent-orders-title">Recent orders</h2>
        <a {...nav.getLinkProps({ section: "orders" })}>{accountMessages.seeAllOrders}</a>
      </div>
      <ul className="dashboard-recent-orders__list">
        {recent.data.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              viewOrderProps={nav.getLinkProps({ section: "orders", child: { kind: "id", id: order.id } })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
