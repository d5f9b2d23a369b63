import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountChildFormMessages } from "../../rules/messages-account-child-form";
import type { ChildFormMessages } from "./child-form.types";

/**
 * The child form's default messages: the child form's part plus the area's 'Something went
 * wrong.' — one object for the machine, `connectChildForm` and `useChildForm`.
 */
export const childFormMessages: ChildFormMessages = /* @__PURE__ */ Object.assign(
  { somethingWentWrong: accountAreaMessages.somethingWentWrong },
  accountChildFormMessages,
);
