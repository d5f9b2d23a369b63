import { lazy, useCallback, useState } from "react";
import type { FavouritesHandle } from "solekit";
import type { ChildConnection } from "solekit/clients";
import { childFavourites } from "solekit/machines";
import { accountMessages } from "solekit/rules";
import { DialogPart } from "../area/part-failed";

// The picker side modal (its hook and machine) loads when 'Edit' is first pressed.
const FavouritesDialog = lazy(() =>
  import("./favourites-dialog").then((module) => ({ default: module.FavouritesDialog })),
);

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
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const close = useCallback((wasSaved: boolean) => {
    setEditing(false);
    setSaved(wasSaved);
  }, []);
  const title =
    handle === "brands" ? accountMessages.favouriteBrandsTitle : accountMessages.favouriteSportsTitle;
  const chosen = childFavourites(child, handle);
  return (
    <section className="kid-section" aria-labelledby={tag}>
      <div className="kid-section__head">
        <h2 id={tag} className="kid-section__title" tabIndex={-1}>
          {title}
        </h2>
        <button
          id={`picker-${handle}-open`}
          type="button"
          aria-haspopup="dialog"
          className="pill-button pill-button--secondary"
          aria-label={`${accountMessages.editFavourites} ${title.toLowerCase()}`}
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {accountMessages.editFavourites}
        </button>
      </div>
      {chosen.length === 0 ? (
        <p className="kid-section__empty">{accountMessages.noFavourites}</p>
      ) : (
        <ul className="kid-chips">
          {chosen.map((value) => (
            <li key={value} className="kid-chips__chip">
              {value}
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {saved ? accountMessages.favouritesSaved : null}
      </p>
      <DialogPart onError={() => setEditing(false)}>
        {editing ? (
          <FavouritesDialog child={child} handle={handle} options={options} onClose={close} />
        ) : null}
      </DialogPart>
    </section>
  );
}
