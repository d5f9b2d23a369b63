import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountFitClubMessages } from "../../rules/messages-account-fit-club";
import type { ClaimTransactionMessages } from "./claim-transaction.types";

/** The claim modal's default messages: the fit-club part plus the area's 'Something went wrong.'. */
export const claimTransactionMessages: ClaimTransactionMessages = /* @__PURE__ */ Object.assign(
  { somethingWentWrong: accountAreaMessages.somethingWentWrong },
  accountFitClubMessages,
);
