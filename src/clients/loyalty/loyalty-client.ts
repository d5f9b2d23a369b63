import { type AccountMessageCatalogue, accountMessages } from "../../rules/messages";
import type { ShoeExclusions } from "../../rules/unassigned-shoes";
import {
  type Clock,
  requireConfigSection,
  type SolekitConfig,
  type StorageAdapter,
  systemClock,
} from "../../runtime";
import { createHttp } from "../http";
import { type AddressCalls, addressCalls } from "./addresses";
import { type AssignmentCalls, assignmentCalls } from "./assignments";
import { type ClaimCalls, claimCalls } from "./claims";
import { type ConnectionCalls, connectionCalls } from "./connections";
import { type DelegationCalls, delegationCalls } from "./delegation";
import { createIdTokenSource } from "./id-token";
import { type InteractionCalls, interactionCalls } from "./interactions";
import { type ListItemCalls, listItemCalls } from "./list-items";
import { type ListCalls, listCalls } from "./lists";
import type { LoyaltyContext } from "./loyalty-context";
import { loyaltyErrorDetail } from "./loyalty-errors";
import { createLoyaltyTransport } from "./loyalty-transport";
import { type MeasurementCalls, measurementCalls } from "./measurements";
import { type OrderCalls, orderCalls } from "./orders";
import { type PassCalls, passCalls } from "./pass";
import { type ProfileCalls, profileCalls } from "./profile";
import { type RewardCalls, rewardCalls } from "./rewards";
import { DEFAULT_SHOE_TAG_NAME_PATH, type ShoeTagCalls, shoeTagCalls } from "./shoe-tag";
import { type StoreCalls, storeCalls } from "./stores";
import { type TransactionCalls, transactionCalls } from "./transactions";

/** Options of {@link createLoyaltyClient}. */
export interface LoyaltyClientOptions {
  /** The validated configuration: loyalty hosts, the shop's origin and the signed-in customer. */
  config: Pick<SolekitConfig, "loyalty" | "shop" | "customer">;
  /** Where the ID token and the wallet pass URLs are stored (the provider's storage adapter). */
  storage: StorageAdapter;
  /** Decides token expiry and the unassigned shoes' reward window. @default systemClock */
  clock?: Clock;
  /** Messages of argument and delegation errors. @default the `solekit/rules` catalogue */
  messages?: AccountMessageCatalogue;
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
 * Client of the loyalty programme: the ID token, every call of the account area's loyalty API,
 * the wallet pass, the shoe-tag name and delegation. Every call rejects with a `SolekitError`
 * whose message is the service's own; argument errors reject with a `TypeError` carrying the
 * spec's message before any request.
 */
export interface LoyaltyClient
  extends ProfileCalls,
    ConnectionCalls,
    ListCalls,
    ListItemCalls,
    AddressCalls,
    RewardCalls,
    InteractionCalls,
    MeasurementCalls,
    TransactionCalls,
    AssignmentCalls,
    StoreCalls,
    ClaimCalls,
    OrderCalls,
    PassCalls,
    ShoeTagCalls,
    DelegationCalls {
  /**
   * Forgets the stored ID token and its expiry (logout). A token request still in flight is
   * dropped when it answers.
   *
   * @example
   * ```ts
   * loyalty.clearToken();
   * url.navigate("/account/logout");
   * ```
   */
  clearToken(): void;
}

/**
 * Creates the loyalty client. Calls go to `{apiBaseUrl}/api` with `Authorization: Bearer <ID
 * token>`; the token comes from `POST {idApiUrl}/api/v1/auth/token` with the customer's id and
 * signature, is stored through the storage adapter and reused until it expires by `clock`, is
 * shared by concurrent calls, and is refreshed once when the API answers 401. With no signed-in
 * customer every call rejects with a 401 `SolekitError` (code `not_signed_in`).
 *
 * Lists page with `page[number]` and `page[size]` and answer `{ data, meta }`.
 *
 * @example
 * ```ts
 * const loyalty = createLoyaltyClient({ config: parseSolekitConfig(input), storage: createBrowserStorage() });
 * const [profile, children] = await Promise.all([loyalty.getProfile(), loyalty.getChildren()]); // one token request
 * ```
 */
export function createLoyaltyClient(options: LoyaltyClientOptions): LoyaltyClient {
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
  const ctx: LoyaltyContext = {
    api: createLoyaltyTransport(transport(`${loyalty.apiBaseUrl}/api`), tokens, options.onUnauthorised),
    idApi: createLoyaltyTransport(transport(`${loyalty.idApiUrl}/api/v1`), tokens, options.onUnauthorised),
    shop: transport(config.shop.origin),
    storage,
    clock,
    messages: options.messages ?? accountMessages,
    exclusions: options.exclusions ?? {},
    shoeTagNamePath: options.shoeTagNamePath ?? DEFAULT_SHOE_TAG_NAME_PATH,
  };
  const connections = connectionCalls(ctx);
  const lists = listCalls(ctx);
  const transactions = transactionCalls(ctx);
  return {
    ...profileCalls(ctx),
    ...connections,
    ...lists,
    ...listItemCalls(ctx),
    ...addressCalls(ctx),
    ...rewardCalls(ctx),
    ...interactionCalls(ctx),
    ...measurementCalls(ctx),
    ...transactions,
    ...assignmentCalls(ctx, { ...connections, ...lists, ...transactions }),
    ...storeCalls(ctx),
    ...claimCalls(ctx),
    ...orderCalls(ctx),
    ...passCalls(ctx),
    ...shoeTagCalls(ctx),
    ...delegationCalls(ctx),
    clearToken: () => tokens.clearToken(),
  };
}
