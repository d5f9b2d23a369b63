import * as v from "valibot";
import type { SignUpServerError } from "../../rules/sign-in";
import { defaultErrorDetail } from "../http";

/** `data` of `POST /api/auth/availability`: whether the email or mobile is free for sign-up. */
export const availabilityDataSchema = v.looseObject({ available: v.boolean() });

/** `data` of `POST /api/auth/email` and `POST /api/auth/sms`: the message was sent. */
export const messageSentDataSchema = v.looseObject({ sent: v.boolean() });

/** `data` of `POST /api/auth/sms/retrieve`: the login token the code was exchanged for. */
export const smsLoginDataSchema = v.looseObject({ token: v.pipe(v.string(), v.minLength(1)) });

/** The membership identity issued with a new account (its card), as `POST /api/auth/create` answers it. */
export const accountIdentitySchema = v.looseObject({
  id: v.optional(v.number()),
  handle: v.string(),
  identifier: v.string(),
});

/** `data` of `POST /api/auth/create`: the new account's identity and name. */
export const createdAccountDataSchema = v.looseObject({
  identity: v.nullable(accountIdentitySchema),
  first_name: v.string(),
  last_name: v.string(),
});

/** Whether an email or mobile is free for sign-up. */
export type Availability = v.InferOutput<typeof availabilityDataSchema>;
/** A membership identity: `identifier` is the card code when `handle` is `ap21_card`. */
export type AccountIdentity = v.InferOutput<typeof accountIdentitySchema>;
/**
 * A new account. `identity` is null when the programme has not issued a card yet; the success
 * step then shows the not-activated message.
 */
export type CreatedAccount = v.InferOutput<typeof createdAccountDataSchema>;

const messages = v.union([v.string(), v.array(v.string())]);
const errorBody = v.looseObject({
  message: v.optional(v.string()),
  errors: v.optional(
    v.union([
      v.record(v.string(), messages),
      v.array(
        v.looseObject({
          field: v.optional(v.string()),
          message: v.optional(v.string()),
          detail: v.optional(v.string()),
        }),
      ),
    ]),
  ),
});

// A number refused as `mobile_phone` and retried as `secondary_phone` still belongs under the
// mobile field.
const fieldName = (field: string) => (field === "secondary_phone" ? "mobile_phone" : field);

/**
 * Reads the portal's error body into field errors: `{ errors: { field: [messages] } }`,
 * `{ errors: [{ field, message }] }`, or a bare `{ message }`.
 *
 * @example
 * ```ts
 * readAuthErrors({ message: "The given data was invalid.", errors: { email: ["The email has already been taken."] } });
 * // [{ field: "email", message: "The email has already been taken." }]
 * ```
 */
export function readAuthErrors(body: unknown): SignUpServerError[] {
  const parsed = v.safeParse(errorBody, body);
  if (!parsed.success) return [];
  const { errors, message } = parsed.output;
  const out: SignUpServerError[] = [];
  if (Array.isArray(errors)) {
    for (const e of errors) {
      const text = e.message ?? e.detail;
      if (text) out.push({ ...(e.field ? { field: fieldName(e.field) } : {}), message: text });
    }
  } else if (errors) {
    for (const [field, list] of Object.entries(errors)) {
      const text = typeof list === "string" ? list : list[0];
      if (text) out.push({ field: fieldName(field), message: text });
    }
  }
  if (out.length === 0 && message) out.push({ message });
  return out;
}

/**
 * Error detail of the portal: the first field error is more telling than the generic
 * "The given data was invalid." beside it.
 */
export function authErrorDetail(body: unknown): { message?: string; code?: string } {
  const first = readAuthErrors(body)[0];
  const fallback = defaultErrorDetail(body);
  return first ? { ...fallback, message: first.message } : fallback;
}
