import { useId } from "react";
import { measurementCalls } from "../../clients/loyalty/measurements";
import {
  connectMeasurementDelete,
  createMeasurementDeleteActors,
  type MeasurementDeleteApi,
  measurementDeleteMachine,
} from "../../machines/measurement-delete";
import { accountMeasurementMessages } from "../../rules/messages-account-measurements";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import { accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";
import { refreshMeasurements } from "./refresh-measurements";

/** Options of {@link useDeleteMeasurement}. */
export interface UseDeleteMeasurementOptions {
  /** The child's connection id. */
  connectionId: number;
  /** Formats a date for the Delete buttons' accessible names. @default its ISO date */
  formatDate?: (iso: string) => string;
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/**
 * Deleting a child's measurements: `remove(measurement)` (or a Delete button's props). Deletes
 * run one at a time, each refreshes the child's measurements; a refused one stays in the list
 * with `failure.message` beside it.
 *
 * @example
 * ```tsx
 * const del = useDeleteMeasurement({ connectionId: child.connectionId });
 * <button {...del.getDeleteButtonProps(measurement)}>Delete</button>
 * ```
 */
export function useDeleteMeasurement(options: UseDeleteMeasurementOptions): MeasurementDeleteApi {
  const messages = useMessages(accountMeasurementMessages);
  const generatedId = useId();
  return useMachineApi(measurementDeleteMachine, {
    provide: (runtime) => {
      const binding = accountBinding(runtime);
      const loyalty = binding.context(measurementCalls)?.loyalty ?? {
        deleteMeasurement: refuseWithout(binding),
      };
      return {
        actors: createMeasurementDeleteActors(loyalty, refreshMeasurements(binding, options.connectionId)),
      };
    },
    input: () => ({ connectionId: options.connectionId, messages }),
    connect: connectMeasurementDelete,
    options: {
      id: options.id ?? generatedId,
      messages,
      ...(options.formatDate ? { formatDate: options.formatDate } : {}),
    },
  });
}
