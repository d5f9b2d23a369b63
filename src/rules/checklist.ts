import { type ChildBirthday, lacksBirthday } from "./child";
import { type AccountMessageCatalogue, accountRewardsMessages, formatMessage } from "./messages";

/** The catalogue entries the checklist reads. */
export type ChecklistMessages = Pick<
  AccountMessageCatalogue,
  | "checklistAdd"
  | "checklistCompleted"
  | "checklistProgress"
  | "startShopping"
  | "assignShoes"
  | "shoesToAssign"
  | "shoesToAssignOne"
  | "addBirthday"
>;

/** Link of the Start shopping checklist item. */
export const START_SHOPPING_HREF = "/collections/shop-all";

/** One item of the sign-up checklist. */
export interface ChecklistItem {
  /** Stable id. */
  readonly id: "startShopping" | "assignShoes" | "addBirthday";
  /** Item text. */
  readonly label: string;
  /** Whether it is done. */
  readonly completed: boolean;
  /** Whether its button is disabled. */
  readonly disabled: boolean;
  /** Button text: Add or Completed. */
  readonly buttonLabel: string;
  /** Where the item leads, for link items. */
  readonly href?: string;
}

/** What the checklist is built from. */
export interface ChecklistInput {
  /** Orders the customer has (store and online). */
  readonly orderCount: number;
  /** Unassigned pairs that can be assigned, older ones included (`unassignedShoeSets`' `assignable`). */
  readonly unassignedCount: number;
  /** The customer's children. */
  readonly children: readonly ChildBirthday[];
}

/**
 * The text of the Assign shoes item. The spec writes "shoe(s)"; solekit says "1 shoe" and
 * "N shoes", as a shopper would expect.
 *
 * @example
 * ```ts
 * shoesToAssignText(1); // "You have 1 shoe to assign"
 * shoesToAssignText(3); // "You have 3 shoes to assign"
 * ```
 */
export function shoesToAssignText(
  count: number,
  catalogue: ChecklistMessages = accountRewardsMessages,
): string {
  return count === 1 ? catalogue.shoesToAssignOne : formatMessage(catalogue.shoesToAssign, { count });
}

/**
 * The sign-up checklist of the dashboard and rewards page. Start shopping is completed once the
 * customer has an order; Assign shoes is disabled with nothing to assign, and completed once they
 * have shopped and nothing is left; Add birthday appears only while a child lacks birth month or
 * year, so it is never shown completed.
 *
 * @example
 * ```ts
 * signUpChecklist({ orderCount: 0, unassignedCount: 0, children: [] }).map((item) => item.id);
 * // ["startShopping", "assignShoes"]
 * ```
 */
export function signUpChecklist(
  input: ChecklistInput,
  catalogue: ChecklistMessages = accountRewardsMessages,
): ChecklistItem[] {
  const button = (completed: boolean) => (completed ? catalogue.checklistCompleted : catalogue.checklistAdd);
  const shopped = input.orderCount > 0;
  const assigned = shopped && input.unassignedCount === 0;
  const items: ChecklistItem[] = [
    {
      id: "startShopping",
      label: catalogue.startShopping,
      completed: shopped,
      disabled: false,
      buttonLabel: button(shopped),
      href: START_SHOPPING_HREF,
    },
    {
      id: "assignShoes",
      label:
        input.unassignedCount > 0
          ? shoesToAssignText(input.unassignedCount, catalogue)
          : catalogue.assignShoes,
      completed: assigned,
      disabled: input.unassignedCount === 0,
      buttonLabel: button(assigned),
    },
  ];
  if (input.children.some(lacksBirthday)) {
    items.push({
      id: "addBirthday",
      label: catalogue.addBirthday,
      completed: false,
      disabled: false,
      buttonLabel: button(false),
    });
  }
  return items;
}

/**
 * The checklist's 'x/y completed' text.
 *
 * @example
 * ```ts
 * checklistProgressText([{ completed: true }, { completed: false }]); // "1/2 completed"
 * ```
 */
export function checklistProgressText(
  items: readonly { readonly completed: boolean }[],
  catalogue: ChecklistMessages = accountRewardsMessages,
): string {
  const completed = items.filter((item) => item.completed).length;
  return formatMessage(catalogue.checklistProgress, { completed, total: items.length });
}
