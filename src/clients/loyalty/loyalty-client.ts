import { type AddressCalls, addressCalls } from "./addresses";
import { type AssignmentCalls, assignmentCalls } from "./assignments";
import { type ClaimCalls, claimCalls } from "./claims";
import { type ConnectionCalls, connectionCalls } from "./connections";
import { type DelegationCalls, delegationCalls } from "./delegation";
import { type InteractionCalls, interactionCalls } from "./interactions";
import { type ListItemCalls, listItemCalls } from "./list-items";
import { type ListCalls, listCalls } from "./lists";
import {
  createLoyaltyConnection,
  type LoyaltyClientOptions,
  type LoyaltyConnection,
} from "./loyalty-connection";
import { type MeasurementCalls, measurementCalls } from "./measurements";
import { type OrderCalls, orderCalls } from "./orders";
import { type PassCalls, passCalls } from "./pass";
import { type ProfileCalls, profileCalls } from "./profile";
import { type RewardCalls, rewardCalls } from "./rewards";
import { type ShoeTagCalls, shoeTagCalls } from "./shoe-tag";
import { type StoreCalls, storeCalls } from "./stores";
import { type TransactionCalls, transactionCalls } from "./transactions";

export type { LoyaltyClientOptions } from "./loyalty-connection";

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
   * Forgets the stored ID token and its expiry (logout, an ended session). No token is stored on
   * the page again: neither one still in flight nor one a later call asks for (the page is left).
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
  return loyaltyClientOf(createLoyaltyConnection(options));
}

/**
 * The whole {@link LoyaltyClient} over a connection another part of the page already holds, so
 * both share one ID token.
 *
 * @example
 * ```ts
 * const connection = createLoyaltyConnection(options);
 * const loyalty = loyaltyClientOf(connection);
 * ```
 */
export function loyaltyClientOf(ctx: LoyaltyConnection): LoyaltyClient {
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
    clearToken: () => ctx.clearToken(),
  };
}
