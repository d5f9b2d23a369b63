import { type AccountNavigationApi, useDashboard } from "solekit";
import { SectionSkeleton } from "../area/section-skeleton";
import { ChecklistPanel } from "./checklist-panel";
import { DashboardCardSlot, RecentOrdersSlot } from "./dashboard-slots";
import { KidsPrompt } from "./kids-prompt";
import { MemberOffersPanel } from "./member-offers-panel";
import { RewardsPanel } from "./rewards-panel";
import { UnassignedPanel } from "./unassigned-panel";
import "./dashboard.css";

/** The dashboard's panels; a skeleton of their shape while they load; a retry when a call failed. */
export function DashboardView({ nav }: { nav: AccountNavigationApi }) {
  const dashboard = useDashboard();
  if (!dashboard.isReady && dashboard.status !== "error") {
    return (
      <div className="dashboard-skeleton">
        <SectionSkeleton blocks={4} />
      </div>
    );
  }
  return (
    <div className="dashboard">
      {dashboard.status === "error" ? (
        <div role="alert" className="account-card dashboard-error">
          <p>{dashboard.errorMessage}</p>
          <button type="button" className="button" onClick={dashboard.refetch}>
            Try again
          </button>
        </div>
      ) : null}
      {dashboard.kidsPrompt ? <KidsPrompt prompt={dashboard.kidsPrompt} nav={nav} /> : null}
      <DashboardCardSlot />
      <div className="dashboard__grid">
        {dashboard.rewards ? <RewardsPanel rewards={dashboard.rewards} nav={nav} /> : null}
        {dashboard.unassignedShoes ? <UnassignedPanel summary={dashboard.unassignedShoes} nav={nav} /> : null}
        {dashboard.checklist ? <ChecklistPanel checklist={dashboard.checklist} nav={nav} /> : null}
        <MemberOffersPanel offers={dashboard.memberOffers} nav={nav} />
      </div>
      <RecentOrdersSlot nav={nav} />
    </div>
  );
}
