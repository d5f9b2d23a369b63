import type { MeasurementCalls } from "../../clients/loyalty";
import { fromRequest } from "../shared/request";
import type { MeasurementDeleteRequest } from "./measurement-delete.types";

/**
 * The delete's side effect: `DELETE /connections/{id}/interactions/{interactionId}`, then
 * (whether it landed or not) the child's measurements refreshed through `refresh`, so the list
 * shows what the service holds. A write once sent is not cancelled.
 *
 * @example
 * ```ts
 * const actors = createMeasurementDeleteActors(loyalty, () => queryClient.invalidateQueries({ queryKey }));
 * ```
 */
export function createMeasurementDeleteActors(
  loyalty: Pick<MeasurementCalls, "deleteMeasurement">,
  refresh: () => Promise<void>,
) {
  return {
    removeMeasurement: fromRequest<void, MeasurementDeleteRequest>(async ({ connectionId, measurement }) => {
      try {
        await loyalty.deleteMeasurement(connectionId, measurement.id);
      } finally {
        await refresh();
      }
    }),
  };
}
