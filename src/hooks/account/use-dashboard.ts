import { useMemo } from "react";
import {
  type CombinedAccountQueries,
  combineAccountQueries,
} from "../../machines/account/account-query-state";
import {
  type DashboardChecklist,
  type KidsProfilePrompt,
  kidsProfilePrompt,
  type MemberOffersLink,
  memberOffersLink,
  type RewardsSummary,
  rewardsSummary,
  type UnassignedShoesSummary,
} from "../../machines/dashboard";
import { accountDashboardMessages, accountRewardsMessages } from "../../rules/messages";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { useChecklist } from "./use-checklist";
import { useChildren } from "./use-children";
import { useRewardBalance, useRewards } from "./use-rewards";
import { useUnassignedShoes } from "./use-unassigned-shoes";

// The dashboard's strings: its own part and the rewards part (checklist, unassigned shoes).
const dashboardMessages = /* @__PURE__ */ Object.assign({}, accountDashboardMessages, accountRewardsMessages);

/**
 * The dashboard (account-area §2): one status over all its queries, and each panel as soon as its
 * own data is there (`null` before), so one failing call never hides the others.
 */
export interface DashboardApi extends CombinedAccountQueries {
  /** The kids-profile prompt while the customer has no children; `null` otherwise or before loading. */
  readonly kidsPrompt: KidsProfilePrompt | null;
  /** The rewards panel (balance, active rewards, link to My Rewards). */
  readonly rewards: RewardsSummary | null;
  /** The unassigned-shoes panel (`panelCase: "none"` hides it). */
  readonly unassignedShoes: UnassignedShoesSummary | null;
  /** The sign-up checklist. */
  readonly checklist: DashboardChecklist | null;
  /** The link to Member offers (needs no data). */
  readonly memberOffers: MemberOffersLink;
}

/**
 * Everything the dashboard shows except the membership card and the recent orders (their own
 * hooks): composed of {@link useChildren}, {@link useRewardBalance}, {@link useRewards},
 * {@link useUnassignedShoes} and {@link useChecklist}, which share their cached queries.
 *
 * @example
 * ```tsx
 * function Dashboard() {
 *   const dashboard = useDashboard();
 *   if (!dashboard.isReady && dashboard.status !== "error") return <Skeleton />;
 *   return (
 *     <>
 *       {dashboard.kidsPrompt && <a href={dashboard.kidsPrompt.href}>{dashboard.kidsPrompt.linkText}</a>}
 *       {dashboard.rewards && <p>{dashboard.rewards.balanceText}</p>}
 *       {dashboard.checklist && <p>{dashboard.checklist.progressText}</p>}
 *     </>
 *   );
 * }
 * ```
 */
export function useDashboard(): DashboardApi {
  const messages = useMessages(dashboardMessages);
  const { clock } = useSolekit();
  const children = useChildren();
  const balance = useRewardBalance();
  const rewardList = useRewards();
  const unassigned = useUnassignedShoes();
  const checklist = useChecklist();
  const rewards = useMemo(
    () =>
      balance.data && rewardList.data
        ? rewardsSummary(
            { balance: balance.data.reward_balance, rewards: rewardList.data, now: clock.now() },
            messages,
            { currency: balance.data.currency },
          )
        : null,
    [balance.data, rewardList.data, clock, messages],
  );
  return {
    ...combineAccountQueries([children, balance, rewardList, unassigned, checklist]),
    kidsPrompt: children.data ? kidsProfilePrompt(children.data, messages) : null,
    rewards,
    unassignedShoes: unassigned.summary,
    checklist: checklist.checklist,
    memberOffers: memberOffersLink(messages),
  };
}
