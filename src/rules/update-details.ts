import { isValidEmail } from "./email";
import { type ShopMessageCatalogue, shopMessages } from "./messages";

/**
 * Converts a snake_case key to camelCase.
 *
 * @example
 * ```ts
 * snakeToCamel("first_name"); // "firstName"
 * snakeToCamel("accepts_marketing"); // "acceptsMarketing"
 * ```
 */
export function snakeToCamel(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Values the update-details form may hold. */
export type DetailsValue = string | boolean | number | null | undefined;

/**
 * Builds the storefront customer update from the update-details form: empty fields (blank text,
 * `null`, `undefined`) and fields in the ignore list are dropped, and keys become camelCase.
 * `false` and `0` are values, not empty. Values are passed through untrimmed, since a password's
 * spaces are part of it.
 *
 * @example
 * ```ts
 * buildCustomerUpdate({ first_name: "Sam", last_name: "", form_type: "customer" }, ["form_type"]);
 * // { firstName: "Sam" }
 * ```
 */
export function buildCustomerUpdate(
  fields: Readonly<Record<string, DetailsValue>>,
  ignore: readonly string[] = [],
): Record<string, string | boolean | number> {
  const result: Record<string, string | boolean | number> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (ignore.includes(key) || value === null || value === undefined) continue;
    if (typeof value === "string" && value.trim() === "") continue;
    result[snakeToCamel(key)] = value;
  }
  return result;
}

/** Errors of the update-details form: email and password are needed for the access token. */
export interface UpdateDetailsErrors {
  /** Email error. */
  readonly email?: string;
  /** Password error. */
  readonly password?: string;
}

/**
 * Checks that the update-details form has an email (valid by the one email rule, `emailSchema`)
 * and a password, which the storefront needs to create the customer access token before updating.
 *
 * @example
 * ```ts
 * validateUpdateDetails({ email: "sam@example.com", password: "" }); // { password: "Password is required" }
 * ```
 */
export function validateUpdateDetails(
  fields: Readonly<Record<string, DetailsValue>>,
  catalogue: ShopMessageCatalogue = shopMessages,
): UpdateDetailsErrors {
  const blank = (value: DetailsValue) => typeof value !== "string" || value.trim() === "";
  return {
    ...(blank(fields.email)
      ? { email: catalogue.updateDetailsEmailRequired }
      : !isValidEmail(String(fields.email)) && { email: catalogue.updateDetailsEmailInvalid }),
    ...(blank(fields.password) && { password: catalogue.updateDetailsPasswordRequired }),
  };
}
