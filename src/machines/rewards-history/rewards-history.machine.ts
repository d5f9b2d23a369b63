import { assign, setup } from "xstate";
import { REWARDS_PAGE_SIZE } from "../../rules/constants";
import type {
  RewardsHistoryContext,
  RewardsHistoryEvent,
  RewardsHistoryInput,
  RewardsTab,
} from "./rewards-history.types";

// What an event carries, handed to the actions as typed params (no `event.type` checks).
const selectedTab = ({ event }: { event: Extract<RewardsHistoryEvent, { type: "tab.select" }> }) => event.tab;
const counted = ({ event }: { event: Extract<RewardsHistoryEvent, { type: "rewards.count" }> }) => ({
  active: event.active,
  past: event.past,
});

const pageCount = (rows: number) => Math.max(1, Math.ceil(rows / REWARDS_PAGE_SIZE));
const clamp = (page: number, count: number) => Math.min(Math.max(1, page), count);
const shown = (context: RewardsHistoryContext): RewardsTab => context.tab;

// The machine's type is inferred here and named by RewardsHistoryMachine below.
function buildRewardsHistoryMachine() {
  return setup({
    types: {
      context: {} as RewardsHistoryContext,
      events: {} as RewardsHistoryEvent,
      input: {} as RewardsHistoryInput,
    },
    guards: {
      hasNextPage: ({ context }) => context.pages[shown(context)] < context.pageCounts[shown(context)],
      hasPreviousPage: ({ context }) => context.pages[shown(context)] > 1,
    },
    actions: {
      selectTab: assign((_, tab: RewardsTab) => ({ tab })),
      turnForward: assign(({ context }) => ({
        pages: { ...context.pages, [context.tab]: context.pages[context.tab] + 1 },
      })),
      turnBack: assign(({ context }) => ({
        pages: { ...context.pages, [context.tab]: context.pages[context.tab] - 1 },
      })),
      // Fewer rewards than before (one expired, one was used up): stay on a page that exists.
      countRewards: assign(({ context }, rows: { active: number; past: number }) => {
        const pageCounts = { active: pageCount(rows.active), past: pageCount(rows.past) };
        return {
          pageCounts,
          pages: {
            active: clamp(context.pages.active, pageCounts.active),
            past: clamp(context.pages.past, pageCounts.past),
          },
        };
      }),
    },
  }).createMachine({
    id: "rewardsHistory",
    context: ({ input }) => ({
      tab: input.tab ?? "active",
      pages: { active: 1, past: 1 },
      pageCounts: { active: 1, past: 1 },
    }),
    on: {
      "tab.select": { actions: { type: "selectTab", params: selectedTab } },
      "page.next": { guard: "hasNextPage", actions: "turnForward" },
      "page.previous": { guard: "hasPreviousPage", actions: "turnBack" },
      "rewards.count": { actions: { type: "countRewards", params: counted } },
    },
  });
}

/** The rewards history controller's type. */
export type RewardsHistoryMachine = ReturnType<typeof buildRewardsHistoryMachine>;

/**
 * The rewards history's tabs and pager (account-area §2 "Rewards", §9): the ACTIVE and PAST tabs,
 * 4 rewards a page, each tab keeping its own page while the other is shown. Pages never run past
 * the last one: `rewards.count` (sent whenever the rewards load) pulls a page back into range.
 * Framework-free, so a Vue or vanilla host gets the same behaviour; `connectRewardsHistory` turns
 * it and the rewards into rows, 'n of m' and the WAI-ARIA tab props.
 *
 * @example
 * ```ts
 * const actor = createActor(rewardsHistoryMachine, { input: {} }).start();
 * actor.send({ type: "rewards.count", active: 9, past: 6 });
 * actor.send({ type: "page.next" });
 * actor.getSnapshot().context.pages.active; // 2
 * ```
 */
export const rewardsHistoryMachine: RewardsHistoryMachine = buildRewardsHistoryMachine();
