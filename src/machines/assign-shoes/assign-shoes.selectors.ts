import type { ChildConnection, TransactionItem } from "../../clients/loyalty";
import type { AssignShoesData } from "./assign-shoes.types";

/** Which pairs the modal lists. */
export type AssignShoesScope = "rewarded" | "all";

/**
 * What the Assign Shoes modal lists, from the account queries: the pairs in the reward window
 * (`UnexpiredUnassignedItems`: not expired, not returned, not excluded) — or, with scope `all`,
 * every assignable pair (`UnassignedItems`, older ones without a reward) — and the children.
 *
 * @example
 * ```ts
 * assignShoesData({ all, unexpired, children }, "rewarded").shoes.length; // unexpired.length
 * ```
 */
export function assignShoesData(
  input: {
    readonly all: readonly TransactionItem[];
    readonly unexpired: readonly TransactionItem[];
    readonly children: readonly ChildConnection[];
  },
  scope: AssignShoesScope,
): AssignShoesData {
  return {
    shoes: scope === "all" ? input.all : input.unexpired,
    rewardedIds: input.unexpired.map((shoe) => shoe.id),
    children: input.children.map((child) => ({ id: String(child.connectionId), name: child.first_name })),
  };
}
