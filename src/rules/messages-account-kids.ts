// Account-area strings, kids part (account-area spec). Assembled in messages-account.ts.

/** Kids' profiles: the child card and page, the child form (the onboarding overlay's too), measurements and shoe tags (account-area §2, §4). */
export const accountKidsMessages = {
  /** Child card link. */
  viewFullProfile: "view full profile",
  /** Hint on a child with no birthday (solekit wording). */
  birthdayRewardHint: "Add a birthday to receive a {amount} birthday reward.",
  /** First name label. */
  childFirstNameLabel: "First name",
  /** Last name label. */
  childLastNameLabel: "Last name (optional)",
  /** Birthday group label. */
  childBirthdayLabel: "Birthday (optional)",
  /** Birth month select. */
  childBirthMonthLabel: "Month",
  /** Birth year select. */
  childBirthYearLabel: "Year",
  /** Empty choice of the birthday selects. */
  childBirthdayUnset: "Not set",
  /** Gender label. */
  childGenderLabel: "Gender",
  /** Gender withheld. */
  genderWithheld: "Prefer not to say",
  /** Gender female. */
  genderFemale: "Girl",
  /** Gender male. */
  genderMale: "Boy",
  /** Shoe tag label. */
  childShoeTagLabel: "Shoe tag",
  /** Shoe tag hint. */
  childShoeTagHint: "A fun, unique nickname for your child's profile. Type one or let us suggest one.",
  /** Random shoe tag button. */
  suggestShoeTag: "Suggest a shoe tag",
  /** The random-name service failed. */
  shoeTagSuggestFailed: "We couldn't suggest a shoe tag just now. Please type one.",
  /** Child without a first name (solekit wording). */
  childFirstNameRequired: "First name is required",
  /** Child without an avatar (solekit wording). */
  childAvatarRequired: "Please choose an avatar",
  /** Child without a shoe tag (solekit wording). */
  childShoeTagRequired: "Shoe tag is required",
  /** The form_labels.shoe_tag_exists text (solekit wording). */
  shoeTagExists: "This shoe tag is already taken. Please choose another.",
  /** Measurements list, more to fetch. */
  showOlderEntries: "Show older entries",
  /** Kids' profiles list: the add-profile banner's heading (solekit wording). */
  addProfileTitle: "Add a kid's profile",
  /** Kids' profiles list: the add-profile banner's text (solekit wording). */
  addProfileText: "Keep each child's shoe size, birthday and favourites in one place.",
  /** Kids' profiles list: the add-profile banner's link. */
  addProfileLink: "Add profile",
  /** Kids' profiles list: the unassigned-shoes banner; `{count}` pairs (solekit wording). */
  pairsToAssign: "You have {count} pairs of shoes that can be assigned to your kids.",
  /** The same banner for one pair. */
  pairsToAssignOne: "You have 1 pair of shoes that can be assigned to your kids.",
  /** The unassigned-shoes banner's link to My Rewards. */
  assignPairsLink: "Assign shoes",
  /** Child card: shoe tag label. */
  shoeTagLabel: "Shoe tag",
  /** Child card: birthday label. */
  birthdayLabel: "Birthday",
  /** Child card: no birthday set: link to add one. */
  setBirthday: "Add birthday",
  /** Child card: latest size label. */
  latestSizeLabel: "Shoe size",
  /** Child card: latest size with width, e.g. "AU/UK 12 · width F". */
  sizeAndWidth: "{unit} {size}, width {width}",
  /** Child card: when the latest measurement was taken. */
  measuredOn: "Measured {date}",
  /** Child card: no measurement yet: link to add one. */
  setSize: "Add shoe size",
  /** Child card: the measurements modal's opener. */
  measurements: "Measurements",
  /** Child page section: identifiers. */
  identifiersTitle: "Avatar and shoe tag",
  /** Child page section: details. */
  profileDetailsTitle: "Profile details",
  /** Child page section: the shoe wardrobe. */
  shoeWardrobeTitle: "Shoe wardrobe",
  /** Child page: empty shoe wardrobe (solekit wording). */
  shoeWardrobeEmpty: "No shoes assigned yet. Assign shoes from your orders to build {name} wardrobe.",
  /** Child page section: measurements. */
  measurementsTitle: "Measurements",
  /** Child page section: favourite brands. */
  favouriteBrandsTitle: "Favourite brands",
  /** Child page section: favourite sports. */
  favouriteSportsTitle: "Favourite sports",
  /** Child page: a wardrobe or wishlist item's size. */
  itemSize: "Size {size}",
  /** Child page: no favourites chosen yet (solekit wording). */
  noFavourites: "None chosen yet.",
  /** Child page: the WISHLIST section's title; `{name}` is the possessive. */
  kidWishlistTitle: "{name} Wishlist",
  /** Child page: the child's wishlist has no items. */
  childWishlistEmpty: "Your Wishlist is empty",
  /** The child page when the connection id is not one of the customer's children (solekit wording). */
  childNotFound: "We couldn't find this profile.",
  /** Child page heading, e.g. "Mia's profile"; `{name}` is the possessive (solekit wording). */
  childPageTitle: "{name} profile",
  /** New-child page heading (solekit wording). */
  newChildTitle: "New kid's profile",
  /** Child form labels. */
  firstNameLabel: "First name",
  /** Child form labels. */
  lastNameLabel: "Last name",
  /** Child form labels. */
  birthMonthLabel: "Birth month",
  /** Child form labels. */
  birthYearLabel: "Birth year",
  /** Child form labels. */
  genderLabel: "Gender",
  /** Child form labels. */
  avatarLabel: "Avatar",
  /** Birthday picker: no month or year chosen. */
  notSet: "Not set",
  /** Random shoe-tag button. */
  randomShoeTag: "Random shoe tag",
  /** Random shoe-tag button while the name service answers. */
  randomShoeTagLoading: "Finding a name…",
  /** The name service failed (solekit wording). */
  randomShoeTagFailed: "We couldn't suggest a shoe tag. Type one instead.",
  /** Child form: Cancel. */
  childCancel: "Cancel",
  /** Child form: Save while saving. */
  saving: "Saving…",
  /** Child form: saved notice (solekit wording). */
  childSaved: "Profile saved.",
  /** Child form: error summary heading (solekit wording). */
  childErrorSummary: "Please check the following:",
  /** Measurements: new-measurement button and modal title. */
  newMeasurement: "New measurement",
  /** Measurements: size select label. */
  shoeSizeLabel: "Shoe size (AU/UK)",
  /** Measurements: width select label. */
  shoeWidthLabel: "Width",
  /** Measurements: placeholder of the selects. */
  selectOption: "Select",
  /** Measurements: the modal's save button. */
  saveMeasurement: "Save measurement",
  /** Measurements: recorded notice (solekit wording). */
  measurementSaved: "Measurement saved.",
  /** Measurements: a list entry, e.g. "AU/UK 12 · F". */
  measurementEntry: "Size {size}, width {width}",
  /** Measurements: delete button. */
  deleteMeasurement: "Delete",
  /** Measurements: delete button's accessible name. */
  deleteMeasurementLabel: "Delete the measurement of {date}",
  /** Measurements: deleted notice (solekit wording). */
  measurementDeleted: "Measurement deleted.",
  /** Measurements: a delete refused (solekit wording). */
  measurementDeleteFailed: "We couldn't delete this measurement. Please try again.",
  /** Measurements: none yet (solekit wording). */
  noMeasurements: "No measurements yet.",
  /** Side modal close button's accessible name. */
  closeModal: "Close",
  /** Pickers: Edit button. */
  editFavourites: "Edit",
  /** Pickers: save. */
  saveFavourites: "Save",
  /** Pickers: saved notice (solekit wording). */
  favouritesSaved: "Favourites saved.",
} as const;
