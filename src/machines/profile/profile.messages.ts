import {
  type AccountAreaMessageCatalogue,
  type AccountProfileMessageCatalogue,
  accountAreaMessages,
  accountProfileMessages,
} from "../../rules/messages";

/** What the profile section's forms show: the profile part and the area's failure text. */
export type ProfileFormMessages = AccountProfileMessageCatalogue &
  Pick<AccountAreaMessageCatalogue, "somethingWentWrong">;

/**
 * The profile forms' messages unless a host passes its own: the profile part of the catalogue
 * (not the whole account catalogue, so the profile page carries no other section's strings).
 *
 * @example
 * ```ts
 * createActor(profileDetailsMachine, { input: { messages: profileFormMessages } });
 * ```
 */
export const profileFormMessages: ProfileFormMessages = {
  ...accountProfileMessages,
  somethingWentWrong: accountAreaMessages.somethingWentWrong,
};
