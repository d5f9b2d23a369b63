import type { RewardBalance } from "../../clients/loyalty";
import { type CardHolder, type MembershipCard, membershipCardOf } from "../../rules/membership-card";
import { type AccountMessageCatalogue, formatMessage } from "../../rules/messages";
import { formatLoyaltyValue } from "../../rules/rewards";

/** The messages the membership card shows. */
export type MembershipCardMessages = Pick<AccountMessageCatalogue, "membershipCardBarcode" | "memberSince">;

/** The membership card's texts, from the profile and the balance. */
export interface MembershipCardView {
  /** The card, or `null` when the profile has none. */
  readonly card: MembershipCard | null;
  /** The reward balance in dollars, once loaded. */
  readonly balance: number | null;
  /** The balance as currency (×100 as cents, AUD), once loaded. */
  readonly balanceText: string | null;
  /** 'Member since {year}', when the year is known. */
  readonly memberSinceText: string | null;
  /** The barcode image's accessible name, with the card number. */
  readonly barcodeLabel: string | null;
}

/**
 * The membership card's view: the `ap21_card` code, the member-since year and the balance as
 * currency, and the barcode's accessible name.
 *
 * @example
 * ```ts
 * membershipCardView(profile, { reward_balance: 12.5, point_balance: 0, currency: "AUD" }, accountMessages).balanceText; // "$12.50"
 * ```
 */
export function membershipCardView(
  profile: CardHolder | null | undefined,
  balance: RewardBalance | null | undefined,
  messages: MembershipCardMessages,
): MembershipCardView {
  const card = membershipCardOf(profile);
  return {
    card,
    balance: balance ? balance.reward_balance : null,
    balanceText: balance ? formatLoyaltyValue(balance.reward_balance, { currency: balance.currency }) : null,
    memberSinceText:
      card?.memberSince != null ? formatMessage(messages.memberSince, { year: card.memberSince }) : null,
    barcodeLabel: card ? formatMessage(messages.membershipCardBarcode, { code: card.code }) : null,
  };
}
