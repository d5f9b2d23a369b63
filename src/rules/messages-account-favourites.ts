// Account-area strings, the favourites pickers' part (account-area spec). Assembled in messages-account-kids.ts.

/** A child's favourite brands and sports pickers (account-area §2): the side modal's words. */
export const accountFavouritesMessages = {
  /** Child page section: favourite brands. */
  favouriteBrandsTitle: "Favourite brands",
  /** Child page section: favourite sports. */
  favouriteSportsTitle: "Favourite sports",
  /** Child page: no favourites chosen yet (solekit wording). */
  noFavourites: "None chosen yet.",
  /** Side modal close button's accessible name. */
  closeModal: "Close",
  /** Pickers: Edit button. */
  editFavourites: "Edit",
  /** Pickers: save. */
  saveFavourites: "Save",
  /** Pickers: saved notice (solekit wording). */
  favouritesSaved: "Favourites saved.",
} as const;
