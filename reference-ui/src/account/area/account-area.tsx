import { lazy, useEffect, useState } from "react";
import { type AccountNavigationApi, useAccountNavigation, useProfile } from "solekit";
import { hasFirstLoginFlag } from "solekit/machines";
import { useDocumentTitle } from "../../layout/document-title";
import { PartBoundary } from "../../ui/lazy-part";
import { AccountNav } from "./account-nav";
import { PageTitleProvider } from "./page-title";
import { PartFailed } from "./part-failed";
import { SectionSkeleton } from "./section-skeleton";
import { preloadSection, sectionComponents } from "./sections";
import "./account-area.css";

// The first-login onboarding overlay loads only when the flag is set (its hook removes it).
const OnboardingOverlay = lazy(() => import("../onboarding/onboarding-overlay"));
const firstLoginFlagSet = () => typeof localStorage !== "undefined" && hasFirstLoginFlag(localStorage);

/** The signed-in account area: side navigation, breadcrumb, back link and the section shown. */
export function AccountArea() {
  const nav = useAccountNavigation();
  const [firstLogin] = useState(firstLoginFlagSet);
  // A child's, a list's or the new-profile page's own title, set by that page (see usePageTitle).
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  useDocumentTitle(pageTitle ?? nav.title);
  const headingProps = nav.getHeadingProps({ className: "account-area__title" });
  return (
    <div className="account-area">
      {firstLogin ? (
        // A failed download costs the member the welcome, not the account (the flag stays for next time).
        <PartBoundary>
          {/* It opens by itself, with no opener to give focus back to: Exit leaves it on the page's heading. */}
          <OnboardingOverlay closeFocusId={headingProps.id} />
        </PartBoundary>
      ) : null}
      <AccountNav nav={nav} />
      <div className="account-area__main">
        <AccountTrail nav={nav} />
        <header className="account-area__header">
          <h1 {...headingProps}>{pageTitle ?? nav.title}</h1>
        </header>
        <PageTitleProvider value={setPageTitle}>
          <SectionContent nav={nav} />
        </PageTitleProvider>
      </div>
    </div>
  );
}

// The section shown, once the customer's profile has loaded (the user data comes before any
// section, account-area §7); the sections read it from the cache.
function SectionContent({ nav }: { nav: AccountNavigationApi }) {
  const profile = useProfile();
  const { route } = nav;
  const section = route.kind === "notFound" ? null : route.section;
  // The section's code downloads while the profile loads.
  useEffect(() => {
    if (section) preloadSection(section);
  }, [section]);
  if (route.kind === "notFound")
    return (
      <div className="account-card account-area__not-found">
        <p>This page isn't part of your account.</p>
        <p>
          <a {...nav.getLinkProps({ section: "/" }, { className: "button" })}>Go to your dashboard</a>
        </p>
      </div>
    );
  if (profile.data === undefined && profile.status === "error")
    return (
      <div className="account-card account-area__error" role="alert">
        <p>
          <strong>We couldn't load your account.</strong> {profile.errorMessage} You're still signed in.
        </p>
        <button type="button" className="button" onClick={profile.refetch}>
          Try again
        </button>
      </div>
    );
  if (profile.data === undefined) return <SectionSkeleton />;
  const Section = sectionComponents[route.section];
  return (
    <PartBoundary
      key={route.section}
      fallback={<SectionSkeleton />}
      failure={<PartFailed>Sorry, we couldn't load this part of your account.</PartFailed>}
    >
      <Section route={route} nav={nav} />
    </PartBoundary>
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
              {step.isCurrent || !step.route ? (
                <span aria-current={step.isCurrent ? "page" : undefined}>{step.title}</span>
              ) : (
                <a {...nav.getLinkProps(step.route)}>{step.title}</a>
              )}
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
