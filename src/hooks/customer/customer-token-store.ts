import type { CustomerTokenStore } from "../../machines/customer-token";
import { CUSTOMER_ACCESS_TOKEN_COOKIE } from "../../rules/keys";
import type { SolekitRuntime } from "../provider/solekit-runtime";

// The storefront customer token lives in the `customer_access_token` cookie until its expiresAt,
// through the provider's storage adapter (so an SSR host can keep it server-side).
export function customerTokenCookie(runtime: SolekitRuntime): CustomerTokenStore {
  return {
    store: (token) =>
      runtime.storage.setCookie(CUSTOMER_ACCESS_TOKEN_COOKIE, token.accessToken, {
        expires: new Date(token.expiresAt),
      }),
    forget: () => runtime.storage.removeCookie(CUSTOMER_ACCESS_TOKEN_COOKIE),
  };
}

export const hasCustomerToken = (runtime: SolekitRuntime): boolean =>
  Boolean(runtime.storage.getCookie(CUSTOMER_ACCESS_TOKEN_COOKIE));
