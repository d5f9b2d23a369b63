// Account-area strings, card part (account-area spec). Assembled in messages-account.ts.

/** The membership card and its wallet pass link, shown on the dashboard and the profile (account-area §2). */
export const accountCardMessages = {
  /** Accessible name of the membership card barcode (solekit wording). */
  membershipCardBarcode: "Membership card barcode, card number {code}",
  /** The card's member-since line (solekit wording). */
  memberSince: "Member since {year}",
  /** Wallet pass link on an iPhone (solekit wording). */
  addToAppleWallet: "Add to Apple Wallet",
  /** Wallet pass link elsewhere (solekit wording). */
  addToGoogleWallet: "Add to Google Wallet",
} as const;
