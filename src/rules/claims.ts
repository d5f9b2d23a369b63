import { type AccountFitClubMessageCatalogue, accountFitClubMessages } from "./messages";
import { type PlacedServiceErrors, placeServiceErrors } from "./service-errors";

/** The claim-a-transaction form. */
export interface ClaimForm {
  /** Transaction date (yyyy-mm-dd). */
  readonly transactedAt: string;
  /** Store location's external code. */
  readonly storeCode: string;
  /** Receipt reference. */
  readonly receiptRef: string;
  /** Amount as typed. */
  readonly amount: string;
}

/** The catalogue entries the claim form's validation reads. */
export type ClaimMessages = Pick<
  AccountFitClubMessageCatalogue,
  | "claimDateRequired"
  | "claimStoreRequired"
  | "claimReceiptRequired"
  | "claimAmountRequired"
  | "claimAmountNotNumeric"
  | "claimAmountNotPositive"
  | "claimReceiptTooLong"
  | "claimDateInFuture"
>;

/** The longest receipt reference the loyalty service keeps (a receipt number, not a note). */
export const CLAIM_RECEIPT_MAX_LENGTH = 64;

/** Errors of the claim form. */
export type ClaimErrors = Partial<Record<keyof ClaimForm, string>>;

// Digits with an optional decimal part; a leading "$" and thousands commas are tolerated because
// receipts print them.
const AMOUNT_PATTERN = /^\$?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)$/;

/**
 * Reads a claim amount, or `null` when it is not a number.
 *
 * @example
 * ```ts
 * parseClaimAmount("$1,249.95"); // 1249.95
 * parseClaimAmount("twelve"); // null
 * ```
 */
export function parseClaimAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  return Number(trimmed.replace(/[$,]/g, ""));
}

/**
 * The latest date a purchase can have been made on (yyyy-mm-dd): today where the store is, when
 * its IANA time zone is known (a store ahead of the shopper may already be on tomorrow), else
 * today on the shopper's device.
 *
 * @example
 * ```ts
 * claimLatestDate(Date.parse("2026-03-01T20:00:00Z"), "Australia/Sydney"); // "2026-03-02"
 * claimLatestDate(Date.parse("2026-03-01T20:00:00Z"), "America/Los_Angeles"); // "2026-03-01"
 * ```
 */
