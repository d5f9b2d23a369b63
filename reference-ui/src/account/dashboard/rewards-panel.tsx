import type { AccountNavigationApi, RewardsSummary } from "solekit";

/** The reward balance, the active rewards at a glance and the link to My Rewards. */
export function RewardsPanel({ rewards, nav }: { rewards: RewardsSummary; nav: AccountNavigationApi }) {
  return (
    <section
      className="account-card dashboard-panel dashboard-rewards"
      aria-labelledby="dashboard-rewards-title"
    >
      <h2 id="dashboard-rewards-title" className="dashboard-panel__title">
        {rewards.title}
      </h2>
      <p className="dashboard-rewards__balance">{rewards.balanceText}</p>
      <ul className="dashboard-rewards__facts">
        <li>{rewards.activeText}</li>
        {rewards.expiringSoonText ? (
          <li className="dashboard-rewards__soon">{rewards.expiringSoonText}</li>
        ) : null}
      </ul>
      {rewards.nextExpiry ? <p className="dashboard-panel__text">{rewards.nextExpiry.text}</p> : null}
      <a {...nav.getLinkProps(rewards.route, { className: "dashboard-panel__link" })}>{rewards.linkText}</a>
    </section>
  );
}
