import type { Measurement } from "../../clients/loyalty";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type { CustomerFieldPropGetter } from "../customer-token/customer-token.types";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike } from "../shared/events";

/** The messages the measurement delete shows. */
export type MeasurementDeleteMessages = Pick<
  AccountMessageCatalogue,
  "measurementDeleted" | "measurementDeleteFailed" | "deleteMeasurementLabel"
>;

/** A delete that failed: the measurement stays, with this message beside it. */
export interface MeasurementDeleteFailure {
  /** The measurement that could not be deleted. */
  readonly measurementId: number;
  /** What the shopper reads. */
  readonly message: string;
}

/** Input of the measurement delete machine. */
export interface MeasurementDeleteInput {
  /** The child's connection id. */
  connectionId: number;
  /** Messages. */
  messages?: MeasurementDeleteMessages;
}

/** Context of the measurement delete machine. */
export interface MeasurementDeleteContext {
  /** The child's connection id. */
  connectionId: number;
  /** Deletes asked for, oldest first; the first is the one running. */
  queue: Measurement[];
  /** Every measurement this delete removed (asking again is ignored). */
  deletedIds: number[];
  /** The last failure, until the next request. */
  failure: MeasurementDeleteFailure | null;
  /** Whether the last delete landed (for the live region). */
  deleted: boolean;
  /** The last failure of the call. */
  error: SolekitError | null;
  /** Messages. */
  messages: MeasurementDeleteMessages;
}

/** What `removeMeasurement` is asked. */
export interface MeasurementDeleteRequest {
  /** The child's connection id. */
  readonly connectionId: number;
  /** The measurement. */
  readonly measurement: Measurement;
}

/** Events of the measurement delete machine. */
export type MeasurementDeleteEvent =
  /** Delete pressed on a measurement: runs now, or after the one running. */
  { type: "delete.request"; measurement: Measurement };

/** Options of `connectMeasurementDelete`. */
export interface MeasurementDeleteConnectOptions extends ConnectOptions<MeasurementDeleteMessages> {
  /** Formats a measurement's date for the Delete button's accessible name. @default its ISO date */
  readonly formatDate?: (iso: string) => string;
}

/** Props of a measurement's Delete button. */
export interface MeasurementDeleteButtonProps {
  /** DOM id. */
  id: string;
  /** Not a submit. */
  type: "button";
  /** Disabled while its delete is queued or running. */
  disabled: boolean;
  /** Names the measurement ('Delete the measurement of {date}'). */
  "aria-label": string;
  /** Deletes. */
  onClick(event: EventLike): void;
}

/** The measurement delete's public API, as `connectMeasurementDelete` and `useDeleteMeasurement` return it. */
export interface MeasurementDeleteApi extends SliceState {
  /** Whether a delete runs. */
  readonly isBusy: boolean;
  /** The last failed delete, else `null`. */
  readonly failure: MeasurementDeleteFailure | null;
  /** 'Measurement deleted.' after a delete, for a live region, else `null`. */
  readonly deletedMessage: string | null;
  /** Whether this measurement's delete is queued or running. */
  isPending(measurementId: number): boolean;
  /** Deletes a measurement. */
  remove(measurement: Measurement): void;
  /** A measurement's Delete button. */
  getDeleteButtonProps: CustomerFieldPropGetter<Measurement, MeasurementDeleteButtonProps>;
}
