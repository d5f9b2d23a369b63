import * as v from "valibot";
import { SolekitError } from "./solekit-error";

const required = (field: string) =>
  v.pipe(v.string(`${field} is required`), v.trim(), v.nonEmpty(`${field} is required`));
const absoluteUrl = (field: string) =>
  v.pipe(
    required(field),
    v.url(`${field} must be an absolute URL (https://…)`),
    v.regex(/^https?:\/\//, `${field} must be an http(s) URL`),
    v.transform((url) => url.replace(/\/+$/, "")),
  );
const hostName = (field: string) =>
  v.pipe(
    required(field),
    v.regex(/^[a-z0-9.-]+(:\d+)?$/i, `${field} must be a host name such as shop.example.com`),
  );

/** The logged-in state of the page, as the storefront renders it. */
export const customerSessionSchema = v.object({
  id: required("customer.id"),
  logged: v.boolean("customer.logged must be true or false"),
  signature: required("customer.signature"),
});

/** Schema of {@link SolekitConfigInput}; parse with {@link parseSolekitConfig}. */
export const solekitConfigSchema = v.object({
  search: v.object({
    siteId: v.pipe(
      required("search.siteId"),
      v.regex(/^[a-z0-9]+$/i, "search.siteId must be letters and digits"),
    ),
    host: v.optional(absoluteUrl("search.host")),
    beaconUrl: v.optional(absoluteUrl("search.beaconUrl")),
  }),
  shop: v.object({
    domain: hostName("shop.domain"),
    origin: v.optional(absoluteUrl("shop.origin")),
    graphqlEndpoint: v.optional(absoluteUrl("shop.graphqlEndpoint")),
    storefrontAccessToken: v.optional(v.string()),
    redirectHosts: v.optional(v.array(hostName("shop.redirectHosts[]")), []),
  }),
  loyalty: v.optional(
    v.object({
      tenantId: required("loyalty.tenantId"),
      idApiUrl: absoluteUrl("loyalty.idApiUrl"),
      apiBaseUrl: absoluteUrl("loyalty.apiBaseUrl"),
      authHost: absoluteUrl("loyalty.authHost"),
      authBearer: v.optional(v.string()),
    }),
  ),
  backInStock: v.optional(
    v.object({
      companyId: required("backInStock.companyId"),
      endpoint: v.optional(absoluteUrl("backInStock.endpoint")),
      revision: v.optional(
        v.pipe(
          v.string(),
          // valibot's `isoDate` check, written as the regex it runs (one action less in the bundle).
          v.regex(
            /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])$/u,
            "backInStock.revision must be a date such as 2024-06-15",
          ),
        ),
        "2024-06-15",
      ),
    }),
  ),
  bookings: v.optional(
    v.object({
      retailerCode: required("bookings.retailerCode"),
    }),
  ),
  customer: v.optional(v.nullable(customerSessionSchema), null),
});

/** Configuration as a host app writes it; optional fields have defaults. */
export type SolekitConfigInput = v.InferInput<typeof solekitConfigSchema>;

/** The logged-in state of the page: customer id, logged flag and the signature the ID-token call needs. */
export type CustomerSession = v.InferOutput<typeof customerSessionSchema>;

