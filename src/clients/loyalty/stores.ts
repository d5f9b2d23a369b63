import * as v from "valibot";
import { dataOf, type LoyaltyRequestOptions } from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";
import { type LoyaltyStore, loyaltyStoreSchema } from "./schemas/store.schemas";

/** Store location calls of the {@link LoyaltyClient}. */
export interface StoreCalls {
  /**
   * The store locations (`GET /geolocation`), e.g. for the claim form's store select; names keep
   * their `SNS` prefix, so show them through `storeOptions` from `solekit/rules`.
   *
   * @example
   * ```ts
   * const options = storeOptions(await loyalty.getStores());
   * ```
   */
  getStores(options?: LoyaltyRequestOptions): Promise<LoyaltyStore[]>;
}

/**
 * Builds the store calls over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const stores = await storeCalls(connection).getStores();
 * ```
 */
export function storeCalls(ctx: LoyaltyContext): StoreCalls {
  return {
    getStores: (options = {}) =>
      ctx.api.request({
        path: "/geolocation",
        schema: dataOf(v.array(loyaltyStoreSchema)),
        signal: options.signal,
      }),
  };
}
