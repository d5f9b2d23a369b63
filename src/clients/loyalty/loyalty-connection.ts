import { accountAreaMessages } from "../../rules/messages";
import type { ShoeExclusions } from "../../rules/unassigned-shoes";
import {
  type Clock,
  requireConfigSection,
  type SolekitConfig,
  type StorageAdapter,
  systemClock,
} from "../../runtime";
import { createHttp } from "../http";
import { createIdTokenSource } from "./id-token";
import type { LoyaltyContext, LoyaltyMessages } from "./loyalty-context";
import { loyaltyErrorDetail } from "./loyalty-errors";
import { createLoyaltyTransport } from "./loyalty-transport";
import { DEFAULT_SHOE_TAG_NAME_PATH } from "./shoe-tag";

/** Options of {@link createLoyaltyConnection} and `createLoyaltyClient`. */
export interface LoyaltyClientOptions {
  /** The validated configuration: loyalty hosts, the shop's origin and the signed-in customer. */
  config: Pick<SolekitConfig, "loyalty" | "shop" | "customer">;
  /** Where the ID token and the wallet pass URLs are stored (the provider's storage adapter). */
  storage: StorageAdapter;
  /** Decides token expiry and the unassigned shoes' reward window. @default systemClock */
  clock?: Clock;
  /** Messages of argument and delegation errors. @default the `solekit/rules` catalogue */
  messages?: LoyaltyMessages;
  /** Products and SKUs that never count as unassigned shoes. @default none */
  exclusions?: ShoeExclusions;
  /** Path of the random shoe-tag name on the shop's origin. @default "/api/shoe-tag-name" */
  shoeTagNamePath?: string;
  /** Milliseconds before a call fails with kind `timeout`. @default 15000 */
  timeout?: number;
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * Called when the service refuses a freshly refreshed ID token (a second 401): the session is
   * over. The provider's client logs the customer out (account-area §2). @default none
   */
  onUnauthorised?: () => void;
}

/**
 * What every group of loyalty calls runs on: the transports with the customer's ID token, storage,
 * clock and messages, plus the way to forget the token. One per page, shared by the groups.
 */
export interface LoyaltyConnection extends LoyaltyContext {
  /**
   * Forgets the stored ID token and its expiry (logout, an ended session); no token is stored on
   * the page again, neither one still in flight nor one a later call asks for.
   */
  clearToken(): void;
}

/**
 * Connects to the loyalty programme without building any call: a page takes only the groups of
 * calls it uses (`addressCalls(connection)`, `rewardCalls(connection)`…), so its bundle carries
 * only those. The ID token comes from `POST {idApiUrl}/api/v1/auth/token`, is stored through
 * `storage`, reused until it expires by `clock` and shared by every group on the connection.
 *
 * @example
 * ```ts
 * const connection = createLoyaltyConnection({ config, storage: createBrowserStorage() });
 * const balance = await rewardCalls(connection).getBalance();
 * ```
 */
export function createLoyaltyConnection(options: LoyaltyClientOptions): LoyaltyConnection {
  const { config, storage } = options;
  const loyalty = requireConfigSection(config, "loyalty", "the loyalty client");
  const clock = options.clock ?? systemClock;
  const transport = (baseURL: string) =>
    createHttp({
      baseURL,
      errorDetail: loyaltyErrorDetail,
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  const tokens = createIdTokenSource({
    idApiUrl: loyalty.idApiUrl,
    customer: config.customer,
    storage,
    clock,
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    api: createLoyaltyTransport(transport(`${loyalty.apiBaseUrl}/api`), tokens, options.onUnauthorised),
    idApi: createLoyaltyTransport(transport(`${loyalty.idApiUrl}/api/v1`), tokens, options.onUnauthorised),
    shop: transport(config.shop.origin),
    storage,
    clock,
    messages: options.messages ?? accountAreaMessages,
    exclusions: options.exclusions ?? {},
    shoeTagNamePath: options.shoeTagNamePath ?? DEFAULT_SHOE_TAG_NAME_PATH,
    clearToken: () => tokens.clearToken(),
  };
}