/** Configuration after validation, with every default filled in. */
export interface SolekitConfig {
  /** Search service. */
  search: {
    /** Site id; the service's host is derived from it. */
    siteId: string;
    /** Search service base URL. @default `https://{siteId}.a.searchspring.io` */
    host: string;
    /** Beacon endpoint for render, impression and click events. @default `https://beacon.searchspring.io/beacon` */
    beaconUrl: string;
  };
  /** Storefront: cart, GraphQL, redirects. */
  shop: {
    /** The shop's domain, e.g. `shop.example.com`. */
    domain: string;
    /** Origin of the storefront's cart endpoints. @default `https://{domain}` */
    origin: string;
    /** Storefront GraphQL endpoint. @default `{origin}/graphql` */
    graphqlEndpoint: string;
    /** Storefront API token sent with GraphQL calls, if the endpoint needs one. */
    storefrontAccessToken: string | undefined;
    /** Hosts besides the shop's own that merchandising redirects may lead to. */
    redirectHosts: string[];
  };
  /**
   * Loyalty programme (Fit Club), or `null` when the app configures none: then the sign-in and
   * account-area clients refuse to start (see {@link requireConfigSection}).
   */
  loyalty: LoyaltyConfig | null;
  /**
   * Back-in-stock email provider, or `null` when the app configures none: then the back-in-stock
   * client refuses to start.
   */
  backInStock: BackInStockConfig | null;
  /**
   * The third-party booking manager (the Fitting appointments section's widget), or `null` when
   * the app configures none: then the section shows the promotional banner without the widget.
   */
  bookings: BookingsConfig | null;
  /** The logged-in customer, or `null` for an anonymous shopper. */
  customer: CustomerSession | null;
}

/** The booking manager's part of {@link SolekitConfig}. */
export interface BookingsConfig {
  /** The retailer code the booking manager is initialised with. */
  retailerCode: string;
}

/** The loyalty programme's part of {@link SolekitConfig}. */
export interface LoyaltyConfig {
  /** Tenant id of the loyalty provider. */
  tenantId: string;
  /** Base of the ID API (`{tenant}` in `POST {tenant}/api/v1/auth/token`). */
  idApiUrl: string;
  /** Base of the loyalty API v3 (calls go to `{apiBaseUrl}/api/…`). */
  apiBaseUrl: string;
  /** The sign-in portal's host (`/api/auth/*`). */
  authHost: string;
  /** The fixed bearer the sign-in portal expects, if any. */
  authBearer: string | undefined;
}

/** The back-in-stock provider's part of {@link SolekitConfig}. */
export interface BackInStockConfig {
  /** Company id sent as `company_id`. */
  companyId: string;
  /** Subscription endpoint. @default `https://a.klaviyo.com/client/back-in-stock-subscriptions` */
  endpoint: string;
  /** API revision header. @default "2024-06-15" */
  revision: string;
}

/**
 * A configuration that is invalid, or lacks a section a call needs; the message names the
 * offending field. {@link parseSolekitConfig} throws it (the provider, at render: a misconfigured
 * app fails at start-up). A call that needs an optional section the app left out (`loyalty`,
 * `backInStock`) fails with it instead, so the hook's Api shows it as its `error` (kind `config`)
 * with the catalogue's message in `errorMessage`.
 *
 * @example
 * ```ts
 * if (signIn.error instanceof SolekitConfigError) console.warn(signIn.error.fields); // ["loyalty"]
 * ```
 */
export class SolekitConfigError extends SolekitError {
  /** `"SolekitConfigError"`, as logs and `error.name` show it. */
  override readonly name: string = "SolekitConfigError";
  /** Dot paths of every invalid field. */
  readonly fields: string[];
  /**
   * Builds the error from every problem found: the message joins their messages, `fields` lists their dot
   * paths.
   */
  constructor(problems: { field: string; message: string }[]) {
    super({
      kind: "config",
      message: `Invalid solekit configuration: ${problems.map((p) => p.message).join("; ")}`,
    });
    this.fields = problems.map((p) => p.field);
  }
}

/**
 * Validates a configuration and fills in defaults. Throws a {@link SolekitConfigError} naming
 * every bad field, so a misconfigured app fails at start-up rather than on the first request.
 *
 * @example
 * ```ts
 * const config = parseSolekitConfig({
 *   search: { siteId: "abc123" },
 *   shop: { domain: "shop.example.com" },
 *   loyalty: { tenantId: "fitclub", idApiUrl: "https://id.example.com", apiBaseUrl: "https://api.example.com", authHost: "https://auth.example.com" },
 *   backInStock: { companyId: "XyZ12" },
 * });
 * config.search.host; // "https://abc123.a.searchspring.io"
 * ```
 */
