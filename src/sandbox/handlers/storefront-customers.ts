import { isValidEmail } from "../../rules/email";
import type { SandboxState } from "../sandbox-state";
import type { SandboxStore } from "../sandbox-store";
import { SANDBOX_ACCESS_TOKEN_TTL_MS } from "../storefront-seed";
import type { SandboxStorefrontCustomer } from "../storefront-state";
import { randomToken } from "../variant-index";
import { GraphQLResolveError } from "./storefront-products";

interface UserError {
  code: string;
  field: string[] | null;
  message: string;
}

const UPDATE_FIELDS = ["email", "firstName", "lastName", "phone", "password", "acceptsMarketing"] as const;

function issueToken(draft: SandboxState, customerId: string, now: number) {
  const token = { accessToken: randomToken(16), customerId, expiresAt: now + SANDBOX_ACCESS_TOKEN_TTL_MS };
  draft.storefront.accessTokens.push(token);
  return { accessToken: token.accessToken, expiresAt: new Date(token.expiresAt).toISOString() };
}

function inputObject(value: unknown, variable: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new GraphQLResolveError(`Variable $${variable} was provided invalid value`, "INVALID_VARIABLE");
  }
  return value as Record<string, unknown>;
}

/**
 * `customerAccessTokenCreate`: a token for the right email and password, otherwise the
 * storefront's `UNIDENTIFIED_CUSTOMER` user error.
 *
 * @example
 * ```ts
 * resolveAccessTokenCreate(store, { input: { email, password } }, Date.now());
 * ```
 */
export function resolveAccessTokenCreate(
  store: SandboxStore,
  variables: Record<string, unknown>,
  now: number,
) {
  const input = inputObject(variables.input, "input");
  const { email, password } = input;
  if (typeof email !== "string" || typeof password !== "string") {
    throw new GraphQLResolveError("Variable $input was provided invalid value", "INVALID_VARIABLE");
  }
  const customer = store.state.storefront.customers.find(
    (c) => c.email.toLowerCase() === email.trim().toLowerCase() && c.password === password,
  );
  if (!customer) {
    return {
      customerAccessTokenCreate: {
        customerAccessToken: null,
        customerUserErrors: [
          { code: "UNIDENTIFIED_CUSTOMER", field: null, message: "Unidentified customer" },
        ],
      },
    };
  }
  const customerAccessToken = store.update((draft) => issueToken(draft, customer.id, now));
  return { customerAccessTokenCreate: { customerAccessToken, customerUserErrors: [] } };
}

function validateUpdate(
  changes: Record<string, unknown>,
  customer: SandboxStorefrontCustomer,
  others: readonly SandboxStorefrontCustomer[],
): UserError[] {
  const errors: UserError[] = [];
  const error = (field: string, code: string, message: string) =>
    errors.push({ code, field: ["customer", field], message });
  for (const [field, value] of Object.entries(changes)) {
    const expected = field === "acceptsMarketing" ? "boolean" : "string";
    if (typeof value !== expected) {
      throw new GraphQLResolveError(
        `Variable $customer was provided invalid value for ${field}`,
        "INVALID_VARIABLE",
      );
    }
  }
  const { email, password, phone, firstName, lastName } = changes;
  if (typeof email === "string") {
    if (!isValidEmail(email)) error("email", "INVALID", "Email is invalid");
    else if (others.some((c) => c !== customer && c.email.toLowerCase() === email.trim().toLowerCase())) {
      error("email", "TAKEN", "Email has already been taken");
    }
  }
  if (typeof password === "string") {
    if (password !== password.trim()) {
      error("password", "PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE", "Password starts or ends with whitespace");
    } else if (password.length < 5) {
      error("password", "TOO_SHORT", "Password is too short (minimum is 5 characters)");
    }
  }
  if (typeof phone === "string" && !/^\+\d{8,15}$/.test(phone)) error("phone", "INVALID", "Phone is invalid");
  for (const [field, value] of [
    ["firstName", firstName],
    ["lastName", lastName],
  ] as const) {
    if (typeof value === "string" && value.length > 255) error(field, "TOO_LONG", `${field} is too long`);
  }
  return errors;
}

/**
 * `customerUpdate`: checks the access token and the fields as the storefront does (email format
 * and uniqueness, password length and whitespace, phone format); a password change revokes the
 * customer's tokens and answers a new one.
 *
 * @example
 * ```ts
 * resolveCustomerUpdate(store, { customer: { firstName: "Jess" }, customerAccessToken }, Date.now());
 * ```
 */
export function resolveCustomerUpdate(store: SandboxStore, variables: Record<string, unknown>, now: number) {
  const changes = inputObject(variables.customer, "customer");
  const unknown = Object.keys(changes).find((key) => !(UPDATE_FIELDS as readonly string[]).includes(key));
  if (unknown) {
    throw new GraphQLResolveError(
      `Variable $customer: field '${unknown}' is not defined on CustomerUpdateInput`,
      "INVALID_VARIABLE",
    );
  }
  const refused = (customerUserErrors: UserError[]) => ({
    customerUpdate: { customer: null, customerAccessToken: null, customerUserErrors },
  });
  const { storefront } = store.state;
  const token = storefront.accessTokens.find(
    (t) => t.accessToken === variables.customerAccessToken && t.expiresAt > now,
  );
  const customer = token && storefront.customers.find((c) => c.id === token.customerId);
  if (!customer) {
    return refused([
      { code: "TOKEN_INVALID", field: ["customerAccessToken"], message: "Customer access token is invalid" },
    ]);
  }
  const errors = validateUpdate(changes, customer, storefront.customers);
  if (errors.length > 0) return refused(errors);
  return store.update((draft) => {
    const target = draft.storefront.customers.find((c) => c.id === customer.id) as SandboxStorefrontCustomer;
    Object.assign(target, changes, typeof changes.email === "string" ? { email: changes.email.trim() } : {});
    let customerAccessToken = null;
    if (typeof changes.password === "string") {
      draft.storefront.accessTokens = draft.storefront.accessTokens.filter((t) => t.customerId !== target.id);
      customerAccessToken = issueToken(draft, target.id, now);
    }
    const { password: _password, ...visible } = target;
    return { customerUpdate: { customer: visible, customerAccessToken, customerUserErrors: [] } };
  });
}
