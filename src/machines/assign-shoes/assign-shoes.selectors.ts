import type { ChildConnection, TransactionItem } from "../../clients/loyalty";
import type { DateInput } from "../../rules/dates";
import { unassignedShoeSets } from "../../rules/unassigned-shoes";
import type { AssignShoesData } from "./assign-shoes.types";

/** What {@link assignShoesData} reads. */
export interface AssignShoesDataInput {
  /** The unassigned pairs (`UnassignedItems`: any age; returned and excluded ones are dropped). */
  readonly shoes: readonly TransactionItem[];
  /** The children. */
  readonly children: readonly ChildConnection[];
  /** The current time (decides which pairs earn $2). */
  readonly now: DateInput;
  /** Days a pair earns a reward after purchase. @default 30 */
  readonly expiryDays?: number;
}

/**
 * What the Assign Shoes modal lists, by {@link unassignedShoeSets} (the rule the panel, the
 * checklist and the kids' banner count with): every assignable pair — not returned, not excluded,
 * however old — those within 30 days first and marked as earning $2, then the older ones; and the
 * children. So the modal lists as many pairs as 'You have N shoes to assign' says, and its '+$2'
 * badges add up to the reward the panel promises.
 *
 * @example
 * ```ts
 * const data = assignShoesData({ shoes: unassignedShoes, children, now: Date.now() });
 * data.shoes.length; // unassignedShoesSummary(...).count
 * data.rewardedIds.length; // unassignedShoesSummary(...).rewardCount
 * ```
 */
export function assignShoesData(input: AssignShoesDataInput): AssignShoesData {
  const sets = unassignedShoeSets(input.shoes, input);
  return {
    shoes: sets.assignable,
    rewardedIds: sets.rewarded.map((shoe) => shoe.id),
    children: input.children.map((child) => ({ id: String(child.connectionId), name: child.first_name })),
  };
}
