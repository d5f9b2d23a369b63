import { type FavouritesHandle, useFavouritesPicker } from "solekit";
import type { ChildConnection } from "solekit/clients";
import { accountMessages } from "solekit/rules";

/** FAVOURITE_BRANDS or FAVOURITE_SPORTS: the child's favourites and the picker side modal. */
export function FavouritesSection({
  child,
  handle,
  tag,
  options,
}: {
  child: ChildConnection;
  handle: FavouritesHandle;
  tag: "FAVOURITE_BRANDS" | "FAVOURITE_SPORTS";
  options: readonly string[];
}) {
  const picker = useFavouritesPicker({ child, handle, options, id: `picker-${handle}` });
  return (
    <section className="kid-section" aria-labelledby={tag}>
      <div className="kid-section__head">
        <h2 id={tag} className="kid-section__title" tabIndex={-1}>
          {picker.title}
        </h2>
        <button
          {...picker.getOpenButtonProps({
            className: "pill-button pill-button--secondary",
            "aria-label": `${accountMessages.editFavourites} ${picker.title.toLowerCase()}`,
          })}
        >
          {accountMessages.editFavourites}
        </button>
      </div>
      {picker.chosen.length === 0 ? (
        <p className="kid-section__empty">{accountMessages.noFavourites}</p>
      ) : (
        <ul className="kid-chips">
          {picker.chosen.map((value) => (
            <li key={value} className="kid-chips__chip">
              {value}
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {picker.savedMessage}
      </p>
      {picker.isOpen ? (
        <>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and Close are the keyboard's ways out */}
          <div className="kid-backdrop" onClick={picker.close} />
          <div {...picker.getDialogProps({ className: "kid-side-modal kid-side-modal--open" })}>
            <div className="dialog__header kid-side-modal__header">
              <h2 {...picker.getTitleProps()}>{picker.title}</h2>
              <button
                {...picker.getCloseButtonProps({
                  className: "dialog__close",
                  "aria-label": accountMessages.closeModal,
                })}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </div>
            <ul className="kid-picker">
              {picker.options.map((value) => (
                <li key={value}>
                  <label {...picker.getOptionLabelProps(value, { className: "kid-picker__option" })}>
                    <input {...picker.getOptionProps(value)} />
                    <span>{value}</span>
                  </label>
                </li>
              ))}
            </ul>
            {picker.errorMessage ? (
              <p className="kid-form__error" role="alert">
                {picker.errorMessage}
              </p>
            ) : null}
            <div className="kid-form__actions kid-side-modal__foot">
              <button {...picker.getSaveButtonProps({ className: "pill-button pill-button--primary" })}>
                {picker.isBusy ? <span className="spinner" aria-hidden="true" /> : null}
                {picker.isBusy ? accountMessages.saving : accountMessages.saveFavourites}
              </button>
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
