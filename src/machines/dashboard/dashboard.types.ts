import type { AccountRouteInput } from "../../rules/account-route";
import type { ChecklistItem } from "../../rules/checklist";
import type { AccountDashboardMessageCatalogue, AccountRewardsMessageCatalogue } from "../../rules/messages";
import type { UnassignedPanelCase } from "../../rules/unassigned-shoes";

/** The catalogue entries the dashboard's selectors read: its own part and the rewards part. */
export type DashboardMessages = AccountDashboardMessageCatalogue & AccountRewardsMessageCatalogue;

/** The kids-profile prompt, shown while the customer has no children. */
export interface KidsProfilePrompt {
  /** Heading. */
  readonly title: string;
  /** Why to add one. */
  readonly text: string;
  /** The link's text. */
  readonly linkText: string;
  /** The new-profile form: `section=kids-profiles&child=new`. */
  readonly route: AccountRouteInput;
  /** The same as a URL. */
  readonly href: string;
}

/** The active reward that expires first. */
export interface RewardExpiry {
  /** Reward type. */
  readonly name: string;
  /** Value left, as currency. */
  readonly amountText: string;
  /** Expiry date, dd/mm/yyyy. */
  readonly dateText: string;
  /** The whole line: '{name} ({amount}) expires on {date}'. */
  readonly text: string;
}

/** The dashboard's rewards panel. */
export interface RewardsSummary {
  /** Heading. */
  readonly title: string;
  /** The reward balance in dollars (the service's `reward_balance`). */
  readonly balance: number;
  /** The balance shown ×100 as currency (AUD by default), e.g. "$49.50". */
  readonly balanceText: string;
  /** Active rewards. */
  readonly activeCount: number;
  /** Active rewards with 21 days or fewer left. */
  readonly expiringSoonCount: number;
  /** '3 active rewards', '1 active reward' or 'No active rewards yet'. */
  readonly activeText: string;
  /** '{n} expiring soon', or `null` when none is. */
  readonly expiringSoonText: string | null;
  /** The active reward that expires first, or `null`. */
  readonly nextExpiry: RewardExpiry | null;
  /** The link's text: 'View my rewards'. */
  readonly linkText: string;
  /** My Rewards: `section=fit-club`. */
  readonly route: AccountRouteInput;
  /** The same as a URL. */
  readonly href: string;
}

/** A pair shown in the unassigned-shoes panel. */
export interface UnassignedShoePreview {
  /** Transaction item id. */
  readonly id: number;
  /** Brand, if known. */
  readonly brand: string | null;
  /** Product title. */
  readonly title: string;
  /** What to call it: the title, after the brand unless the title already starts with it. */
  readonly name: string;
  /** Size bought (the variant's first option), if known. */
  readonly size: string | null;
  /** First product image, if any. */
  readonly image: { readonly src: string; readonly alt: string } | null;
  /** Whether it is still in the reward window (earns $2 when assigned). */
  readonly earnsReward: boolean;
}

/** The dashboard's unassigned-shoes panel (account-area §2 Rewards, three cases). */
export interface UnassignedShoesSummary {
  /** Which case: `none` hides the panel. */
  readonly panelCase: UnassignedPanelCase;
  /** 'Only new shoes to assign', 'Old orders with shoes to assign' or 'Assign shoes'; `null` when hidden. */
  readonly title: string | null;
  /** What the case means for the shopper; `null` when hidden. */
  readonly text: string | null;
  /** Every assignable pair (returned pairs excluded). */
  readonly count: number;
  /** Pairs still in the reward window. */
  readonly rewardCount: number;
  /** What assigning them earns, in dollars ($2 a pair in the window). */
  readonly reward: number;
  /** The same as currency. */
  readonly rewardText: string;
  /** Up to three pairs, newest first, to show in the panel. */
  readonly shoes: readonly UnassignedShoePreview[];
  /** The action's text: 'Assign shoes'. */
  readonly actionText: string;
  /** Where shoes are assigned: My Rewards (`section=fit-club`). */
  readonly route: AccountRouteInput;
  /** The same as a URL. */
  readonly href: string;
}

/** A checklist item with where its Add button leads. */
export interface DashboardChecklistItem extends ChecklistItem {
  /** An account route for the in-area items (follow it with `getLinkProps`), else `null`. */
  readonly route: AccountRouteInput | null;
  /** Where Add leads, as a URL: the shop for Start shopping, the account area otherwise. */
  readonly href: string;
}

/** The dashboard's sign-up checklist. */
export interface DashboardChecklist {
  /** Heading. */
  readonly title: string;
  /** The items, in the spec's order. */
  readonly items: readonly DashboardChecklistItem[];
  /** Items completed. */
  readonly completed: number;
  /** All items. */
  readonly total: number;
  /** 'x/y completed'. */
  readonly progressText: string;
}

/** The dashboard's link to the Member offers section. */
export interface MemberOffersLink {
  /** Heading. */
  readonly title: string;
  /** One line about them. */
  readonly text: string;
  /** The link's text. */
  readonly linkText: string;
  /** `section=offers`. */
  readonly route: AccountRouteInput;
  /** The same as a URL. */
  readonly href: string;
}
