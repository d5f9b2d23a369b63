import { useMemo } from "react";
import { unassignedCalls } from "../../clients/loyalty/transactions";
import { type UnassignedShoesSummary, unassignedShoesSummary } from "../../machines/dashboard";
import { unassignedShoesQuery, unexpiredUnassignedShoesQuery } from "../../machines/unassigned-shoes";
import { accountRewardsMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import { type CombinedAccountQueries, combineAccountQueries } from "./combine-account-queries";
import { useAccountQuery } from "./use-account-query";

/** What {@link useUnassignedShoes} returns. */
export interface UnassignedShoesApi extends CombinedAccountQueries {
  /** The panel (case, title, text, reward, pictured pairs), once both lists loaded; else `null`. */
  readonly summary: UnassignedShoesSummary | null;
}

/**
 * The unassigned-shoes panel over `UnassignedItems` and `UnexpiredUnassignedItems`: 'Only new
 * shoes to assign', 'Old orders with shoes to assign', or 'Assign shoes' with no reward
 * (`summary.panelCase` is `none` when there is nothing to assign).
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
  const all = useAccountQuery(unassignedShoesQuery, unassignedCalls);
  const unexpired = useAccountQuery(unexpiredUnassignedShoesQuery, unassignedCalls);
  const summary = useMemo(
    () =>
      all.data && unexpired.data
        ? unassignedShoesSummary({ all: all.data, unexpired: unexpired.data }, messages)
        : null,
    [all.data, unexpired.data, messages],
  );
  return { ...combineAccountQueries([all, unexpired]), summary };
}
