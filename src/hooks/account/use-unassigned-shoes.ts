import { useMemo } from "react";
import { unassignedCalls } from "../../clients/loyalty/transactions";
import {
  type CombinedAccountQueries,
  combineAccountQueries,
} from "../../machines/account/account-query-state";
import { type UnassignedShoesSummary, unassignedShoesSummary } from "../../machines/dashboard";
import { unassignedShoesQuery } from "../../machines/unassigned-shoes";
import { accountRewardsMessages } from "../../rules/messages";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { useAccountQuery } from "./use-account-query";

/** What {@link useUnassignedShoes} returns. */
export interface UnassignedShoesApi extends CombinedAccountQueries {
  /** The panel (case, title, text, counts, reward, pictured pairs), once loaded; else `null`. */
  readonly summary: UnassignedShoesSummary | null;
}

/**
 * The unassigned-shoes panel over `UnassignedItems`: 'Only new shoes to assign', 'Old orders with
 * shoes to assign', or 'Assign shoes' with no reward (`summary.panelCase` is `none` when there is
 * nothing to assign). `summary.count` (every assignable pair) and `summary.rewardCount` (those
 * within 30 days) are the figures the checklist and the Assign Shoes modal show too.
 *
 * @example
 * ```tsx
 * const { summary } = useUnassignedShoes();
 * if (!summary || summary.panelCase === "none") return null;
 * return <section><h2>{summary.title}</h2><p>{summary.text}</p></section>;
 * ```
 */
export function useUnassignedShoes(): UnassignedShoesApi {
  const messages = useMessages(accountRewardsMessages);
  const { clock } = useSolekit();
  const unassigned = useAccountQuery(unassignedShoesQuery, unassignedCalls);
  const summary = useMemo(
    () =>
      unassigned.data ? unassignedShoesSummary({ shoes: unassigned.data, now: clock.now() }, messages) : null,
    [unassigned.data, clock, messages],
  );
  return { ...combineAccountQueries([unassigned]), summary };
}
