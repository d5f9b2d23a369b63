import { useState } from "react";
import { useDeleteMeasurement, useMeasurements } from "solekit";
import type { ChildConnection } from "solekit/clients";
import { accountMessages, formatDate, formatMessage } from "solekit/rules";
import { SectionSkeleton } from "../area/section-skeleton";
import { MeasurementDialog } from "./measurement-dialog";

/** A child's measurements, 9 at a time with 'Show older entries', delete, and the new-measurement modal. */
export function MeasurementsList({ child }: { child: ChildConnection }) {
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
        className="kid-button kid-button--primary"
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
              <button {...del.getDeleteButtonProps(m, { className: "kid-button kid-button--quiet" })}>
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
      {list.hasOlder ? (
        <button
          type="button"
          className="kid-button kid-button--secondary"
          disabled={list.isLoadingOlder}
          onClick={list.showOlder}
        >
          {accountMessages.showOlderEntries}
        </button>
      ) : null}
      {adding ? <MeasurementDialog child={child} onClose={() => setAdding(false)} /> : null}
    </div>
  );
}
