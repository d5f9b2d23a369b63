import type { TransactionItem } from "../../clients/loyalty";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { MoneyOptions } from "../../rules/money";
import type { SolekitError } from "../../runtime/solekit-error";
import type {
  CustomerErrorProps,
  CustomerFieldPropGetter,
  CustomerFormProps,
  CustomerLabelProps,
  CustomerPropGetter,
  CustomerSubmitButtonProps,
} from "../customer-token/customer-token.types";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike, EventLike, KeyboardEventLike } from "../shared/events";

/** The messages the Assign Shoes modal shows. */
export type AssignShoesMessages = Pick<
  AccountMessageCatalogue,
  | "assignShoesTitle"
  | "assignChild"
  | "assignNoChild"
  | "assignEarns"
  | "assignNoRewardBadge"
  | "assignRewardBadge"
  | "assignSubmit"
  | "assignSubmitting"
  | "assignChooseChild"
  | "assignSomeFailed"
  | "assignDoneReward"
  | "assignDone"
  | "assignNothing"
  | "assignNoChildren"
  | "rewardsModalClose"
  | "somethingWentWrong"
  | "pairs"
  | "pairsOne"
>;

/** A child the pairs can be assigned to. */
export interface AssignableChild {
  /** The child's connection id (the select's value). */
  readonly id: string;
  /** The child's first name. */
  readonly name: string;
}

/** What the modal lists: the pairs and the children, from the account queries. */
export interface AssignShoesData {
  /** The pairs to assign (not expired, not returned, not excluded: `filterUnassignedShoes`). */
  readonly shoes: readonly TransactionItem[];
  /** Ids of the pairs still in the 30-day reward window ($2 each). */
  readonly rewardedIds: readonly number[];
  /** The children. */
  readonly children: readonly AssignableChild[];
}

/** One child's share of a submit: `assignItemsToChild(shoeIds, variantIds, childId)`. */
export interface AssignmentGroup {
  /** The child's connection id. */
  readonly childId: number;
  /** The pairs' transaction item ids. */
  readonly shoeIds: readonly number[];
  /** Each pair's variant id, in the same order. */
  readonly variantIds: readonly number[];
}

/** What `assignShoes` answers: which pairs were assigned and which failed. */
export interface AssignShoesResult {
  /** Pairs assigned. */
  readonly assigned: readonly number[];
  /** Pairs that failed (the others went on). */
  readonly failed: readonly number[];
}

/** Input of the Assign Shoes machine. */
export interface AssignShoesInput {
  /** Messages. */
  messages?: AssignShoesMessages;
}

/** Context of the Assign Shoes machine. */
export interface AssignShoesContext {
  /** The pairs listed. */
  shoes: readonly TransactionItem[];
  /** Ids of the pairs that earn $2. */
  rewardedIds: readonly number[];
  /** `rewardedIds` as they were when the running (or last) assignment was sent. */
  sentRewardedIds: readonly number[];
  /** The children. */
  children: readonly AssignableChild[];
  /** The child chosen for each pair (by transaction item id); -1 or absent is no assignment. */
  choices: Record<string, string>;
  /** The message shown (none chosen, some failed, something went wrong), else `null`. */
  formError: string | null;
  /** The last failure of the call. */
  error: SolekitError | null;
  /** What the last submit assigned, and the reward it earned in dollars. */
  outcome: { readonly pairs: number; readonly reward: number } | null;
  /** Messages. */
  messages: AssignShoesMessages;
}

/** Events of the Assign Shoes machine. */
export type AssignShoesEvent =
  /** The pairs and children (re)loaded; choices of pairs still listed are kept. */
  | { type: "shoes.load"; data: AssignShoesData }
  /** The pairs could not be loaded. */
  | { type: "shoes.fail"; error: SolekitError }
  /** A child chosen for a pair (`-1`: none). Also while assigning: nothing chosen is lost. */
  | { type: "child.select"; shoeId: number; childId: string }
  /** Assigns every pair with a child. */
  | { type: "assign.submit" };

/** What the machine emits: the assignment landed (the host may close the modal). */
export type AssignShoesEmitted = { type: "assign.done"; pairs: number; reward: number };

