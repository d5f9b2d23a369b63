import type { SnapshotFrom } from "xstate";
import { REWARDS_PAGE_SIZE } from "../../rules/constants";
import { formatMessage } from "../../rules/messages";
import { splitRewards } from "../../rules/rewards";
import { domIds, focusById } from "../shared/dom-ids";
import type { EventLike, KeyboardEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { RewardsHistoryMachine } from "./rewards-history.machine";
import { rewardsHistoryMessages } from "./rewards-history.messages";
import { rewardRows, rewardsPage } from "./rewards-history.selectors";
import type {
  RewardsHistoryApi,
  RewardsHistoryConnectOptions,
  RewardsHistoryEvent,
  RewardsTab,
} from "./rewards-history.types";

const TABS: readonly RewardsTab[] = ["active", "past"];

// The WAI-ARIA tabs keys: arrows wrap around, Home and End go to the ends.
function tabFromKey(key: string, current: RewardsTab): RewardsTab | null {
  const index = TABS.indexOf(current);
  switch (key) {
    case "ArrowRight":
      return TABS[(index + 1) % TABS.length] ?? null;
    case "ArrowLeft":
      return TABS[(index - 1 + TABS.length) % TABS.length] ?? null;
    case "Home":
      return TABS[0] ?? null;
    case "End":
      return TABS[TABS.length - 1] ?? null;
    default:
      return null;
  }
}

/**
 * Turns the rewards history controller and the rewards into the history's API: the tab shown,
 * its page of rows (4 a page), 'n of m', previous/next, the no_rewards text for an empty tab,
 * and WAI-ARIA tab props (roving tabindex; arrows, Home and End select and focus a tab).
 *
 * @example
 * ```ts
 * const actor = createActor(rewardsHistoryMachine, { input: {} }).start();
 * const api = connectRewardsHistory(actor.getSnapshot(), actor.send, { rewards, now: Date.now() });
 * api.pageText; // "1 of 2"
 * ```
 */
export function connectRewardsHistory(
  snapshot: SnapshotFrom<RewardsHistoryMachine>,
  send: (event: RewardsHistoryEvent) => void,
  options: RewardsHistoryConnectOptions,
): RewardsHistoryApi {
  const messages = options.messages ?? rewardsHistoryMessages;
  const ids = domIds(options.id ?? "rewards-history");
  const { tab, pages } = snapshot.context;
  const rewards = options.rewards ?? [];
  const byTab = splitRewards(rewards);
  const all = rewardRows(rewards, tab, { now: options.now, catalogue: messages, money: options.money });
  // From the rows themselves: the controller's counts catch up one event after the rewards load.
  const pageCount = Math.max(1, Math.ceil(all.length / REWARDS_PAGE_SIZE));
  const page = Math.min(pages[tab], pageCount);
  const selectTab = (next: RewardsTab) => send({ type: "tab.select", tab: next });
  const nextPage = () => send({ type: "page.next" });
  const previousPage = () => send({ type: "page.previous" });
  return {
    status: options.rewards ? "success" : "loading",
    error: null,
    errorMessage: null,
    tab,
    tabs: [
      { tab: "active", label: messages.rewardsTabActive, count: byTab.active.length },
      { tab: "past", label: messages.rewardsTabPast, count: byTab.past.length },
    ],
    columns: [
      messages.rewardTypeColumn,
      messages.rewardBalanceColumn,
      messages.rewardStatusColumn,
      messages.rewardExpiryColumn,
    ],
    rows: rewardsPage(all, page),
    page,
    pageCount,
    pageText: formatMessage(messages.pageOf, { page, pages: pageCount }),
    hasPreviousPage: page > 1,
    hasNextPage: page < pageCount,
    emptyText: options.rewards && all.length === 0 ? messages.noRewards : null,
    selectTab,
    nextPage,
    previousPage,
    getTabListProps: (props) =>
      mergeProps({ role: "tablist" as const, "aria-label": messages.rewardsHistoryTabs }, props),
    getTabProps: (own, props) =>
      mergeProps(
        {
          id: ids("tab", own),
          role: "tab" as const,
          type: "button" as const,
          "aria-selected": own === tab,
          "aria-controls": ids("panel", own),
          tabIndex: own === tab ? (0 as const) : (-1 as const),
          onClick: (_event: EventLike) => selectTab(own),
          onKeyDown: (event: KeyboardEventLike) => {
            const next = tabFromKey(event.key, own);
            if (!next) return;
            event.preventDefault();
            selectTab(next);
            focusById(event.currentTarget, ids("tab", next));
          },
        },
        props,
      ),
    getPanelProps: (own, props) =>
      mergeProps(
        {
          id: ids("panel", own),
          role: "tabpanel" as const,
          "aria-labelledby": ids("tab", own),
          hidden: own !== tab,
          tabIndex: 0 as const,
        },
        props,
      ),
    getPreviousButtonProps: (props) =>
      mergeProps(
        { type: "button" as const, disabled: page <= 1, onClick: (_event: EventLike) => previousPage() },
        props,
      ),
    getNextButtonProps: (props) =>
      mergeProps(
        {
          type: "button" as const,
          disabled: page >= pageCount,
          onClick: (_event: EventLike) => nextPage(),
        },
        props,
      ),
  };
}
