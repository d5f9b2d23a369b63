import { skipToken, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { ACCOUNT_KEY_ROOT, type AccountQueryContext, type AccountQueryOptions } from "../../machines/account";
import type { AccountQueryApi } from "../../machines/account/account-query-state";
import { accountQueryState } from "../../machines/account/account-query-state";
import { accountAreaMessages } from "../../rules/messages";
import { accountSessionEnded } from "../customer/account-cache";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { accountBinding, type LoyaltyCallGroup } from "./account-context";

export type { AccountQueryApi } from "../../machines/account/account-query-state";

/** Options of {@link useAccountQuery}. */
export interface UseAccountQueryOptions {
  /** `false` holds the query back (`idle`, nothing fetched), e.g. until a wider screen narrows. @default true */
  readonly enabled?: boolean;
}

/**
 * The one helper every account hook reads server state with: builds the slice's query options
 * from the signed-in customer's context (`<feature>.queries.ts`) with the one group of loyalty
 * calls they make (so the page carries only that group), and binds them to the runtime's query
 * client. No customer, or a session that has ended on this page (Logout): `idle`, nothing
 * fetched. No `loyalty` section in the configuration:
 * `error` with a `SolekitConfigError`, never a render crash.
 *
 * @example
 * ```ts
 * export function useAddresses(): AccountQueryApi<LoyaltyAddress[]> {
 *   return useAccountQuery(addressesQuery, addressCalls);
 * }
 * ```
 */
export function useAccountQuery<TData, TCalls>(
  query: (context: AccountQueryContext<TCalls>) => AccountQueryOptions<TData>,
  calls: LoyaltyCallGroup<TCalls>,
  settings: UseAccountQueryOptions = {},
): AccountQueryApi<TData> {
  const runtime = useSolekit();
  const messages = useMessages(accountAreaMessages);
  const binding = useMemo(() => accountBinding(runtime), [runtime]);
  // An ended session (Logout pressed, the service refused it) fetches nothing more.
  const context = accountSessionEnded(runtime) ? null : binding.context(calls);
  const options = context ? query(context) : null;
  const result = useQuery(
    {
      queryKey: options?.queryKey ?? [ACCOUNT_KEY_ROOT, "signed-out"],
      queryFn: settings.enabled === false ? skipToken : (options?.queryFn ?? skipToken),
      ...(options?.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    },
    binding.queryClient,
  );
  return accountQueryState(result, {
    errorMessage: messages.somethingWentWrong,
    configError: binding.configError,
  });
}
