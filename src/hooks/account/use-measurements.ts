import { skipToken, useQueries } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { LoyaltyPage, Measurement } from "../../clients/loyalty";
import { measurementCalls } from "../../clients/loyalty/measurements";
import { ACCOUNT_KEY_ROOT } from "../../machines/account";
import {
  connectMeasurements,
  type MeasurementsApi,
  measurementsPageQuery,
} from "../../machines/measurements";
import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountSessionEnded } from "../customer/account-cache";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { accountBinding } from "./account-context";
import { type AccountQueryApi, useAccountQuery } from "./use-account-query";

export type { MeasurementsApi } from "../../machines/measurements";

/**
 * A child's shoe measurements (account-area §2 MEASUREMENTS, §4 "Measurements list"): pages of 9
 * loaded on demand, newest first; `showOlder()` loads the next page while `hasOlder` (fewer
 * loaded than the total). Cached under `ProfileConnections` + the connection id +
 * `measurements`, which the new-measurement form and the delete refresh.
 *
 * @example
 * ```tsx
 * const list = useMeasurements(child.connectionId);
 * list.measurements.map((m) => m.meta.measurement.size_shoe.value);
 * {list.hasOlder && <button onClick={list.showOlder}>Show older entries</button>}
 * ```
 */
export function useMeasurements(connectionId: number | null): MeasurementsApi {
  const runtime = useSolekit();
  const messages = useMessages(accountAreaMessages);
  const binding = useMemo(() => accountBinding(runtime), [runtime]);
  // Paging starts over for another child.
  const [paging, setPaging] = useState({ connectionId, pages: 1 });
  const pages = paging.connectionId === connectionId ? paging.pages : 1;
  const context =
    connectionId === null || accountSessionEnded(runtime) ? null : binding.context(measurementCalls);
  const results = useQueries(
    {
      queries: Array.from({ length: pages }, (_, index) => {
        const options =
          context && connectionId !== null ? measurementsPageQuery(connectionId, index + 1)(context) : null;
        return {
          queryKey: options?.queryKey ?? [ACCOUNT_KEY_ROOT, "signed-out", "measurements", index],
          queryFn: options?.queryFn ?? skipToken,
        };
      }),
    },
    binding.queryClient,
  );
  return connectMeasurements(results, {
    configError: binding.configError,
    messages,
    showPages: (count) => setPaging({ connectionId, pages: count }),
    refetch: () => {
      for (const result of results) void result.refetch();
    },
  });
}

/**
 * The first page of a child's measurements, which the child card reads its latest shoe size and
 * width from (`data.data[0]`), shared with the child page's list.
 *
 * @example
 * ```tsx
 * const latest = useLatestMeasurement(child.connectionId).data?.data[0];
 * ```
 */
export function useLatestMeasurement(connectionId: number): AccountQueryApi<LoyaltyPage<Measurement>> {
  return useAccountQuery(measurementsPageQuery(connectionId, 1), measurementCalls);
}
