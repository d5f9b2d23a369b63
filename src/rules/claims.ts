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
 * Validates a claim: all four fields required; the amount a number above $0 (a negative one is a
 * number, so it gets its own message); the receipt reference at most
 * {@link CLAIM_RECEIPT_MAX_LENGTH} characters, what the service keeps. The spec shows no upper
 * bound for the amount, so none is applied.
 *
 * @example
 * ```ts
 * validateClaim({ transactedAt: "2024-03-01", storeCode: "S1", receiptRef: "R1", amount: "abc" });
 * // { amount: "Amount must be a number" }
 * validateClaim({ transactedAt: "2024-03-01", storeCode: "S1", receiptRef: "R1", amount: "-5" });
 * // { amount: "Amount must be more than $0" }
 * ```
 */
export function validateClaim(
  form: ClaimForm,
  catalogue: ClaimMessages = accountFitClubMessages,
): ClaimErrors {
  const errors: { -readonly [K in keyof ClaimForm]?: string } = {};
  if (!form.transactedAt.trim()) errors.transactedAt = catalogue.claimDateRequired;
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
