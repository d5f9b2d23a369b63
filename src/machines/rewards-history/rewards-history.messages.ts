import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountFitClubMessages } from "../../rules/messages-account-fit-club";
import { accountRewardsMessages } from "../../rules/messages-account-rewards";
import type { RewardsHistoryMessages } from "./rewards-history.types";

/** The rewards history's default messages: the rewards and fit-club parts plus the area's pager words. */
export const rewardsHistoryMessages: RewardsHistoryMessages = /* @__PURE__ */ Object.assign(
  {
    pageOf: accountAreaMessages.pageOf,
    previousPage: accountAreaMessages.previousPage,
    nextPage: accountAreaMessages.nextPage,
  },
  accountRewardsMessages,
  accountFitClubMessages,
);
