import type { SandboxAuthState, SandboxStorefrontState } from "./storefront-state";
import type { World } from "./world";

/**
 * The demo customer's storefront password, for `customerAccessTokenCreate` (the update-details
 * form). Any other password gets the `UNIDENTIFIED_CUSTOMER` user error, as the real storefront
 * answers.
 */
export const SANDBOX_CUSTOMER_PASSWORD = "fitclub-demo";

/**
 * Storefront API token the sandbox accepts. Sending none is allowed (the default sandbox
 * configuration sets none); sending another one gets 401, which is how tests prove the header is
 * sent.
 */
export const SANDBOX_STOREFRONT_ACCESS_TOKEN = "sandbox-storefront-token";

/**
 * Fixed bearer the sandbox's sign-in portal accepts. As with the storefront token, no
 * `Authorization` header is allowed and a different bearer gets 401.
 */
export const SANDBOX_AUTH_BEARER = "sandbox-auth-bearer";

/** Cart token of the one default cart, used when a request carries no `cart` cookie. */
export const SANDBOX_CART_TOKEN = "sandbox-cart";

/** Lifetime of a login link's token and of the token an SMS code is exchanged for. */
export const SANDBOX_LOGIN_TOKEN_TTL_MS = 15 * 60_000;

/** Lifetime of an SMS login code. */
export const SANDBOX_SMS_CODE_TTL_MS = 10 * 60_000;

/** Lifetime of a storefront customer access token (the storefront's default is about two weeks). */
export const SANDBOX_ACCESS_TOKEN_TTL_MS = 14 * 86_400_000;

/**
 * The sign-in portal's starting state: no created accounts, codes or tokens.
 *
 * @example
 * ```ts
 * initialAuthState().accounts; // []
 * ```
 */
export function initialAuthState(): SandboxAuthState {
  return { accounts: [], loginTokens: [], smsCodes: [] };
}

/**
 * The storefront's starting state: the demo customer with {@link SANDBOX_CUSTOMER_PASSWORD}.
 *
 * @example
 * ```ts
 * initialStorefrontState(world).customers[0]?.email; // "jess.taylor@example.com"
 * ```
 */
export function initialStorefrontState(world: World): SandboxStorefrontState {
  const { profile, session } = world.customer;
  return {
    customers: [
      {
        id: `gid://shopify/Customer/${session.customerId}`,
        email: session.email,
        password: SANDBOX_CUSTOMER_PASSWORD,
        firstName: profile.first_name,
        lastName: profile.last_name,
        phone: profile.mobile_phone,
        acceptsMarketing: profile.attributes.comms.email_promo,
      },
    ],
    accessTokens: [],
  };
}
