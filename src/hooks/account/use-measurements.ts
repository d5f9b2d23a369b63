import { skipToken, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { LoyaltyPage, Measurement } from "../../clients/loyalty";
import { measurementCalls } from "../../clients/loyalty/measurements";
import { ACCOUNT_KEY_ROOT } from "../../machines/account";
import {
  connectMeasurements,
  type MeasurementsApi,
  measurementsPageQuery,
  measurementsPageResults,
  measurementsPagesQuery,
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
 * loaded than the total). One infinite query (TanStack Query's, not one query per page: a page
 * then carries no multi-query observer) under `ProfileConnections` + the connection id +
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
  const context =
    connectionId === null || accountSessionEnded(runtime) ? null : binding.context(measurementCalls);
  const options = context && connectionId !== null ? measurementsPagesQuery(connectionId)(context) : null;
  // One infinite query per child: another child's list starts from its first page.
  const query = useInfiniteQuery(
    {
      queryKey: options?.queryKey ?? [ACCOUNT_KEY_ROOT, "signed-out", "measurements"],
      queryFn: options?.queryFn ?? skipToken,
      initialPageParam: 1,
      getNextPageParam: options?.getNextPageParam ?? (() => undefined),
    },
    binding.queryClient,
  );
  return connectMeasurements(measurementsPageResults(query), {
    configError: binding.configError,
    messages,
    showPages: () => void query.fetchNextPage(),
    refetch: () => void query.refetch(),
  });
}

/**
 * The first page of a child's measurements, which the child card reads its latest shoe size and
 * width from (`data.data[0]`); refreshed with the list by a save or delete.
 *
 * @example
 * ```tsx
 * const latest = useLatestMeasurement(child.connectionId).data?.data[0];
 * ```
 */
export function useLatestMeasurement(connectionId: number): AccountQueryApi<LoyaltyPage<Measurement>> {
  return useAccountQuery(measurementsPageQuery(connectionId, 1), measurementCalls);
}
