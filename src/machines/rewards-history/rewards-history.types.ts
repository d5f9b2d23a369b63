import type { LoyaltyReward } from "../../clients/loyalty";
import type { DateInput } from "../../rules/dates";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { MoneyOptions } from "../../rules/money";
import type { RewardStatus } from "../../rules/rewards";
import type { CustomerFieldPropGetter, CustomerPropGetter } from "../customer-token/customer-token.types";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike, KeyboardEventLike } from "../shared/events";

/** The history's two tabs (account-area §4 "Rewards": Active or Past). */
export type RewardsTab = "active" | "past";

/** The messages the rewards history shows. */
export type RewardsHistoryMessages = Pick<
  AccountMessageCatalogue,
  | "rewardsTabActive"
  | "rewardsTabPast"
  | "rewardsHistoryTabs"
  | "rewardTypeColumn"
  | "rewardBalanceColumn"
  | "rewardStatusColumn"
  | "rewardExpiryColumn"
  | "rewardExpiringSoon"
  | "rewardActive"
  | "rewardExpired"
  | "rewardNoExpiry"
  | "noRewards"
  | "pageOf"
  | "previousPage"
  | "nextPage"
>;

/** Context of the rewards history controller: the tab shown and the page of each tab. */
export interface RewardsHistoryContext {
  /** The tab shown. */
  tab: RewardsTab;
  /** The 1-based page of each tab (kept when switching tabs). */
  pages: Record<RewardsTab, number>;
  /** How many pages each tab has, from the last rewards loaded. */
  pageCounts: Record<RewardsTab, number>;
}

/** Input of the rewards history controller. */
export interface RewardsHistoryInput {
  /** The tab shown first. @default "active" */
  tab?: RewardsTab;
}

/** Events of the rewards history controller. */
export type RewardsHistoryEvent =
  /** Shows a tab (a click, or the arrow keys on the tab list). */
  | { type: "tab.select"; tab: RewardsTab }
  /** The next page of the tab shown. */
  | { type: "page.next" }
  /** The previous page of the tab shown. */
  | { type: "page.previous" }
  /** The rewards (re)loaded: how many each tab holds, so pages stay in range. */
  | { type: "rewards.count"; active: number; past: number };

/** One row of the history table: reward type, balance, status badge, expiry date. */
export interface RewardRow {
  /** A key for the row. */
  readonly key: string;
  /** Reward type (the definition's name). */
  readonly type: string;
  /** The value remaining, as currency. */
  readonly balanceText: string;
  /** The badge: expiring soon (21 days or fewer), active or expired. */
  readonly status: RewardStatus;
  /** The badge text. */
  readonly statusText: string;
  /** The expiry date (dd/mm/yyyy), or the catalogue's "No expiry". */
  readonly expiryText: string;
  /** The reward itself. */
  readonly reward: LoyaltyReward;
}

/** Options of `connectRewardsHistory`: the rewards come from the `Rewards` query. */
export interface RewardsHistoryConnectOptions extends ConnectOptions<RewardsHistoryMessages> {
  /** Every reward, active and past; `null` while loading. */
  readonly rewards: readonly LoyaltyReward[] | null;
  /** The current time (decides the badges). */
  readonly now: DateInput;
  /** Money formatting. */
  readonly money?: MoneyOptions;
}

/** Props of the tab list. */
export interface RewardsTabListProps {
  /** WAI-ARIA role. */
  role: "tablist";
  /** The list's name. */
  "aria-label": string;
}

/** Props of one tab (roving tabindex; arrows, Home and End move and select). */
export interface RewardsTabProps {
  /** DOM id. */
  id: string;
  /** WAI-ARIA role. */
  role: "tab";
  /** A button. */
  type: "button";
  /** Whether it is the tab shown. */
  "aria-selected": boolean;
  /** Its panel. */
  "aria-controls": string;
  /** Only the selected tab is in the Tab order. */
  tabIndex: 0 | -1;
  /** Selects it. */
  onClick(event: EventLike): void;
  /** ArrowLeft/ArrowRight/Home/End select and focus another tab. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of a tab's panel. */
export interface RewardsTabPanelProps {
  /** DOM id. */
  id: string;
  /** WAI-ARIA role. */
  role: "tabpanel";
  /** Named by its tab. */
  "aria-labelledby": string;
  /** Hidden unless its tab is selected. */
  hidden: boolean;
  /** Focusable, as the WAI-ARIA tabs pattern advises when a panel may hold no focusable content. */
  tabIndex: 0;
}

/** Props of the previous/next page buttons. */
export interface RewardsPageButtonProps {
  /** A button. */
  type: "button";
  /** Disabled on the first (previous) or last (next) page. */
  disabled: boolean;
  /** Turns the page. */
  onClick(event: EventLike): void;
}

/** The rewards history's public API, as `connectRewardsHistory` and `useRewardsHistory` return it. */
export interface RewardsHistoryApi extends SliceState {
  /** The tab shown. */
  readonly tab: RewardsTab;
  /** Both tabs with their labels and counts. */
  readonly tabs: readonly { readonly tab: RewardsTab; readonly label: string; readonly count: number }[];
  /** The column headings: reward type, balance, status, expiry date. */
  readonly columns: readonly string[];
  /** The rows of the page shown (4 at most). */
  readonly rows: readonly RewardRow[];
  /** The page shown (1-based). */
  readonly page: number;
  /** How many pages the tab has (at least 1). */
  readonly pageCount: number;
  /** 'n of m'. */
  readonly pageText: string;
  /** Whether there is a previous page. */
  readonly hasPreviousPage: boolean;
  /** Whether there is a next page. */
  readonly hasNextPage: boolean;
  /** The no_rewards text when the tab shown is empty, else `null`. */
  readonly emptyText: string | null;
  /** Shows a tab. */
  selectTab(tab: RewardsTab): void;
  /** The next page. */
  nextPage(): void;
  /** The previous page. */
  previousPage(): void;
  /** The tab list. */
  getTabListProps: CustomerPropGetter<RewardsTabListProps>;
  /** One tab. */
  getTabProps: CustomerFieldPropGetter<RewardsTab, RewardsTabProps>;
  /** One tab's panel. */
  getPanelProps: CustomerFieldPropGetter<RewardsTab, RewardsTabPanelProps>;
  /** The previous page button. */
  getPreviousButtonProps: CustomerPropGetter<RewardsPageButtonProps>;
  /** The next page button. */
  getNextButtonProps: CustomerPropGetter<RewardsPageButtonProps>;
}
