import type { QueryClient } from "@tanstack/react-query";
import { type AccountQueryContext, accountKeys, type InvalidateAccountKeys } from "../../machines/account";
import { missingConfigSection } from "../../runtime";
import type { SolekitConfigError } from "../../runtime/solekit-config";
import { loyaltyClient } from "../customer/loyalty-client";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";
import { accountQueryClient } from "./account-query-client";

/** What every account hook builds its queries and flows from. */
export interface AccountBinding {
  /** The signed-in customer's query context, or `null` with no customer (the page redirects). */
  readonly context: AccountQueryContext | null;
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
 * if (context) await invalidate(["Profiles", "ProfileConnections"]);
 * ```
 */
export function accountBinding(runtime: SolekitRuntime): AccountBinding {
  const queryClient = accountQueryClient(runtime);
  const customer = runtime.config.customer;
  const configError = runtime.config.loyalty ? null : missingConfigSection("loyalty", "the account area");
  const context =
    customer && !configError
      ? { keys: accountKeys(customer.id), loyalty: getClient(runtime, loyaltyClient) }
      : null;
  return {
    context,
    configError,
    queryClient,
    invalidate: async (names) => {
      if (!context) return;
      await Promise.all(
        names.map((name) => queryClient.invalidateQueries({ queryKey: context.keys.of(name) })),
      );
    },
  };
}
