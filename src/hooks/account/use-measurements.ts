import { skipToken, useQueries } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { LoyaltyPage, Measurement } from "../../clients/loyalty";
import { measurementCalls } from "../../clients/loyalty/measurements";
import { ACCOUNT_KEY_ROOT } from "../../machines/account";
import { measurementsPageQuery, measurementsView } from "../../machines/measurements";
import { asError } from "../../machines/shared/as-error";
import type { SliceState } from "../../machines/shared/connect";
import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountSessionEnded } from "../customer/account-cache";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { accountBinding } from "./account-context";
import { type AccountQueryApi, useAccountQuery } from "./use-account-query";

/** A child's measurements as {@link useMeasurements} returns them. */
export interface MeasurementsApi extends SliceState {
  /** Every loaded measurement, newest first. */
  readonly measurements: readonly Measurement[];
  /** How many the child has in all. */
  readonly total: number;
  /** Whether 'Show older entries' shows (fewer loaded than the total). */
  readonly hasOlder: boolean;
  /** Whether an older page is loading. */
  readonly isLoadingOlder: boolean;
  /** Loads the next 9. */
  showOlder(): void;
  /** Fetches again (a Try again button). */
  refetch(): void;
}

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
  const view = measurementsView(results.map((result) => result.data as LoyaltyPage<Measurement> | undefined));
  const failed = results.find((result) => result.error);
  const error = binding.configError ?? (failed?.error ? asError(failed.error) : null);
  const first = results[0];
  const isLoadingOlder = results
    .slice(1)
    .some((result) => result.isPending && result.fetchStatus === "fetching");
  return {
    status: error
      ? "error"
      : first?.isSuccess
        ? "success"
        : first?.fetchStatus === "fetching"
          ? "loading"
          : "idle",
    error,
    errorMessage: error ? messages.somethingWentWrong : null,
    ...view,
    isLoadingOlder,
    showOlder: () => {
      if (!view.hasOlder || isLoadingOlder) return;
      setPaging({ connectionId, pages: pages + 1 });
    },
    refetch: () => {
      for (const result of results) void result.refetch();
    },
  };
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
