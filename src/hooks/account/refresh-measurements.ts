import { measurementCalls } from "../../clients/loyalty/measurements";
import { measurementsKey } from "../../machines/measurements";
import type { AccountBinding } from "./account-context";

// Its own module so that Delete (on the child's page as first shown) does not bring the
// new-measurement form, which the page loads when its modal opens.
/** A refresh of one child's cached measurement pages (what a save or delete calls). */
export function refreshMeasurements(binding: AccountBinding, connectionId: number): () => Promise<void> {
  const keys = binding.context(measurementCalls)?.keys;
  return async () => {
    if (keys) await binding.queryClient.invalidateQueries({ queryKey: measurementsKey(keys, connectionId) });
  };
}
