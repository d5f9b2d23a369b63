import type { AnchorHTMLAttributes } from "react";
import type { OrderCardData } from "solekit";
import { accountMessages, imageUrlAtWidth } from "solekit/rules";
import "./orders.css";

/** Props of {@link OrderCard}. */
export interface OrderCardProps {
  /** The card's data, from `useOrders` or `useRecentOrders`. */
  order: OrderCardData;
  /** Props of the 'View order' link: `nav.getLinkProps({ section: "orders", child: { kind: "id", id } })`. */
  viewOrderProps: AnchorHTMLAttributes<HTMLAnchorElement>;
  /** Level of the card's heading (3 under a section's `h2`). */
  headingLevel?: 2 | 3 | 4;
}

/** An order's badge in the spec's colours. */
export function OrderBadge({ order }: { order: Pick<OrderCardData, "badge"> }) {
  return <span className={`order-badge order-badge--${order.badge.tone}`}>{order.badge.label}</span>;
}

/**
 * An order card (account-area §2 Orders): number, status badge, order date, total, tracking
 * number link, a 2-image gallery and 'View order'. The dashboard shows the same card.
 */
export function OrderCard({ order, viewOrderProps, headingLevel = 3 }: OrderCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="order-card account-card">
      <div className="order-card__top">
        <Heading className="order-card__number">{order.heading}</Heading>
        <OrderBadge order={order} />
      </div>
      <dl className="order-facts">
        <div>
          <dt>{accountMessages.orderDate}</dt>
          <dd>
            <time dateTime={order.dateTime}>{order.date}</time>
          </dd>
        </div>
        <div>
          <dt>{accountMessages.orderTotal}</dt>
          <dd>{order.total}</dd>
        </div>
        {order.tracking ? (
          <div className="order-facts__wide">
            <dt>{accountMessages.trackingNumber}</dt>
            <dd>
              {order.tracking.url ? (
                <a href={order.tracking.url} target="_blank" rel="noopener noreferrer">
                  {order.tracking.number}
                  <span className="visually-hidden"> {accountMessages.opensInNewTab}</span>
                </a>
              ) : (
                order.tracking.number
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="order-card__bottom">
        {order.images.length > 0 ? (
          <ul className="order-card__gallery">
            {order.images.map((image) => (
              <li key={image.src}>
                <img
                  src={imageUrlAtWidth(image.src, 320)}
                  alt={image.alt}
                  width={72}
                  height={72}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        <a className="button order-card__view" {...viewOrderProps}>
          {accountMessages.viewOrder}
          <span className="visually-hidden"> {order.number}</span>
        </a>
      </div>
    </article>
  );
}
