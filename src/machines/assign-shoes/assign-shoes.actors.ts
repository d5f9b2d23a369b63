import type { AssignmentCalls } from "../../clients/loyalty";
import type { InvalidateAccountKeys } from "../account";
import { fromRequest } from "../shared/request";
import type { AssignmentGroup, AssignShoesResult } from "./assign-shoes.types";

/** The caches an assignment changes (account-area §7's keys). */
export const ASSIGN_SHOES_INVALIDATES = [
  "Rewards",
  "Balance",
  "UnassignedItems",
  "UnexpiredUnassignedItems",
  "ProfileConnections",
] as const;

/**
 * The Assign Shoes modal's side effect: one `assignItemsToChild` per child, one after another;
 * then, if any pair was assigned, the rewards, balance, unassigned lists and children are
 * invalidated and `refreshBalance` announces it (the `omneo:refresh-balance` browser event the
 * header chip follows). Once sent the writes finish even if the modal closes.
 *
 * @example
 * ```ts
 * const actors = createAssignShoesActors(loyalty, binding.invalidate, () =>
 *   window.dispatchEvent(new Event("omneo:refresh-balance")));
 * ```
 */
export function createAssignShoesActors(
  loyalty: Pick<AssignmentCalls, "assignItemsToChild">,
  invalidate: InvalidateAccountKeys,
  refreshBalance: () => void,
) {
  return {
    assignShoes: fromRequest<AssignShoesResult, readonly AssignmentGroup[]>(async (groups) => {
      const assigned: number[] = [];
      const failed: number[] = [];
      let firstError: unknown = null;
      for (const group of groups) {
        try {
          const outcomes = await loyalty.assignItemsToChild(group.shoeIds, group.variantIds, group.childId);
          for (const outcome of outcomes)
            (outcome.status === "assigned" ? assigned : failed).push(outcome.shoeId);
        } catch (error) {
          // This child's wardrobe could not be found (or the call failed): its pairs failed, the
          // other children's pairs still go.
          firstError ??= error;
          failed.push(...group.shoeIds);
        }
      }
      if (assigned.length > 0) {
        await invalidate([...ASSIGN_SHOES_INVALIDATES]);
        refreshBalance();
      } else if (firstError) {
        throw firstError;
      }
      return { assigned, failed };
    }),
  };
}
