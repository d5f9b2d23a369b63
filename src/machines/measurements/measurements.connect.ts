import type { LoyaltyPage, Measurement } from "../../clients/loyalty";
import { accountAreaMessages } from "../../rules/messages-account-area";
import type { SolekitError } from "../../runtime/solekit-error";
import { asError } from "../shared/as-error";
import type { SliceState } from "../shared/connect";
import { measurementsView } from "./measurements.selectors";

/** A child's measurements as `useMeasurements` returns them. */
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

/** One page's query as the host's query adapter reports it (TanStack Query's result fields). */
export interface MeasurementsPageResult {
  /** The page, once loaded. */
  readonly data: LoyaltyPage<Measurement> | undefined;
  /** Why the page failed, else `null`. */
  readonly error: unknown;
  /** Whether the page has no data yet. */
  readonly isPending: boolean;
  /** Whether the page has loaded. */
  readonly isSuccess: boolean;
  /** Whether its request is running. */
  readonly fetchStatus: "fetching" | "paused" | "idle";
}

/** What {@link connectMeasurements} drives the host's queries with. */
export interface MeasurementsControls {
  /** Why the account area cannot run (no `loyalty` configuration), else `null`. */
  readonly configError?: SolekitError | null;
  /** Messages. @default the account area's part of the catalogue */
  readonly messages?: { readonly somethingWentWrong: string };
  /** Shows this many pages: the host adds a query for the next one. */
  readonly showPages: (count: number) => void;
  /** Fetches every shown page again. */
  readonly refetch: () => void;
}

/**
 * A child's measurements from the queries of its shown pages (account-area §2 MEASUREMENTS, §4
 * "Measurements list"): one list, newest first; `showOlder()` asks for one page more while older
 * entries remain and none is loading; the first failure is the section's error. Framework-free:
 * a Vue host passes its own query results.
 *
 * @example
 * ```ts
 * const api = connectMeasurements(results, { showPages: (count) => (pages.value = count), refetch });
 * api.hasOlder && api.showOlder();
 * ```
 */
export function connectMeasurements(
  results: readonly MeasurementsPageResult[],
  controls: MeasurementsControls,
): MeasurementsApi {
  const messages = controls.messages ?? accountAreaMessages;
  const view = measurementsView(results.map((result) => result.data));
  const failed = results.find((result) => result.error);
  const error = controls.configError ?? (failed?.error ? asError(failed.error) : null);
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
      controls.showPages(results.length + 1);
    },
    refetch: controls.refetch,
  };
}
