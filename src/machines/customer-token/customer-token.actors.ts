import type { CustomerAccessToken, CustomerUserError, StorefrontClient } from "../../clients/storefront";
import { fromRequest } from "../shared/request";
import type {
  CustomerTokenMessages,
  CustomerTokenOutcome,
  CustomerUserErrorPlacement,
} from "./customer-token.types";

/** Where the storefront customer token is kept (the `customer_access_token` cookie). */
export interface CustomerTokenStore {
  /** Stores the token until it expires. */
  store(token: CustomerAccessToken): void;
  /** Forgets it. */
  forget(): void;
}

/**
 * Places the storefront's `customerUserErrors` as a form shows them: an error whose `field`
 * path ends in one of `fields` (camel case there, e.g. `firstName` for `first_name`) goes
 * under that field, the first of any other below the form; `UNIDENTIFIED_CUSTOMER` reads as the
 * catalogue's message.
 */
export function placeCustomerUserErrors<TField extends string>(
  errors: readonly CustomerUserError[],
  fields: Readonly<Record<string, TField>>,
  messages: Pick<CustomerTokenMessages, "customerUnidentified">,
): CustomerUserErrorPlacement<TField> {
  const placement: CustomerUserErrorPlacement<TField> = {};
  for (const error of errors) {
    const message = error.code === "UNIDENTIFIED_CUSTOMER" ? messages.customerUnidentified : error.message;
    const last = error.field?.at(-1);
    const field = last === undefined ? undefined : fields[last];
    const key = field ?? "form";
    placement[key] ??= message;
  }
  return placement;
}

const TOKEN_FIELDS = { email: "email", password: "password" } as const;

/**
 * The storefront password sign-in's side effects: `customerAccessTokenCreate`, after which the
 * token goes straight to the store (the cookie), never into the machine; and forgetting it.
 *
 * @example
 * ```ts
 * const implementations = createCustomerTokenImplementations(createStorefrontClient(config), {
 *   store: (token) => storage.setCookie("customer_access_token", token.accessToken, { expires: new Date(token.expiresAt) }),
 *   forget: () => storage.removeCookie("customer_access_token"),
 * }, shopMessages);
 * const actor = createActor(customerTokenMachine.provide(implementations), { input: {} }).start();
 * ```
 */
export function createCustomerTokenImplementations(
  client: Pick<StorefrontClient, "customerAccessTokenCreate">,
  tokens: CustomerTokenStore,
  messages: Pick<CustomerTokenMessages, "customerUnidentified">,
) {
  return {
    actors: { createToken: createTokenActor(client, tokens, messages) },
    actions: {
      /** Removes the stored token (the cookie). */
      removeStoredToken: () => tokens.forget(),
    },
  };
}

/** The `customerAccessTokenCreate` request; the update-details form signs in with it too. */
export function createTokenActor(
  client: Pick<StorefrontClient, "customerAccessTokenCreate">,
  tokens: Pick<CustomerTokenStore, "store">,
  messages: Pick<CustomerTokenMessages, "customerUnidentified">,
) {
  return fromRequest<CustomerTokenOutcome, { email: string; password: string }>(
    async (credentials, signal) => {
      const answer = await client.customerAccessTokenCreate(credentials, { signal });
      const token = answer.customerAccessToken;
      if (signal.aborted) return { expiresAt: null, placement: {} };
      if (!token || answer.customerUserErrors.length > 0) {
        const placement = placeCustomerUserErrors(answer.customerUserErrors, TOKEN_FIELDS, messages);
        return {
          expiresAt: null,
          placement: Object.keys(placement).length > 0 ? placement : { form: messages.customerUnidentified },
        };
      }
      tokens.store(token);
      return { expiresAt: token.expiresAt, placement: {} };
    },
  );
}
