import { toEpochMs, yearOf } from "./dates";
import { CARD_IDENTITY_HANDLE } from "./keys";

/** The membership card as the account area shows it (account-area §3 "Card"). */
export interface MembershipCard {
  /** The card code: the identifier of the profile's `ap21_card` identity. */
  readonly code: string;
  /** The year the profile was created (`null` when its date cannot be read). */
  readonly memberSince: number | null;
}

/** What {@link membershipCardOf} reads of a profile. */
export interface CardHolder {
  /** ISO creation date of the profile. */
  readonly created_at: string;
  /** The profile's identities; the card is the one with handle `ap21_card`. */
  readonly identities?: readonly { readonly handle: string; readonly identifier: string }[];
}

/**
 * The membership card of a profile: its `ap21_card` code and the year the member joined, or
 * `null` when the profile has no card (the dashboard and profile then show none).
 *
 * @example
 * ```ts
 * membershipCardOf({ created_at: "2023-02-01T00:00:00Z", identities: [{ handle: "ap21_card", identifier: "2700001234567" }] });
 * // { code: "2700001234567", memberSince: 2023 }
 * ```
 */
export function membershipCardOf(profile: CardHolder | null | undefined): MembershipCard | null {
  const code = profile?.identities
    ?.find((identity) => identity.handle === CARD_IDENTITY_HANDLE)
    ?.identifier.trim();
  // A card with an unreadable creation date is still a card; only its year is unknown.
  if (!profile || !code) return null;
  const created = toEpochMs(profile.created_at);
  return { code, memberSince: Number.isNaN(created) ? null : yearOf(created) };
}

/** The wallet a pass is made for. */
export type WalletDevice = "apple" | "google";

// iPadOS reports a Mac, but only its touch screen has "Mobile/" in the agent string.
const APPLE_AGENT = /\b(iPhone|iPad|iPod)\b|Macintosh.*Mobile\//;

/**
 * Which wallet pass a device gets (account-area §7, `device=apple|google`): Apple Wallet on an
 * iPhone, iPad or iPod, Google Wallet everywhere else.
 *
 * @example
 * ```ts
 * walletDeviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)"); // "apple"
 * walletDeviceOf("Mozilla/5.0 (Linux; Android 15; Pixel 9)"); // "google"
 * ```
 */
export function walletDeviceOf(userAgent: string | null | undefined): WalletDevice {
  return APPLE_AGENT.test(userAgent ?? "") ? "apple" : "google";
}

/** Widest bar unit a card barcode is drawn with, in CSS pixels. */
export const BARCODE_MAX_MODULE_PX = 3;

/**
 * The width in whole CSS pixels of a barcode's narrowest bar (its module), so every bar edge
 * falls on a pixel and the code scans crisp: the widest that fits `availablePx`, at least 1, at
 * most {@link BARCODE_MAX_MODULE_PX}.
 *
 * @example
 * ```ts
 * barcodeModuleWidth(300, 123); // 2
 * barcodeModuleWidth(100, 123); // 1 (never a fraction)
 * ```
 */
export function barcodeModuleWidth(availablePx: number, modules: number): number {
  if (!(modules > 0) || !(availablePx > 0)) return 1;
  return Math.min(BARCODE_MAX_MODULE_PX, Math.max(1, Math.floor(availablePx / modules)));
}
