import type { ClaimPayload } from "../../rules/claims";
import { dataOf, type LoyaltyRequestOptions } from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";
import { type StoreTransaction, storeTransactionSchema } from "./schemas/transaction.schemas";

/** Claim calls of the {@link LoyaltyClient}. */
export interface ClaimCalls {
  /**
   * Claims a missed in-store purchase by its receipt details (`POST
   * /profile/transactions/claims`) and returns the transaction it created. An answer without an
   * id is an `invalid-response` error (the claim modal's 'Something went wrong.'); a receipt
   * already claimed, an unknown store or a bad amount reject with 422 and field errors.
   *
   * @example
   * ```ts
   * const transaction = await loyalty.createClaim(buildClaimPayload(form, { profileId, timeZone: store.timezone }));
   * ```
   */
  createClaim(claim: ClaimPayload, options?: LoyaltyRequestOptions): Promise<StoreTransaction>;
}

/**
 * Builds the claim calls over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const transaction = await claimCalls(connection).createClaim(claim);
 * ```
 */
export function claimCalls(ctx: LoyaltyContext): ClaimCalls {
  return {
    createClaim: (claim, options = {}) =>
      ctx.api.request({
        path: "/profile/transactions/claims",
        method: "POST",
        body: claim,
        schema: dataOf(storeTransactionSchema),
        signal: options.signal,
      }),
  };
}
