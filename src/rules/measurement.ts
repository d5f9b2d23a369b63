import { type DateInput, toEpochMs } from "./dates";
import { MEASUREMENT_INTERACTION_NAME } from "./keys";
import { type AccountMessageCatalogue, accountAreaMessages } from "./messages";

const halfSteps = (from: number, to: number, prefix: string) =>
  Array.from({ length: (to - from) * 2 + 1 }, (_, index) => `${prefix}${from + index / 2}`);

/**
 * Shoe sizes a measurement can record, AU/UK: infant sizes "01" to "013.5", then "1" to "7.5",
 * in half steps (the leading zero tells the infant scale from the youth one).
 */
export const SHOE_SIZES: readonly string[] = [...halfSteps(1, 13.5, "0"), ...halfSteps(1, 7.5, "")];

/** Shoe widths, narrowest first. */
export const SHOE_WIDTHS = ["C", "D", "E", "F", "G", "H"] as const;

/** One of {@link SHOE_WIDTHS}. */
export type ShoeWidth = (typeof SHOE_WIDTHS)[number];

/** The unit measurement sizes are recorded in. */
export const MEASUREMENT_SIZE_UNIT = "AU/UK";

/**
 * Checks a new measurement: size and width are both required, else the spec's alert text.
 *
 * @example
 * ```ts
 * validateMeasurement({ size: "010", width: "" }); // "Please select both shoe size and width."
 * validateMeasurement({ size: "010", width: "E" }); // null
 * ```
 */
export function validateMeasurement(
  measurement: { readonly size: string | null | undefined; readonly width: string | null | undefined },
  catalogue: Pick<AccountMessageCatalogue, "measurementIncomplete"> = accountAreaMessages,
): string | null {
  return measurement.size && measurement.width ? null : catalogue.measurementIncomplete;
}

/** The measurement held in an interaction's meta. */
export interface MeasurementMeta {
  /** Size and width. */
  readonly measurement: {
    /** Shoe size. */
    readonly size_shoe: {
      /** Always AU/UK. */
      readonly unit: typeof MEASUREMENT_SIZE_UNIT;
      /** Size from {@link SHOE_SIZES}. */
      readonly value: string;
    };
    /** Shoe width. */
    readonly width_shoe: {
      /** Width from {@link SHOE_WIDTHS}. */
      readonly value: string;
    };
  };
}

/** The measurement interaction posted to a child's connection. */
export interface MeasurementInteraction {
  /** Always 'Measurement Recorded'. */
  readonly name: typeof MEASUREMENT_INTERACTION_NAME;
  /** Always `omneo`. */
  readonly namespace: "omneo";
  /** Always `service`. */
  readonly action: "service";
  /** Always `app`. */
  readonly channel: "app";
  /** Always 1. */
  readonly signal: 1;
  /** The child's profile id. */
  readonly profile_id: string | number;
  /** When it was measured (ISO). */
  readonly interacted_at: string;
  /** The measurement. */
  readonly meta: MeasurementMeta;
}

/**
 * Builds the measurement interaction for a child.
 *
 * @example
 * ```ts
 * buildMeasurementInteraction({ profileId: 12, size: "010", width: "E", now: Date.UTC(2024, 0, 1) }).interacted_at;
 * // "2024-01-01T00:00:00.000Z"
 * ```
 */
export function buildMeasurementInteraction(input: {
  readonly profileId: string | number;
  readonly size: string;
  readonly width: string;
  readonly now: DateInput;
}): MeasurementInteraction {
  return {
    name: MEASUREMENT_INTERACTION_NAME,
    namespace: "omneo",
    action: "service",
    channel: "app",
    signal: 1,
    profile_id: input.profileId,
    interacted_at: new Date(toEpochMs(input.now)).toISOString(),
    meta: {
      measurement: {
        size_shoe: { unit: MEASUREMENT_SIZE_UNIT, value: input.size },
        width_shoe: { value: input.width },
      },
    },
  };
}

/** A recorded measurement as read back. */
export interface RecordedMeasurement {
  /** Creation time (ISO). */
  readonly created_at: string;
  /** Measurement time (ISO), preferred over `created_at` when present. */
  readonly interacted_at?: string | null;
  /** The measurement. */
  readonly meta?: MeasurementMeta | null;
}

/**
 * The most recent measurement (by measurement time, else creation time), for the child card's
 * "latest shoe size and width".
 *
 * @example
 * ```ts
 * latestMeasurement([{ created_at: "2024-01-01" }, { created_at: "2024-03-01" }])?.created_at; // "2024-03-01"
 * ```
 */
export function latestMeasurement<M extends RecordedMeasurement>(measurements: readonly M[]): M | undefined {
  const time = (m: M) => toEpochMs(m.interacted_at || m.created_at);
  return measurements.reduce<M | undefined>(
    (latest, m) => (!latest || time(m) > time(latest) ? m : latest),
    undefined,
  );
}

/**
 * Whether 'Show older entries' shows: fewer measurements fetched than the total.
 *
 * @example
 * ```ts
 * hasOlderMeasurements(9, 20); // true
 * ```
 */
export function hasOlderMeasurements(fetched: number, total: number): boolean {
  return fetched < total;
}
