import { useRef } from "react";
import { type AccountNavigationApi, useLatestMeasurement } from "solekit";
import type { ChildConnection } from "solekit/clients";
import { trapTab } from "solekit/machines";
import { accountMessages, formatDate, formatMessage, formatMonthYear } from "solekit/rules";
import { MeasurementsList } from "./measurements-list";
import { shoeTagOf } from "./shoe-tag";
import "../../ui/side-modal.css";

/** A child's card: avatar, shoe tag, birthday, latest size and width, and the measurements modal. */
export function ChildCard({ child, nav }: { child: ChildConnection; nav: AccountNavigationApi }) {
  const latest = useLatestMeasurement(child.connectionId);
  const measurement = latest.data?.data[0];
  const dialog = useRef<HTMLDialogElement>(null);
  const profile = child.connector;
  const page = { section: "kids-profiles", child: { kind: "id", id: String(child.connectionId) } } as const;
  const titleId = `kid-${child.connectionId}-name`;
  return (
    <li className="account-card kid-card" aria-labelledby={titleId}>
      <div className="kid-card__head">
        {profile.avatar_url ? <img className="kid-card__avatar" src={profile.avatar_url} alt="" /> : null}
        <div>
          <h2 id={titleId} className="kid-card__name">
            {profile.first_name} {profile.last_name ?? ""}
          </h2>
          <p className="kid-card__tag">
            <span className="visually-hidden">{accountMessages.shoeTagLabel}: </span>
            {shoeTagOf(child)}
          </p>
        </div>
      </div>
      <dl className="kid-card__facts">
        <div>
          <dt>{accountMessages.birthdayLabel}</dt>
          <dd>
            {profile.birth_month && profile.birth_year ? (
              formatMonthYear(profile.birth_month, profile.birth_year)
            ) : (
              <a {...nav.getLinkProps(page)}>{accountMessages.setBirthday}</a>
            )}
          </dd>
        </div>
        <div>
          <dt>{accountMessages.latestSizeLabel}</dt>
          <dd>
            {measurement ? (
              <>
                {formatMessage(accountMessages.sizeAndWidth, {
                  unit: measurement.meta.measurement.size_shoe.unit,
                  size: measurement.meta.measurement.size_shoe.value,
                  width: measurement.meta.measurement.width_shoe.value,
                })}
                <span className="kid-card__date">
                  {formatMessage(accountMessages.measuredOn, {
                    date: formatDate(measurement.interacted_at || measurement.created_at),
                  })}
                </span>
              </>
            ) : latest.status === "success" ? (
              <a {...nav.getLinkProps(page)}>{accountMessages.setSize}</a>
            ) : (
              "…"
            )}
          </dd>
        </div>
      </dl>
      <div className="kid-card__actions">
        <a {...nav.getLinkProps(page, { className: "pill-button pill-button--primary" })}>
          {accountMessages.viewFullProfile}
        </a>
        <button
          type="button"
          className="pill-button pill-button--secondary"
          aria-haspopup="dialog"
          onClick={() => dialog.current?.showModal()}
        >
          {accountMessages.measurements}
        </button>
      </div>
      {/* A native modal dialog: focus moves in, Escape closes, focus returns to the opener; Tab
          stays inside (the browser would let it out to the page after the last control). */}
      <dialog
        ref={dialog}
        className="side-modal"
        aria-labelledby={`${titleId}-measurements`}
        onKeyDown={(event) => {
          if (event.key === "Tab") trapTab(event);
        }}
      >
        <div className="dialog__header side-modal__header">
          <h2 id={`${titleId}-measurements`}>
            {accountMessages.measurements}: {profile.first_name}
          </h2>
          <button
            type="button"
            className="dialog__close"
            aria-label={accountMessages.closeModal}
            onClick={() => dialog.current?.close()}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <MeasurementsList child={child} />
      </dialog>
    </li>
  );
}
