// Account-area strings, kids part (account-area spec). Assembled in messages-account.ts.
import { accountChildFormMessages } from "./messages-account-child-form";
import { accountFavouritesMessages } from "./messages-account-favourites";
import { accountMeasurementMessages } from "./messages-account-measurements";

/**
 * The kids' screens' words that no hook shows itself: the kids' profiles list, the child card and
 * the child's page around its form (section titles, buttons). The child form's, the measurements'
 * and the favourites pickers' words are parts of their own, so a page carries the parts its hooks
 * show ({@link accountChildFormMessages}, {@link accountMeasurementMessages},
 * {@link accountFavouritesMessages}).
 */
export const accountKidsScreensMessages = {
  /** Child card link. */
  viewFullProfile: "view full profile",
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
  /** Child page: a wardrobe or wishlist item's size. */
  itemSize: "Size {size}",
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
  /** Birthday picker: no month or year chosen. */
  notSet: "Not set",
  /** Random shoe-tag button. */
  randomShoeTag: "Random shoe tag",
  /** Random shoe-tag button while the name service answers. */
  randomShoeTagLoading: "Finding a name…",
  /** Child form: Cancel. */
  childCancel: "Cancel",
  /** Child form: Save while saving. */
  saving: "Saving…",
  /** Child form: saved notice (solekit wording). */
  childSaved: "Profile saved.",
  /** Child form: error summary heading (solekit wording). */
  childErrorSummary: "Please check the following:",
} as const;

/**
 * Kids' profiles: the child card and page, the child form (the onboarding overlay's too),
 * measurements and shoe tags (account-area §2, §4): every part of the kids' words together.
 * Account code defaults to the part it shows, never to this whole object.
 */
// Built by a call marked pure so a bundler drops the parts a page does not use.
export const accountKidsMessages: typeof accountKidsScreensMessages &
  typeof accountChildFormMessages &
  typeof accountMeasurementMessages &
  typeof accountFavouritesMessages = /* @__PURE__ */ Object.assign(
  {},
  accountKidsScreensMessages,
  accountChildFormMessages,
  accountMeasurementMessages,
  accountFavouritesMessages,
);
