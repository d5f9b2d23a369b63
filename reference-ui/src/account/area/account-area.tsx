import { Suspense } from "react";
import { type AccountNavigationApi, useAccountNavigation } from "solekit";
import { AccountNav } from "./account-nav";
import { SectionSkeleton } from "./section-skeleton";
import { sectionComponents } from "./sections";
import "./account-area.css";

/** The signed-in account area: side navigation, breadcrumb, back link and the section shown. */
export function AccountArea() {
  const nav = useAccountNavigation();
  const { route } = nav;
  const Section = route.kind === "section" ? sectionComponents[route.section] : null;
  return (
    <div className="account-area">
      <AccountNav nav={nav} />
      <div className="account-area__main">
        <AccountTrail nav={nav} />
        <header className="account-area__header">
          <h1 {...nav.getHeadingProps({ className: "account-area__title" })}>{nav.title}</h1>
        </header>
        {Section && route.kind === "section" ? (
          <Suspense fallback={<SectionSkeleton />}>
            <Section route={route} nav={nav} />
          </Suspense>
        ) : (
          <p className="account-area__not-found">
            <a {...nav.getLinkProps({ section: "/" })}>Go to your dashboard</a>
          </p>
        )}
      </div>
    </div>
  );
}

// The breadcrumb and the back link above the section's heading.
function AccountTrail({ nav }: { nav: AccountNavigationApi }) {
  return (
    <div className="account-area__trail">
      <nav {...nav.getBreadcrumbProps({ className: "breadcrumb" })}>
        <ol>
          {nav.breadcrumb.map((step) => (
            <li key={step.href}>
              <a {...nav.getLinkProps(step.route)}>{step.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {nav.backLink ? (
        <a {...nav.getLinkProps(nav.backLink.route, { className: "account-area__back" })}>
          <span aria-hidden="true">‹ </span>
          {nav.backLink.text}
        </a>
      ) : null}
    </div>
  );
}
