import { useMemo } from "react";
import { orderCalls } from "../../clients/loyalty/orders";
import { unassignedCalls } from "../../clients/loyalty/transactions";
import {
  type CombinedAccountQueries,
  combineAccountQueries,
} from "../../machines/account/account-query-state";
import { type DashboardChecklist, dashboardChecklist, orderCountQuery } from "../../machines/dashboard";
import { unassignedShoesQuery } from "../../machines/unassigned-shoes";
import { accountRewardsMessages } from "../../rules/messages";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { useAccountQuery } from "./use-account-query";
import { useChildren } from "./use-children";

/** What {@link useChecklist} returns. */
export interface ChecklistApi extends CombinedAccountQueries {
  /** The checklist ('x/y completed', items with Add/Completed), once its data loaded; else `null`. */
  readonly checklist: DashboardChecklist | null;
}

/**
 * The sign-up checklist from the order count, the pairs to assign and the children: Start
 * shopping, Assign shoes ('You have N shoes to assign'; disabled with none) and, while a child
 * lacks a birthday, Add birthday. Each item's `href` (or `route`) is where Add leads.
 *
 * @example
 * ```tsx
 * const { checklist } = useChecklist();
 * return checklist && <p>{checklist.progressText}</p>; // "1/3 completed"
 * ```
 */
export function useChecklist(): ChecklistApi {
  const messages = useMessages(accountRewardsMessages);
  const orders = useAccountQuery(orderCountQuery, orderCalls);
  const { clock } = useSolekit();
  const unassigned = useAccountQuery(unassignedShoesQuery, unassignedCalls);
  const children = useChildren();
  const checklist = useMemo(
    () =>
      orders.data !== undefined && unassigned.data && children.data
        ? dashboardChecklist(
            {
              orderCount: orders.data,
              unassigned: { shoes: unassigned.data, now: clock.now() },
              children: children.data,
            },
            messages,
          )
        : null,
    [orders.data, unassigned.data, children.data, clock, messages],
  );
  return { ...combineAccountQueries([orders, unassigned, children]), checklist };
}
