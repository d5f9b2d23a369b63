import type { AccountNavigationApi, UnassignedShoesSummary } from "solekit";

/**
 * The unassigned-shoes panel in one of the spec's three cases; nothing when there is nothing to
 * assign. The dashboard links to My Rewards; My Rewards passes `onAssign` to open the modal there.
 */
export function UnassignedPanel({
  summary,
  nav,
  onAssign,
}: {
  summary: UnassignedShoesSummary;
  nav: AccountNavigationApi;
  onAssign?: () => void;
}) {
  if (summary.panelCase === "none") return null;
  return (
    <section
      className={`account-card dashboard-panel dashboard-unassigned dashboard-unassigned--${summary.panelCase}`}
      aria-labelledby="dashboard-unassigned-title"
    >
      <h2 id="dashboard-unassigned-title" className="dashboard-panel__title">
        {summary.title}
      </h2>
      <p className="dashboard-panel__text">{summary.text}</p>
      <ul className="dashboard-unassigned__shoes">
        {summary.shoes.map((shoe) => (
          <li key={shoe.id} className="dashboard-unassigned__shoe">
            {shoe.image ? <img src={shoe.image.src} alt="" width="56" height="56" loading="lazy" /> : null}
            <span>
              <span className="dashboard-unassigned__name">{shoe.name}</span>
              {shoe.size ? <span className="dashboard-unassigned__size">Size {shoe.size}</span> : null}
            </span>
            {shoe.earnsReward ? <span className="dashboard-unassigned__badge">+$2</span> : null}
          </li>
        ))}
      </ul>
      {onAssign ? (
        <button type="button" className="button button--primary" onClick={onAssign}>
          {summary.actionText}
        </button>
      ) : (
        <a {...nav.getLinkProps(summary.route, { className: "button button--primary" })}>
          {summary.actionText}
        </a>
      )}
    </section>
  );
}
