import type { SnapshotFrom } from "xstate";
import { formatMessage } from "../../rules/messages";
import { accountMeasurementMessages } from "../../rules/messages-account-measurements";
import { domIds } from "../shared/dom-ids";
import type { EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { MeasurementDeleteMachine } from "./measurement-delete.machine";
import type {
  MeasurementDeleteApi,
  MeasurementDeleteConnectOptions,
  MeasurementDeleteEvent,
} from "./measurement-delete.types";

/**
 * Turns a measurement delete snapshot into its public API: pending deletes, the last failure, a
 * live-region message, and each measurement's Delete button props.
 *
 * @example
 * ```ts
 * actor.subscribe((snapshot) => render(connectMeasurementDelete(snapshot, actor.send, { id: "measurements" })));
 * ```
 */
export function connectMeasurementDelete(
  snapshot: SnapshotFrom<MeasurementDeleteMachine>,
  send: (event: MeasurementDeleteEvent) => void,
  options: MeasurementDeleteConnectOptions = {},
): MeasurementDeleteApi {
  const messages = options.messages ?? accountMeasurementMessages;
  const ids = domIds(options.id ?? "measurement-delete");
  const formatDate = options.formatDate ?? ((iso: string) => iso.slice(0, 10));
  const { context } = snapshot;
  const isBusy = snapshot.hasTag("busy");
  const isPending = (id: number) => context.queue.some((m) => m.id === id);
  return {
    status: isBusy ? "loading" : context.failure ? "error" : context.deleted ? "success" : "idle",
    error: context.failure ? context.error : null,
    errorMessage: context.failure?.message ?? null,
    isBusy,
    failure: context.failure,
    deletedMessage: context.deleted && !isBusy ? messages.measurementDeleted : null,
    isPending,
    remove: (measurement) => send({ type: "delete.request", measurement }),
    getDeleteButtonProps: (measurement, props) =>
      mergeProps(
        {
          id: ids("delete", measurement.id),
          type: "button" as const,
          disabled: isPending(measurement.id),
          "aria-label": formatMessage(messages.deleteMeasurementLabel, {
            date: formatDate(measurement.interacted_at || measurement.created_at),
          }),
          onClick: (_event: EventLike) => send({ type: "delete.request", measurement }),
        },
        props,
      ),
  };
}
