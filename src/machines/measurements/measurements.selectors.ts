import type { LoyaltyPage, Measurement } from "../../clients/loyalty";
import { hasOlderMeasurements } from "../../rules/measurement";

/** The loaded pages of a child's measurements, read as one list. */
export interface MeasurementsView {
  /** Every loaded measurement, newest first, each once (a delete shifts page boundaries). */
  readonly measurements: readonly Measurement[];
  /** How many the child has in all (from the newest page read), else the count loaded. */
  readonly total: number;
  /** Whether 'Show older entries' shows: fewer loaded than the total. */
  readonly hasOlder: boolean;
}

/**
 * Joins the loaded pages (undefined while a page loads) into one list for the measurements
 * section: newest first, without duplicates, with the total and whether older entries remain.
 *
 * @example
 * ```ts
 * measurementsView([page1, undefined]).hasOlder; // true while page 2 loads and the total is above 9
 * ```
 */
export function measurementsView(pages: readonly (LoyaltyPage<Measurement> | undefined)[]): MeasurementsView {
  const seen = new Set<number>();
  const measurements: Measurement[] = [];
  let total: number | null = null;
  for (const page of pages) {
    if (!page) continue;
    total = page.meta.total;
    for (const measurement of page.data) {
      if (seen.has(measurement.id)) continue;
      seen.add(measurement.id);
      measurements.push(measurement);
    }
  }
  const count = total ?? measurements.length;
  return { measurements, total: count, hasOlder: hasOlderMeasurements(measurements.length, count) };
}
