import { Link } from "react-router";
import type { AccountNavigationApi, DashboardChecklist, DashboardChecklistItem } from "solekit";

/**
 * The sign-up checklist: 'x/y completed', a bar, and Add or Completed on each item. On My Rewards
 * `onAssignShoes` makes Assign shoes open the modal instead of linking to the page it is on.
 */
export function ChecklistPanel({
  checklist,
  nav,
  onAssignShoes,
}: {
  checklist: DashboardChecklist;
  nav: AccountNavigationApi;
  onAssignShoes?: () => void;
}) {
  return (
    <section
      className="account-card dashboard-panel dashboard-checklist"
      aria-labelledby="dashboard-checklist-title"
    >
      <div className="dashboard-checklist__head">
        <h2 id="dashboard-checklist-title" className="dashboard-panel__title">
          {checklist.title}
        </h2>
        <p className="dashboard-checklist__progress">{checklist.progressText}</p>
      </div>
      <progress
        className="dashboard-checklist__bar"
        max={checklist.total}
        value={checklist.completed}
        aria-label={checklist.progressText}
      />
      <ul className="dashboard-checklist__items">
        {checklist.items.map((item) => (
          <li
            key={item.id}
            className="dashboard-checklist__item"
            data-completed={item.completed || undefined}
          >
            <span className="dashboard-checklist__mark" aria-hidden="true">
              {item.completed ? "✓" : ""}
            </span>
            <span className="dashboard-checklist__label">{item.label}</span>
            <ChecklistAction item={item} nav={nav} onAssignShoes={onAssignShoes} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChecklistAction({
  item,
  nav,
  onAssignShoes,
}: {
  item: DashboardChecklistItem;
  nav: AccountNavigationApi;
  onAssignShoes?: (() => void) | undefined;
}) {
  // The visible word first, then which item, so each of the list's Add buttons has its own name.
  const label = `${item.buttonLabel}: ${item.label}`;
  if (item.completed || item.disabled) {
    return (
      <button type="button" className="dashboard-checklist__button" disabled aria-label={label}>
        {item.buttonLabel}
      </button>
    );
  }
  const className = "dashboard-checklist__button dashboard-checklist__button--add";
  if (item.id === "assignShoes" && onAssignShoes) {
    return (
      <button type="button" className={className} aria-label={label} onClick={onAssignShoes}>
        {item.buttonLabel}
      </button>
    );
  }
  return item.route ? (
    <a {...nav.getLinkProps(item.route, { className, "aria-label": label })}>{item.buttonLabel}</a>
  ) : (
    <Link to={item.href} className={className} aria-label={label}>
      {item.buttonLabel}
    </Link>
  );
}
