import { lazy, useState } from "react";
import { type MeasurementsApi, useDeleteMeasurement, useMeasurements } from "solekit";
import type { ChildConnection } from "solekit/clients";
import { accountMessages, formatDate, formatMessage } from "solekit/rules";
import { DialogPart } from "../area/part-failed";
import { SectionSkeleton } from "../area/section-skeleton";

// The new-measurement modal (its form and machine) loads when 'New measurement' is first pressed.
const MeasurementDialog = lazy(() =>
  import("./measurement-dialog").then((module) => ({ default: module.MeasurementDialog })),
);

/**
 * A child's measurements, 9 at a time with 'Show older entries'. On the child page they can be
 * deleted and added (the new-measurement modal); the list page's modal only reads them, so the
 * list page carries no form code.
 */
export function MeasurementsList({ child }: { child: ChildConnection }) {
  const list = useMeasurements(child.connectionId);
  return (
    <div className="kid-measurements">
      <MeasurementItems list={list} />
      <ShowOlder list={list} />
    </div>
  );
}

/** The child page's measurements: the list with delete, and the new-measurement modal. */
export function EditableMeasurements({ child }: { child: ChildConnection }) {
  const list = useMeasurements(child.connectionId);
  const del = useDeleteMeasurement({
    connectionId: child.connectionId,
    formatDate: (iso) => formatDate(iso),
  });
  const [adding, setAdding] = useState(false);
  return (
    <div className="kid-measurements">
      <button
        type="button"
        className="pill-button pill-button--primary"
        aria-haspopup="dialog"
        onClick={() => setAdding(true)}
      >
        <span aria-hidden="true">+ </span>
        {accountMessages.newMeasurement}
      </button>
      <p className="visually-hidden" role="status">
        {del.deletedMessage}
      </p>
      {list.status === "error" && list.measurements.length === 0 ? (
        <p role="alert">{list.errorMessage}</p>
      ) : list.status !== "success" ? (
        <SectionSkeleton blocks={2} />
      ) : list.measurements.length === 0 ? (
        <p className="kid-section__empty">{accountMessages.noMeasurements}</p>
      ) : (
        <ul className="kid-measurements__list">
          {list.measurements.map((m) => (
            <li key={m.id} className="kid-measurements__item" aria-busy={del.isPending(m.id)}>
              <span className="kid-measurements__size">
                {formatMessage(accountMessages.measurementEntry, {
                  size: m.meta.measurement.size_shoe.value,
                  width: m.meta.measurement.width_shoe.value,
                })}
              </span>
              <span className="kid-measurements__date">{formatDate(m.interacted_at || m.created_at)}</span>
              <button {...del.getDeleteButtonProps(m, { className: "pill-button pill-button--quiet" })}>
                {accountMessages.deleteMeasurement}
              </button>
              {del.failure?.measurementId === m.id ? (
                <p className="kid-form__error" role="alert">
                  {del.failure.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ShowOlder list={list} />
      <DialogPart onError={() => setAdding(false)}>
        {adding ? <MeasurementDialog child={child} onClose={() => setAdding(false)} /> : null}
      </DialogPart>
    </div>
  );
}

function MeasurementItems({ list }: { list: MeasurementsApi }) {
  if (list.status === "error" && list.measurements.length === 0)
    return <p role="alert">{list.errorMessage}</p>;
  if (list.status !== "success") return <SectionSkeleton blocks={2} />;
  if (list.measurements.length === 0)
    return <p className="kid-section__empty">{accountMessages.noMeasurements}</p>;
  return (
    <ul className="kid-measurements__list">
      {list.measurements.map((m) => (
        <li key={m.id} className="kid-measurements__item">
          <span className="kid-measurements__size">
            {formatMessage(accountMessages.measurementEntry, {
              size: m.meta.measurement.size_shoe.value,
              width: m.meta.measurement.width_shoe.value,
            })}
          </span>
          <span className="kid-measurements__date">{formatDate(m.interacted_at || m.created_at)}</span>
        </li>
      ))}
    </ul>
  );
}

function ShowOlder({ list }: { list: MeasurementsApi }) {
  if (!list.hasOlder) return null;
  return (
    <button
      type="button"
      className="pill-button pill-button--secondary"
      disabled={list.isLoadingOlder}
      onClick={list.showOlder}
    >
      {accountMessages.showOlderEntries}
    </button>
  );
}
