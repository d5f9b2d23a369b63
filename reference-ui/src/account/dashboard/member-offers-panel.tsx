import type { AccountNavigationApi, MemberOffersLink } from "solekit";

/** The way to Member offers. */
export function MemberOffersPanel({ offers, nav }: { offers: MemberOffersLink; nav: AccountNavigationApi }) {
  return (
    <section
      className="account-card dashboard-panel dashboard-offers"
      aria-labelledby="dashboard-offers-title"
    >
      <h2 id="dashboard-offers-title" className="dashboard-panel__title">
        {offers.title}
      </h2>
      <p className="dashboard-panel__text">{offers.text}</p>
      <a {...nav.getLinkProps(offers.route, { className: "dashboard-panel__link" })}>{offers.linkText}</a>
    </section>
  );
}
