import * as v from "valibot";
import { isSolekitError, SolekitError } from "../http";

const text = v.pipe(v.string(), v.minLength(1));
const errorBodySchema = v.looseObject({
  message: v.optional(text),
  code: v.optional(text),
  errors: v.optional(v.record(v.string(), v.union([v.array(v.string()), v.string()]))),
});

/** Field errors of a rejected loyalty call, by field name (`name`, `meta.first_name`, …). */
export type LoyaltyFieldErrors = Readonly<Record<string, readonly string[]>>;

function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const parsed = v.safeParse(errorBodySchema, body);
  if (!parsed.success || !parsed.output.errors) return {};
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(parsed.output.errors)) {
    out[field] = typeof value === "string" ? [value] : value;
  }
  return out;
}

/**
 * Reads the message, code and field errors of a loyalty API error body. The service answers
 * `{ message, errors: { field: [messages] } }`; the message is what the spec says the client
 * returns on a non-ok response, and the first field error stands in when there is no message.
 * The field errors ride on the thrown error as `fieldErrors`, so a form can place each.
 *
 * @example
 * ```ts
 * loyaltyErrorDetail({ message: "The given data was invalid.", errors: { name: ["The name field is required."] } });
 * // { message: "The given data was invalid.", fieldErrors: { name: ["The name field is required."] } }
 * ```
 */
export function loyaltyErrorDetail(body: unknown): {
  message?: string;
  code?: string;
  fieldErrors?: LoyaltyFieldErrors;
} {
  const parsed = v.safeParse(errorBodySchema, body);
  if (!parsed.success) return {};
  const fieldErrors = fieldErrorsOf(body);
  const firstField = Object.values(fieldErrors)[0]?.[0];
  const message = parsed.output.message ?? firstField;
  const code = parsed.output.code;
  return {
    ...(message ? { message } : {}),
    ...(code ? { code } : {}),
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
  };
}

/**
 * The field errors a loyalty call was rejected with (a 422 body's `errors`), for showing them
 * under form fields. Empty when the error carries none.
 *
 * @example
 * ```ts
 * try {
 *   await loyalty.createAddress(payload);
 * } catch (error) {
 *   loyaltyFieldErrors(error)["meta.first_name"]; // ["The first name field is required."]
 * }
 * ```
 */
export function loyaltyFieldErrors(error: unknown): LoyaltyFieldErrors {
  return isSolekitError(error) ? fieldErrorsOf(error.data) : {};
}

/**
 * The error of a loyalty call made with no signed-in customer. It is the 401 the token endpoint
 * would give, so callers handle a missing and a rejected session the same way (the account area
 * sends both to the logout page).
 */
export function notSignedInError(): SolekitError {
  return new SolekitError({
    kind: "http",
    status: 401,
    code: "not_signed_in",
    message: "No customer is signed in",
  });
}
