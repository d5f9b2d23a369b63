import type { Measurement, MeasurementCalls } from "../../clients/loyalty";
import { fromRequest } from "../shared/request";
import type { MeasurementSaveRequest } from "./measurement-form.types";

/**
 * The new measurement's side effect: `POST /connections/{id}/interactions` (a Measurement
 * Recorded interaction), then the child's measurements refreshed through `refresh`. A write once
 * sent is not cancelled.
 *
 * @example
 * ```ts
 * const actors = createMeasurementFormActors(loyalty, () => queryClient.invalidateQueries({ queryKey }));
 * ```
 */
export function createMeasurementFormActors(
  loyalty: Pick<MeasurementCalls, "createMeasurement">,
  refresh: () => Promise<void>,
) {
  return {
    saveMeasurement: fromRequest<Measurement, MeasurementSaveRequest>(
      async ({ connectionId, profileId, size, width }) => {
        const saved = await loyalty.createMeasurement(connectionId, { profileId, size, width });
        await refresh();
        return saved;
      },
    ),
  };
}