export function claimLatestDate(now: number, timeZone?: string): string {
  const parts = Object.fromEntries(calendarDate(now, timeZone).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

// The date's parts in the time zone; a zone Intl does not know (a store's bad data) falls back to
// the device's rather than breaking the form.
function calendarDate(now: number, timeZone: string | undefined): Intl.DateTimeFormatPart[] {
  const options = { year: "numeric", month: "2-digit", day: "2-digit" } as const;
  try {
    return new Intl.DateTimeFormat("en", timeZone ? { ...options, timeZone } : options).formatToParts(now);
  } catch {
    return new Intl.DateTimeFormat("en", options).formatToParts(now);
  }
}

/**
 * Validates a claim: all four fields required; the transaction date no later than `latestDate`
 * when one is given (a purchase cannot have been made in the future: {@link claimLatestDate});
 * the amount a number above $0 (a negative one is a number, so it gets its own message); the
 * receipt reference at most {@link CLAIM_RECEIPT_MAX_LENGTH} characters, what the service keeps.
 * The spec shows no upper bound for the amount, so none is applied.
 *
 * @example
 * ```ts
 * validateClaim({ transactedAt: "2024-03-01", storeCode: "S1", receiptRef: "R1", amount: "abc" });
 * // { amount: "Amount must be a number" }
 * validateClaim({ transactedAt: "2024-03-01", storeCode: "S1", receiptRef: "R1", amount: "-5" });
 * // { amount: "Amount must be more than $0" }
 * validateClaim({ transactedAt: "2099-01-01", storeCode: "S1", receiptRef: "R1", amount: "5" },
 *   accountFitClubMessages, "2026-11-27");
 * // { transactedAt: "Transaction date can't be in the future" }
 * ```
 */
export function validateClaim(
  form: ClaimForm,
  catalogue: ClaimMessages = accountFitClubMessages,
  latestDate?: string,
): ClaimErrors {
  const errors: { -readonly [K in keyof ClaimForm]?: string } = {};
  const transactedAt = form.transactedAt.trim();
  if (!transactedAt) errors.transactedAt = catalogue.claimDateRequired;
  else if (latestDate !== undefined && transactedAt > latestDate)
    errors.transactedAt = catalogue.claimDateInFuture;
  if (!form.storeCode.trim()) errors.storeCode = catalogue.claimStoreRequired;
  const receiptRef = form.receiptRef.trim();
  if (!receiptRef) errors.receiptRef = catalogue.claimReceiptRequired;
  else if (receiptRef.length > CLAIM_RECEIPT_MAX_LENGTH) errors.receiptRef = catalogue.claimReceiptTooLong;
  const amount = form.amount.trim();
  const negative = /^[-\u2212]/.test(amount);
  const magnitude = parseClaimAmount(negative ? amount.slice(1) : amount);
  if (!amount) errors.amount = catalogue.claimAmountRequired;
  else if (magnitude === null) errors.amount = catalogue.claimAmountNotNumeric;
  else if (negative || magnitude <= 0) errors.amount = catalogue.claimAmountNotPositive;
  return errors;
}

/** The claim payload (POST /profile/transactions/claims). */
export interface ClaimPayload {
  /** Transaction date. */
  readonly transaction_transacted_at: string;
  /** Receipt reference. */
  readonly transaction_receipt_ref: string;
  /** Amount in dollars. */
  readonly transaction_total: number;
  /** Store location external code. */
  readonly transaction_location_external_code: string;
  /** IANA time zone of the store. */
  readonly transaction_timezone: string;
  /** The claiming profile. */
  readonly profile_id: string | number;
}

/**
 * Builds the claim payload from a valid form.
 *
 * @example
 * ```ts
 * buildClaimPayload({ transactedAt: "2024-03-01", storeCode: "S1", receiptRef: "R1", amount: "49.95" },
 *   { profileId: 5, timeZone: "Australia/Sydney" }).transaction_total; // 49.95
 * ```
 */
export function buildClaimPayload(
  form: ClaimForm,
  context: { readonly profileId: string | number; readonly timeZone: string },
): ClaimPayload {
  return {
    transaction_transacted_at: form.transactedAt.trim(),
    transaction_receipt_ref: form.receiptRef.trim(),
    transaction_total: parseClaimAmount(form.amount) ?? 0,
    transaction_location_external_code: form.storeCode.trim(),
    transaction_timezone: context.timeZone,
    profile_id: context.profileId,
  };
}

// The claim payload's names (`buildClaimPayload`) for the form's fields; the time zone and the
// profile id are no field's.
const SERVICE_CLAIM_FIELDS: Readonly<Record<string, keyof ClaimForm>> = {
  transaction_transacted_at: "transactedAt",
  transaction_location_external_code: "storeCode",
  transaction_receipt_ref: "receiptRef",
  transaction_total: "amount",
};

/**
 * Places the service's field errors of a refused claim (a 422's `errors`, by the payload's
 * names) under the claim form's fields; a message for the time zone or the profile id is kept
 * as unplaced.
 *
 * @example
 * ```ts
 * placeClaimServiceErrors({ transaction_receipt_ref: ["This transaction has already been claimed."] });
 * // { fields: { receiptRef: "This transaction has already been claimed." }, unplaced: [] }
 * ```
 */
export function placeClaimServiceErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
): PlacedServiceErrors<keyof ClaimForm> {
  return placeServiceErrors(fieldErrors, SERVICE_CLAIM_FIELDS);
}
