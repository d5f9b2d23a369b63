import type { QueryClient } from "@tanstack/react-query";
import type { LoyaltyContext } from "../../clients/loyalty/loyalty-context";
import { type AccountQueryContext, accountKeys, type InvalidateAccountKeys } from "../../machines/account";
import { missingConfigSection } from "../../runtime";
import type { SolekitConfigError } from "../../runtime/solekit-config";
import { loyaltyCalls } from "../customer/loyalty-connection";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { accountQueryClient } from "./account-query-client";

/** One group of loyalty calls over the page's connection (`addressCalls`, `orderCalls`…). */
export type LoyaltyCallGroup<TCalls> = (connection: LoyaltyContext) => TCalls;

/** What every account hook builds its queries and flows from. */
export interface AccountBinding {
  /**
   * The signed-in customer's query context with the given group of loyalty calls, or `null` with
   * no customer (the page redirects) or no `loyalty` section.
   */
  context<TCalls>(group: LoyaltyCallGroup<TCalls>): AccountQueryContext<TCalls> | null;
  /** Why the account area cannot run: the configuration has no `loyalty` section. */
  readonly configError: SolekitConfigError | null;
  /** The runtime's account query client. */
  readonly queryClient: QueryClient;
  /** Marks the named cache entries stale and refetches the shown ones; what a flow calls on success. */
  readonly invalidate: InvalidateAccountKeys;
}

/**
 * The account binding of a runtime: the customer's key factory, the loyalty client and the
 * query client, with `invalidate` over them.
 *
 * @example
 * ```ts
 * const { context, invalidate } = accountBinding(runtime);
 * const addresses = context(addressCalls)?.loyalty;
 * if (addresses) await invalidate(["Addresses"]);
 * ```
 */
export function accountBinding(runtime: SolekitRuntime): AccountBinding {
  const queryClient = accountQueryClient(runtime);
  const customer = runtime.config.customer;
  const configError = runtime.config.loyalty ? null : missingConfigSection("loyalty", "the account area");
  const keys = customer && !configError ? accountKeys(customer.id) : null;
  return {
    context: (group) => (keys ? { keys, loyalty: loyaltyCalls(runtime, group) } : null),
    configError,
    queryClient,
    invalidate: async (names) => {
      if (!keys) return;
      await Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: keys.of(name) })));
    },
  };
}
