// Every client a hook uses, built from the provider's runtime, in one place. Each is a separate
// factory (not one object building them all) so a bundler drops the clients an app never uses.
// The loyalty client's is the exception, in `../customer/loyalty-client.ts`: hooks load it on first use.
import { type BeaconClient, createBeaconClient } from "../../clients/beacon";
import { createLoyaltyAuthClient, type LoyaltyAuthClient } from "../../clients/loyalty-auth";
import { createSearchClient, type SearchClient } from "../../clients/search";
import {
  createStorefrontSearchClient,
  type StorefrontSearchClient,
} from "../../clients/search/search-client";
import {
  createStorefrontClient,
  createStorefrontTransport,
  type StorefrontClient,
  type StorefrontTransport,
} from "../../clients/storefront";
import { signInMessages } from "../../rules/messages";
import { missingConfigSection } from "../../runtime";
import { refuse } from "./refuse";
import type { SolekitRuntime } from "./solekit-runtime";

export { backInStockClient } from "./back-in-stock-client";
export { cartClient } from "./cart-client";

/**
 * The search client of the provider (used through `useClient`). Its tracking ids live in the
 * runtime's storage adapter; it takes over the searches the host prefetched (`prefetch`).
 *
 * @example
 * ```ts
 * const search = useClient(searchClient);
 * ```
 */
export function searchClient(runtime: SolekitRuntime): StorefrontSearchClient {
  return createStorefrontSearchClient(runtime.config, {
    storage: runtime.storage,
    prefetch: runtime.prefetch,
  });
}

/**
 * The search client with `recommend`, for the carousels (used through `useClient`): the search
 * hooks take {@link searchClient}, which leaves the recommendation call out of their bundle. Both
 * send the same tracking ids (they live in the runtime's storage adapter).
 *
 * @example
 * ```ts
 * const search = useClient(recommendationsClient);
 * ```
 */
export function recommendationsClient(runtime: SolekitRuntime): SearchClient {
  return createSearchClient(runtime.config, { storage: runtime.storage, prefetch: runtime.prefetch });
}

/**
 * The beacon client of the provider (used through `useClient`). It shares the runtime's storage
 * adapter, and so the tracking ids and page-load id, with the search client; events carry the
 * runtime clock's time and the URL adapter's page.
 *
 * @example
 * ```ts
 * const beacon = useClient(beaconClient);
 * ```
 */
export function beaconClient(runtime: SolekitRuntime): BeaconClient {
  return createBeaconClient(runtime.config, {
    storage: runtime.storage,
    clock: runtime.clock,
    pageUrl: () => runtime.url.current().href,
  });
}

/**
 * The storefront GraphQL transport of the provider (used through `useClient`): the product page
 * sends `productByHandle` over it, and so ships no other storefront document.
 *
 * @example
 * ```ts
 * const product = await productByHandle(useClient(storefrontTransport), "kids-runner-navy");
 * ```
 */
export function storefrontTransport(runtime: SolekitRuntime): StorefrontTransport {
  return createStorefrontTransport(runtime.config);
}

/**
 * The sign-in portal client of the provider (used through `useClient`): the loyalty auth host
 * with its fixed bearer, and the provider's messages for 'Response data empty.' and the generic
 * sign-up error. Without the configuration's `loyalty` section its calls reject with a
 * `SolekitConfigError` naming it.
 *
 * @example
 * ```ts
 * const auth = useClient(loyaltyAuthClient);
 * ```
 */
export function loyaltyAuthClient(runtime: SolekitRuntime): LoyaltyAuthClient {
  if (!runtime.config.loyalty) return unconfiguredLoyaltyAuthClient();
  return createLoyaltyAuthClient(runtime.config, {
    messages: { ...signInMessages, ...runtime.messages },
  });
}

// The sign-in portal client of an app without a `loyalty` section: every call refuses.
function unconfiguredLoyaltyAuthClient(): LoyaltyAuthClient {
  const user = "the sign-in client";
  return {
    checkAvailability: refuse("loyalty", user),
    sendLoginEmail: refuse("loyalty", user),
    getSMSAuthCode: refuse("loyalty", user),
    loginWithSMS: refuse("loyalty", user),
    createAccount: refuse("loyalty", user),
    // Only a code the portal accepted leads here, and without the section none is.
    mobileLogin: () => {
      throw missingConfigSection("loyalty", user);
    },
  };
}

/**
 * The storefront GraphQL client of the provider (used through `useClient`): products, and the
 * customer token and update-details mutations.
 *
 * @example
 * ```ts
 * const storefront = useClient(storefrontClient);
 * ```
 */
export function storefrontClient(runtime: SolekitRuntime): StorefrontClient {
  return createStorefrontClient(runtime.config);
}
