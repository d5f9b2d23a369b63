import type { HttpHandler } from "msw";
import type { LoyaltySandbox } from "../loyalty/loyalty-sandbox";
import type { SandboxContext } from "../sandbox-context";
import { loyaltyAddressHandlers } from "./loyalty-addresses";
import { loyaltyChildrenHandlers } from "./loyalty-children";
import { loyaltyClaimHandlers } from "./loyalty-claims";
import { loyaltyExtraHandlers } from "./loyalty-extras";
import { loyaltyListHandlers } from "./loyalty-lists";
import { loyaltyMeasurementHandlers } from "./loyalty-measurements";
import { loyaltyOrderHandlers } from "./loyalty-orders";
import { loyaltyProfileHandlers } from "./loyalty-profile";
import { loyaltyRewardHandlers } from "./loyalty-rewards";
import { loyaltyTokenHandlers } from "./loyalty-token";
import { loyaltyTransactionHandlers } from "./loyalty-transactions";

/**
 * Every loyalty endpoint: the ID API (token, `profiles/me`), the loyalty API v3 under `/api`
 * (bearer ID token on every call) and the shoe-tag name on the shop's host.
 *
 * @example
 * ```ts
 * const handlers = loyaltyHandlers(context, createLoyaltySandbox(seed));
 * ```
 */
export function loyaltyHandlers(ctx: SandboxContext, loyalty: LoyaltySandbox): HttpHandler[] {
  return [
    ...loyaltyTokenHandlers(ctx, loyalty),
    ...loyaltyProfileHandlers(ctx, loyalty),
    ...loyaltyChildrenHandlers(ctx, loyalty),
    ...loyaltyListHandlers(ctx, loyalty),
    ...loyaltyAddressHandlers(ctx, loyalty),
    ...loyaltyRewardHandlers(ctx, loyalty),
    ...loyaltyMeasurementHandlers(ctx, loyalty),
    ...loyaltyTransactionHandlers(ctx, loyalty),
    ...loyaltyClaimHandlers(ctx, loyalty),
    ...loyaltyOrderHandlers(ctx, loyalty),
    ...loyaltyExtraHandlers(ctx, loyalty),
  ];
}
