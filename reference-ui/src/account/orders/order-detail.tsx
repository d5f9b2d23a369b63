import { useOrder } from "solekit";
import { accountMessages, imageUrlAtWidth } from "solekit/rules";
import type { SectionProps } from "../area/section-props";
import { SectionSkeleton } from "../area/section-skeleton";
import { OrderBadge } from "./order-card";

/** An order's detail: heading, status, date, total, shipping address and the products. */
export function OrderDetail({ id, nav }: { id: string; nav: SectionProps["nav"] }) {
  const order = useOrder(id);
  if (order.status === "error") {
    return (
      <div className="account-card orders__message" role="alert">
        <p>{order.errorMessage}</p>
        <button type="button" className="button" onClick={order.refetch}>
          {accountMessages.ordersTryAgain}
        </button>
      </div>
    );
  }
  if (order.data === undefined) return <SectionSkeleton blocks={3} />;
  if (order.data === null) {
    return (
      <div className="account-card orders__message">
        <h2 className="orders__not-found">{accountMessages.orderNotFound}</h2>
        <p>
          <a {...nav.getLinkProps({ section: "orders" })}>{accountMessages.seeAllOrders}</a>
        </p>
      </div>
    );
  }
  const detail = order.data;
  return (
    <article className="order-detail">
      <div className="account-card order-detail__summary">
        <div className="order-card__top">
          <h2 className="order-detail__heading">{detail.heading}</h2>
          <OrderBadge order={detail} />
        </div>
        <dl className="order-facts">
          <div>
            <dt>{accountMessages.orderStatus}</dt>
            <dd>{detail.badge.label}</dd>
          </div>
          <div>
            <dt>{accountMessages.orderDate}</dt>
            <dd>
              <time dateTime={detail.dateTime}>{detail.date}</time>
            </dd>
          </div>
          <div>
            <dt>{accountMessages.orderTotal}</dt>
            <dd>{detail.total}</dd>
          </div>
          {detail.tracking ? (
            <div className="order-facts__wide">
              <dt>{accountMessages.trackingNumber}</dt>
              <dd>
                {detail.tracking.url ? (
                  <a href={detail.tracking.url} target="_blank" rel="noopener noreferrer">
                    {detail.tracking.number}
                    <span className="visually-hidden"> {accountMessages.opensInNewTab}</span>
                  </a>
                ) : (
                  detail.tracking.number
                )}
              </dd>
            </div>
          ) : null}
        </dl>
        {detail.isShopifyOrder ? (
          <p className="order-detail__note">{accountMessages.orderBeingProcessed}</p>
        ) : null}
      </div>
      <div className="order-detail__columns">
        <section className="account-card order-detail__items" aria-labelledby="order-items-heading">
          <h3 id="order-items-heading">{accountMessages.orderItems}</h3>
          <ul className="order-lines">
            {detail.items.map((line) => (
              <li key={line.id} className="order-line">
                {line.image ? (
                  <img
                    className="order-line__image"
                    src={imageUrlAtWidth(line.image.src, 320)}
                    alt={line.image.alt}
                    width={80}
                    height={80}
                    loading="lazy"
                  />
                ) : (
                  <span className="order-line__image" />
                )}
                <div className="order-line__text">
                  {line.brand ? <p className="order-line__brand">{line.brand}</p> : null}
                  <p className="order-line__title">{line.title}</p>
                  {line.variantTitle ? <p className="order-line__variant">{line.variantTitle}</p> : null}
                  <dl className="order-line__facts">
                    <div>
                      <dt>{accountMessages.quantity}</dt>
                      <dd>{line.quantity}</dd>
                    </div>
                    <div>
                      <dt>{accountMessages.price}</dt>
                      <dd>
                        {line.originalPrice ? (
                          <>
                            <s>
                              <span className="visually-hidden">{accountMessages.wasPrice} </span>
                              {line.originalPrice}
                            </s>{" "}
                          </>
                        ) : null}
                        {line.price}
                      </dd>
                    </div>
                    <div>
                      <dt>{accountMessages.assignedTo}</dt>
                      <dd>{line.child ?? accountMessages.notAssigned}</dd>
                    </div>
                  </dl>
                </div>
                <p className="order-line__total">{line.lineTotal}</p>
              </li>
            ))}
          </ul>
        </section>
        {detail.rewards.length > 0 || detail.shippingAddress ? (
          <div className="order-detail__side">
            {detail.rewards.length > 0 ? (
              <section className="account-card order-detail__rewards" aria-labelledby="order-rewards-heading">
                <h3 id="order-rewards-heading">{accountMessages.orderRewards}</h3>
                <table className="order-rewards">
                  <thead>
                    <tr>
                      <th scope="col">{accountMessages.rewardTypeColumn}</th>
                      <th scope="col">{accountMessages.rewardAmountColumn}</th>
                      <th scope="col">{accountMessages.rewardDateColumn}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {detail.rewards.map((reward) => (
                      <tr key={reward.id}>
                        <td>
                          {reward.name}
                          <span
                            className={`order-rewards__movement${reward.earned ? " order-rewards__movement--earned" : ""}`}
                          >
                            {reward.movement}
                          </span>
                        </td>
                        <td>{reward.earned ? reward.amount : `−${reward.amount}`}</td>
                        <td>
                          <time dateTime={reward.dateTime}>{reward.date}</time>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ) : null}
            {detail.shippingAddress ? (
              <section className="account-card order-detail__address" aria-labelledby="order-address-heading">
                <h3 id="order-address-heading">{accountMessages.shippingAddress}</h3>
                <address>
                  {detail.shippingAddress.map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
                </address>
              </section>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
