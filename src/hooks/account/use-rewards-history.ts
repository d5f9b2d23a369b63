import { useEffect, useId, useMemo } from "react";
import {
  connectRewardsHistory,
  type RewardsHistoryApi,
  rewardsHistoryMachine,
} from "../../machines/rewards-history";
import { rewardsHistoryMessages } from "../../machines/rewards-history/rewards-history.messages";
import { splitRewards } from "../../rules/rewards";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { useMachineActor } from "../shared/use-machine-api";
import { useRewards } from "./use-rewards";

/**
 * My Rewards' history (account-area §2 "Rewards"): the ACTIVE and PAST tabs (WAI-ARIA tabs:
 * arrows, Home and End), 4 rewards a page with previous/next and 'n of m', each row's reward
 * type, balance, badge ('Expiring soon' at 21 days or fewer, 'Active', 'Expired') and expiry;
 * `emptyText` is the no_rewards text. Reads the `Rewards` cache (`useRewards`).
 *
 * @example
 * ```tsx
 * function RewardsHistory() {
 *   const history = useRewardsHistory();
 *   return (
 *     <>
 *       <div {...history.getTabListProps()}>
 *         {history.tabs.map((t) => <button key={t.tab} {...history.getTabProps(t.tab)}>{t.label}</button>)}
 *       </div>
 *       <div {...history.getPanelProps(history.tab)}>{history.rows.map((r) => <p key={r.key}>{r.type}</p>)}</div>
 *       <p>{history.pageText}</p>
 *     </>
 *   );
 * }
 * ```
 */
export function useRewardsHistory(options: { id?: string } = {}): RewardsHistoryApi {
  const messages = useMessages(rewardsHistoryMessages);
  const { clock } = useSolekit();
  const rewards = useRewards();
  const generatedId = useId();
  // The badges' "now", read when the rewards (re)load rather than on every render.
  const now = useMemo(() => (rewards.data ? clock.now() : 0), [rewards.data, clock]);
  const { api, actorRef } = useMachineActor(rewardsHistoryMachine, {
    provide: () => ({}),
    input: () => ({}),
    connect: connectRewardsHistory,
    options: { id: options.id ?? generatedId, messages, rewards: rewards.data ?? null, now },
  });
  useEffect(() => {
    const { active, past } = splitRewards(rewards.data ?? []);
    actorRef.send({ type: "rewards.count", active: active.length, past: past.length });
  }, [actorRef, rewards.data]);
  const failed = rewards.status === "error" && !rewards.data;
  return failed
    ? { ...api, status: "error", error: rewards.error, errorMessage: rewards.errorMessage }
    : { ...api, status: rewards.data ? "success" : rewards.status };
}
