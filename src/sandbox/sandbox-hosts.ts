import type { SolekitConfigInput } from "../runtime";

/**
 * The sandbox answers on these hosts. `.test` is reserved (RFC 2606), so nothing sent to them can
 * reach a real service even when the sandbox is not running.
 */
export const sandboxHosts = {
  search: "https://search.solekit.test",
  beacon: "https://beacon.solekit.test",
  shop: "https://shop.solekit.test",
  idApi: "https://id.solekit.test",
  loyaltyApi: "https://api.solekit.test",
  auth: "https://auth.solekit.test",
  backInStock: "https://bis.solekit.test",
  cdn: "https://cdn.solekit.test",
} as const;

/** Path of the random shoe-tag name on the shop's host (the loyalty client's default). */
export const SHOE_TAG_NAME_PATH = "/api/shoe-tag-name";

/**
 * Where the account services answer (the sign-in portal, the loyalty API and back-in-stock), as
 * msw URL patterns: `createSandbox` loads their handlers on the first request to one of them.
 */
export const ACCOUNT_SERVICE_ROUTES: readonly string[] = [
  `${sandboxHosts.auth}/*`,
  `${sandboxHosts.idApi}/*`,
  `${sandboxHosts.loyaltyApi}/*`,
  `${sandboxHosts.backInStock}/*`,
  `${sandboxHosts.shop}${SHOE_TAG_NAME_PATH}`,
];

/** Site id the sandbox's search service answers to. */
export const SANDBOX_SITE_ID = "sandbox";

/** A configuration with every section, as the sandbox gives it: loyalty and back-in-stock included. */
export type SandboxConfigInput = SolekitConfigInput & {
  loyalty: NonNullable<SolekitConfigInput["loyalty"]>;
  backInStock: NonNullable<SolekitConfigInput["backInStock"]>;
};

/** The retailer code the sandbox's configuration gives the booking manager. */
export const SANDBOX_BOOKING_RETAILER_CODE = "FITCLUB-SANDBOX";

/**
 * A provider configuration pointing every service at the sandbox. Pass a customer session to
 * start logged in.
 *
 * @example
 * ```tsx
 * <SolekitProvider config={sandboxConfig()}>…</SolekitProvider>
 * ```
 */
export function sandboxConfig(overrides: Partial<SandboxConfigInput> = {}): SandboxConfigInput {
  return {
    search: {
      siteId: SANDBOX_SITE_ID,
      host: sandboxHosts.search,
      beaconUrl: `${sandboxHosts.beacon}/beacon`,
    },
    shop: { domain: new URL(sandboxHosts.shop).host, origin: sandboxHosts.shop },
    loyalty: {
      tenantId: "fitclub",
      idApiUrl: sandboxHosts.idApi,
      apiBaseUrl: sandboxHosts.loyaltyApi,
      authHost: sandboxHosts.auth,
    },
    backInStock: {
      companyId: "SANDBOX",
      endpoint: `${sandboxHosts.backInStock}/client/back-in-stock-subscriptions`,
    },
    bookings: { retailerCode: SANDBOX_BOOKING_RETAILER_CODE },
    customer: null,
    ...overrides,
  };
}
