import { useState } from "react";
import { type AssignShoesScope, useChecklist, useUnassignedShoes } from "solekit";
import { accountMessages } from "solekit/rules";
import { ChecklistPanel } from "../../dashboard/checklist-panel";
import { UnassignedPanel } from "../../dashboard/unassigned-panel";
import "../../dashboard/dashboard.css";
import { AssignShoesDialog } from "../../rewards/assign-shoes-dialog";
import { ClaimDialog } from "../../rewards/claim-dialog";
import { RewardsHistory } from "../../rewards/rewards-history";
import "../../rewards/rewards.css";
import type { SectionProps } from "../section-props";
import { SectionSkeleton } from "../section-skeleton";

/**
 * My Rewards (account-area §2 "Rewards"): the checklist and the unassigned-shoes panel (shared
 * with the dashboard, here opening the Assign Shoes modal), the rewards history, and Claim a
 * transaction.
 */
export default function RewardsSection({ nav }: SectionProps) {
  const checklist = useChecklist();
  const unassigned = useUnassignedShoes();
  const [assigning, setAssigning] = useState<AssignShoesScope | null>(null);
  const [claiming, setClaiming] = useState(false);
  // The no-reward case lists the older pairs too: there is nothing newer to assign.
  const panelScope: AssignShoesScope = unassigned.summary?.panelCase === "noReward" ? "all" : "rewarded";
  return (
    <div className="rewards">
      <div className="rewards__toolbar">
        <p className="rewards__lede">{accountMessages.claimIntro}</p>
        <button type="button" className="rewards-button" onClick={() => setClaiming(true)}>
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
              onAssignShoes={() => setAssigning("rewarded")}
            />
          ) : null}
          {unassigned.summary ? (
            <UnassignedPanel
              summary={unassigned.summary}
              nav={nav}
              onAssign={() => setAssigning(panelScope)}
            />
          ) : null}
        </div>
      )}
      <RewardsHistory />
      {assigning ? <AssignShoesDialog scope={assigning} onClose={() => setAssigning(null)} /> : null}
      {claiming ? <ClaimDialog onClose={() => setClaiming(false)} /> : null}
    </div>
  );
}
