import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountRewardsMessages } from "../../rules/messages-account-rewards";
import type { ClaimTransactionMessages } from "./claim-transaction.types";

/** The claim modal's default messages: the rewards part plus the area's 'Something went wrong.'. */
export const claimTransactionMessages: ClaimTransactionMessages = /* @__PURE__ */ Object.assign(
  { somethingWentWrong: accountAreaMessages.somethingWentWrong },
  accountRewardsMessages,
);