export function parseSolekitConfig(input: unknown): SolekitConfig {
  const result = v.safeParse(solekitConfigSchema, input, { abortPipeEarly: true });
  if (!result.success) {
    throw new SolekitConfigError(
      result.issues.map((issue) => {
        const field = v.getDotPath(issue) ?? "config";
        // valibot reports a missing key with the parent object's message; name the key instead.
        if (issue.type === "object" && issue.received === "undefined" && issue.expected?.startsWith('"')) {
          return { field, message: `${field} is required` };
        }
        const message = issue.message.includes(field) ? issue.message : `${field}: ${issue.message}`;
        return { field, message };
      }),
    );
  }
  const c = result.output;
  const origin = c.shop.origin ?? `https://${c.shop.domain}`;
  return {
    search: {
      siteId: c.search.siteId,
      host: c.search.host ?? `https://${c.search.siteId}.a.searchspring.io`,
      beaconUrl: c.search.beaconUrl ?? "https://beacon.searchspring.io/beacon",
    },
    shop: {
      domain: c.shop.domain,
      origin,
      graphqlEndpoint: c.shop.graphqlEndpoint ?? `${origin}/graphql`,
      storefrontAccessToken: c.shop.storefrontAccessToken,
      redirectHosts: c.shop.redirectHosts,
    },
    loyalty: c.loyalty ? { ...c.loyalty, authBearer: c.loyalty.authBearer } : null,
    backInStock: c.backInStock
      ? {
          companyId: c.backInStock.companyId,
          endpoint: c.backInStock.endpoint ?? "https://a.klaviyo.com/client/back-in-stock-subscriptions",
          revision: c.backInStock.revision,
        }
      : null,
    bookings: c.bookings ? { retailerCode: c.bookings.retailerCode } : null,
    customer: c.customer,
  };
}

/**
 * The `loyalty` or `backInStock` section a client needs, or a {@link SolekitConfigError} naming it
 * when the app configured none. Those sections are optional so a storefront that only searches
 * need not invent loyalty settings; the clients that use them check here when they are created.
 *
 * @example
 * ```ts
 * const { authHost } = requireConfigSection(config, "loyalty", "the sign-in client");
 * ```
 */
export function requireConfigSection<TKey extends OptionalConfigSection>(
  config: Pick<SolekitConfig, TKey>,
  section: TKey,
  user: string,
): NonNullable<SolekitConfig[TKey]> {
  const value = config[section];
  if (!value) throw missingConfigSection(section, user);
  return value as NonNullable<SolekitConfig[TKey]>;
}

/** The configuration's optional sections: a storefront that only searches leaves them out. */
export type OptionalConfigSection = "loyalty" | "backInStock";

/**
 * Whether the app configured an optional section, for a UI that offers a feature only where it
 * works: without `backInStock` a product page has no back-in-stock box, without `loyalty` no
 * sign-in.
 *
 * @example
 * ```tsx
 * const { config } = useSolekit();
 * return hasConfigSection(config, "loyalty") ? <SignInButton /> : null;
 * ```
 */
export function hasConfigSection(
  config: Pick<SolekitConfig, OptionalConfigSection>,
  section: OptionalConfigSection,
): boolean {
  return config[section] !== null && config[section] !== undefined;
}

/**
 * The {@link SolekitConfigError} for a call that needs a section the app left out: what
 * {@link requireConfigSection} throws, and what a client built without the section rejects with.
 *
 * @example
 * ```ts
 * const refuse = () => Promise.reject(missingConfigSection("backInStock", "the back-in-stock client"));
 * ```
 */
export function missingConfigSection(section: OptionalConfigSection, user: string): SolekitConfigError {
  return new SolekitConfigError([
    { field: section, message: `${section} is required by ${user}: add it to the configuration` },
  ]);
}