/** Options of `connectAssignShoes`. */
export interface AssignShoesConnectOptions extends ConnectOptions<AssignShoesMessages> {
  /** Closes the modal (close button, Escape). */
  readonly onClose?: () => void;
  /** Money formatting. */
  readonly money?: MoneyOptions;
}

/** One pair as the modal lists it. */
export interface AssignShoeRow {
  /** Transaction item id. */
  readonly id: number;
  /** Brand and title. */
  readonly name: string;
  /** Size (the variant's first option), if known. */
  readonly size: string | null;
  /** The first image. */
  readonly image: { readonly src: string; readonly alt: string | null } | null;
  /** Whether it earns $2 (bought within 30 days). */
  readonly earnsReward: boolean;
  /** '+$2' or 'No reward'. */
  readonly badgeText: string;
  /** The child chosen, or -1. */
  readonly childId: string;
}

/** Props of the Assign child select of one pair. */
export interface AssignSelectProps {
  /** DOM id. */
  id: string;
  /** Field name. */
  name: string;
  /** The child chosen, or -1. */
  value: string;
  /** Chooses a child. */
  onChange(event: ChangeEventLike): void;
}

/** Props of the modal dialog. */
export interface AssignDialogProps {
  /** DOM id. */
  id: string;
  /** WAI-ARIA role. */
  role: "dialog";
  /** The page behind is inert while it is open. */
  "aria-modal": true;
  /** Its title's id. */
  "aria-labelledby": string;
  /** Focusable. */
  tabIndex: -1;
  /** Focus in on mount, back to the opener on unmount. */
  ref(element: unknown): void;
  /** Escape closes; Tab stays inside. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of a title (the dialog's). */
export interface AssignTitleProps {
  /** DOM id. */
  id: string;
  /** Focusable: the dialog moves focus to its title when it opens. */
  tabIndex: -1;
}

/** Props of the close button. */
export interface AssignCloseButtonProps {
  /** Not a submit. */
  type: "button";
  /** Closes. */
  onClick(event: EventLike): void;
}

/** The Assign Shoes modal's public API, as `connectAssignShoes` and `useAssignShoes` return it. */
export interface AssignShoesApi extends SliceState {
  /** 'Assign shoes to your kids'. */
  readonly title: string;
  /** Whether the pairs and children are loaded. */
  readonly isReady: boolean;
  /** Whether the assignment runs (disable the button, show a spinner). */
  readonly isBusy: boolean;
  /** Whether the last assignment landed. */
  readonly isDone: boolean;
  /** The pairs, each with its chosen child. */
  readonly shoes: readonly AssignShoeRow[];
  /** The select's options: 'Not now' (-1) and each child. */
  readonly childOptions: readonly { readonly value: string; readonly label: string }[];
  /** What the pairs chosen earn: 'Earn $4 for the pairs you assign', or `null` with none. */
  readonly earnText: string | null;
  /** 'There are no shoes…' or 'Add a kid's profile first…', when the modal has nothing to do. */
  readonly emptyText: string | null;
  /** The message after a refused or failed submit. */
  readonly formError: string | null;
  /** The success text once assigned ('2 pairs assigned. You earned $4.00.'). */
  readonly doneText: string | null;
  /** Chooses a child for a pair (`-1`: none). */
  select(shoeId: number, childId: string): void;
  /** Assigns. */
  submit(): void;
  /** The form. */
  getFormProps: CustomerPropGetter<CustomerFormProps>;
  /** A pair's Assign child select. */
  getSelectProps: CustomerFieldPropGetter<number, AssignSelectProps>;
  /** A pair's Assign child label. */
  getSelectLabelProps: CustomerFieldPropGetter<number, CustomerLabelProps>;
  /** The form's message. */
  getErrorProps: CustomerPropGetter<CustomerErrorProps>;
  /** The submit button. */
  getSubmitButtonProps: CustomerPropGetter<CustomerSubmitButtonProps>;
  /** The dialog. */
  getDialogProps: CustomerPropGetter<AssignDialogProps>;
  /** The dialog's title. */
  getTitleProps: CustomerPropGetter<AssignTitleProps>;
  /** The close button. */
  getCloseButtonProps: CustomerPropGetter<AssignCloseButtonProps>;
}
