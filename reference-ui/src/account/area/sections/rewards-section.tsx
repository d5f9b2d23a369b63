import { lazy, useState } from "react";
import { useChecklist, useUnassignedShoes } from "solekit";
import { accountMessages } from "solekit/rules";
import { ChecklistPanel } from "../../dashboard/checklist-panel";
import { UnassignedPanel } from "../../dashboard/unassigned-panel";
import "../../../ui/controls.css";
import "../../dashboard/dashboard.css";
import { RewardsHistory } from "../../rewards/rewards-history";
import "../../rewards/rewards.css";
import { DialogPart } from "../part-failed";
import type { SectionProps } from "../section-props";
import { SectionSkeleton } from "../section-skeleton";

// The modals (and their hooks) load when first opened: the page's first view carries neither.
const AssignShoesDialog = lazy(() =>
  import("../../rewards/assign-shoes-dialog").then((m) => ({ default: m.AssignShoesDialog })),
);
const ClaimDialog = lazy(() =>
  import("../../rewards/claim-dialog").then((m) => ({ default: m.ClaimDialog })),
);

/**
 * My Rewards (account-area §2 "Rewards"): the checklist and the unassigned-shoes panel (shared
 * with the dashboard, here opening the Assign Shoes modal), the rewards history, and Claim a
 * transaction.
 */
export default function RewardsSection({ nav }: SectionProps) {
  const checklist = useChecklist();
  const unassigned = useUnassignedShoes();
  const [assigning, setAssigning] = useState(false);
  const [claiming, setClaiming] = useState(false);
  return (
    <div className="rewards">
      <div className="rewards__toolbar">
        <p className="rewards__lede">{accountMessages.claimIntro}</p>
        <button type="button" className="pill-button" onClick={() => setClaiming(true)}>
          {accountMessages.claimTransaction}
        </button>
      </div>
      {!checklist.checklist && !unassigned.summary ? (
        <SectionSkeleton blocks={2} />
      ) : (
        <div className="rewards__grid">
          {checklist.checklist ? (
            <ChecklistPanel
              checklist={checklist.checklist}
              nav={nav}
              onAssignShoes={() => setAssigning(true)}
            />
          ) : null}
          {unassigned.summary ? (
            <UnassignedPanel summary={unassigned.summary} nav={nav} onAssign={() => setAssigning(true)} />
          ) : null}
        </div>
      )}
      <RewardsHistory />
      {/* One boundary each: a dialog whose code fails to download costs only itself. */}
      <DialogPart onError={() => setAssigning(false)}>
        {assigning ? <AssignShoesDialog onClose={() => setAssigning(false)} /> : null}
      </DialogPart>
      <DialogPart onError={() => setClaiming(false)}>
        {claiming ? <ClaimDialog onClose={() => setClaiming(false)} /> : null}
      </DialogPart>
    </div>
  );
}
