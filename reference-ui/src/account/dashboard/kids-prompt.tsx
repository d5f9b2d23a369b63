import type { AccountNavigationApi, KidsProfilePrompt } from "solekit";

/** Shown while the customer has no children: why to add one, and the way to the form. */
export function KidsPrompt({ prompt, nav }: { prompt: KidsProfilePrompt; nav: AccountNavigationApi }) {
  return (
    <section className="account-card dashboard-kids" aria-labelledby="dashboard-kids-title">
      <div className="dashboard-kids__art" aria-hidden="true">
        <svg viewBox="0 0 48 32" width="40" height="28" aria-hidden="true" focusable="false">
          <path d="M2 22c0-4 3-7 7-7h9l5-8h6l3 6c7 1 12 4 14 9v4H2z" fill="#5b2bb5" />
          <path d="M2 26h44v3H2z" fill="#ffd23f" />
        </svg>
      </div>
      <div>
        <h2 id="dashboard-kids-title" className="dashboard-panel__title">
          {prompt.title}
        </h2>
        <p className="dashboard-panel__text">{prompt.text}</p>
        <a {...nav.getLinkProps(prompt.route, { className: "button button--primary" })}>{prompt.linkText}</a>
      </div>
    </section>
  );
}
