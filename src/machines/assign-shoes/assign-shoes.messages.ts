import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountFitClubMessages } from "../../rules/messages-account-fit-club";
import { accountRewardsMessages } from "../../rules/messages-account-rewards";
import type { AssignShoesMessages } from "./assign-shoes.types";

/** The Assign Shoes modal's default messages: the rewards and fit-club parts plus the area's 'Something went wrong.'. */
export const assignShoesMessages: AssignShoesMessages = /* @__PURE__ */ Object.assign(
  { somethingWentWrong: accountAreaMessages.somethingWentWrong },
  accountRewardsMessages,
  accountFitClubMessages,
);
