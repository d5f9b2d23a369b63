import { useRef, useState } from "react";
import { type OrdersType, useOrders } from "solekit";
import { accountMessages } from "solekit/rules";
import type { SectionProps } from "../area/section-props";
import { SectionSkeleton } from "../area/section-skeleton";
import { OrderCard } from "./order-card";

const TYPES: readonly { type: OrdersType; label: string }[] = [
  { type: "completed", label: accountMessages.completedOrders },
  { type: "pending", label: accountMessages.pendingOrders },
];

/** The orders list: the Completed / Pending toggle, 20 cards a page and the pager. */
export function OrdersList({ route, nav }: SectionProps) {
  const [type, setType] = useState<OrdersType>("completed");
  const orders = useOrders({ type, page: route.page });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const label = TYPES.find((entry) => entry.type === type)?.label ?? "";

  const choose = (next: OrdersType) => {
    setType(next);
    if (route.page !== 1) nav.navigate({ section: "orders" });
  };
  const goTo = (page: number) => {
    nav.navigate({ section: "orders", page });
    headingRef.current?.focus();
  };

  return (
    <div className="orders">
      <fieldset className="orders-toggle">
        <legend className="visually-hidden">{accountMessages.orderTypes}</legend>
        {TYPES.map((entry) => (
          <button
            key={entry.type}
            type="button"
            className="orders-toggle__button"
            aria-pressed={entry.type === type}
            onClick={() => choose(entry.type)}
          >
            {entry.label}
          </button>
        ))}
      </fieldset>
      <h2 ref={headingRef} tabIndex={-1} className="visually-hidden">
        {label}
      </h2>
      {orders.status === "error" ? (
        <div className="account-card orders__message" role="alert">
          <p>{orders.errorMessage}</p>
          <button type="button" className="button" onClick={orders.refetch}>
            {accountMessages.ordersTryAgain}
          </button>
        </div>
      ) : !orders.data ? (
        <SectionSkeleton blocks={4} />
      ) : orders.data.orders.length === 0 ? (
        <p className="account-card orders__message">{orders.data.emptyText}</p>
      ) : (
        <>
          <ul className="orders__list">
            {orders.data.orders.map((order) => (
              <li key={order.id}>
                <OrderCard
                  order={order}
                  viewOrderProps={nav.getLinkProps({
                    section: "orders",
                    child: { kind: "id", id: order.id },
                  })}
                />
              </li>
            ))}
          </ul>
          {orders.data.pageCount > 1 ? (
            <nav className="pager" aria-label={accountMessages.ordersPages}>
              <button
                type="button"
                className="pager__button"
                disabled={!orders.data.hasPrevious}
                onClick={() => goTo((orders.data?.page ?? 2) - 1)}
              >
                <span aria-hidden="true">‹ </span>
                {accountMessages.previousPage}
              </button>
              <span className="pager__position" aria-live="polite">
                {orders.data.pageText}
              </span>
              <button
                type="button"
                className="pager__button"
                disabled={!orders.data.hasNext}
                onClick={() => goTo((orders.data?.page ?? 0) + 1)}
              >
                {accountMessages.nextPage}
                <span aria-hidden="true"> ›</span>
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
