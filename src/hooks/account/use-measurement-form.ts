import { useId, useRef } from "react";
import type { Measurement } from "../../clients/loyalty";
import { measurementCalls } from "../../clients/loyalty/measurements";
import {
  connectMeasurementForm,
  createMeasurementFormActors,
  type MeasurementFormApi,
  measurementFormMachine,
} from "../../machines/measurement-form";
import { measurementFormMessages } from "../../machines/measurement-form/measurement-form.messages";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import { accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";
import { refreshMeasurements } from "./refresh-measurements";

/** Options of {@link useMeasurementForm}. */
export interface UseMeasurementFormOptions {
  /** The child's connection id. */
  connectionId: number;
  /** The child's profile id (`connector.id`). */
  profileId: number;
  /** Closes the modal: the close button, Escape, and after a save. */
  onClose?: () => void;
  /** Called with the measurement once recorded (before `onClose`). */
  onSaved?: (measurement: Measurement) => void;
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/**
 * The new-measurement side modal (account-area §2, §5 "Measurement"): shoe size (AU/UK) and
 * width selects, both required ('Please select both shoe size and width.'); Save records the
 * measurement, refreshes the child's measurements and closes the modal. The dialog props carry
 * the focus handling.
 *
 * @example
 * ```tsx
 * const form = useMeasurementForm({ connectionId: child.connectionId, profileId: child.connector.id, onClose });
 * <div {...form.getDialogProps()}>
 *   <select {...form.getSelectProps("size")}>{form.sizes.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}</select>
 * </div>
 * ```
 */
export function useMeasurementForm(options: UseMeasurementFormOptions): MeasurementFormApi {
  const messages = useMessages(measurementFormMessages);
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const latest = useRef(options);
  latest.current = options;
  return useMachineApi(measurementFormMachine, {
    provide: (runtime) => {
      const binding = accountBinding(runtime);
      const loyalty = binding.context(measurementCalls)?.loyalty ?? {
        createMeasurement: refuseWithout(binding),
      };
      return {
        actors: createMeasurementFormActors(loyalty, refreshMeasurements(binding, options.connectionId)),
      };
    },
    input: () => ({ connectionId: options.connectionId, profileId: options.profileId, messages }),
    connect: connectMeasurementForm,
    options: { id, messages, onClose: () => latest.current.onClose?.() },
    start: (actor) => {
      const subscription = actor.on("measurement.saved", ({ measurement }) => {
        latest.current.onSaved?.(measurement);
        latest.current.onClose?.();
      });
      return () => subscription.unsubscribe();
    },
  });
}
