// Account-area strings, area part (account-area spec). Assembled in messages-account.ts.

/** The account area itself: navigation, breadcrumb, back link, pager and the words every section shares (account-area §2). */
export const accountAreaMessages = {
  /** Unknown account section. */
  notFoundSection: "404: {path} Not found.",
  /** Account section / (navigation and breadcrumb). */
  sectionDashboard: "Dashboard",
  /** Account section my-profile. */
  sectionProfile: "Profile",
  /** Account section kids-profiles. */
  sectionKidsProfiles: "Kids' profiles",
  /** Account section fit-club. */
  sectionRewards: "My Rewards",
  /** Account section offers. */
  sectionOffers: "Member offers",
  /** Account section bookings. */
  sectionBookings: "Fitting appointments",
  /** Account section orders. */
  sectionOrders: "Orders",
  /** Account section addresses. */
  sectionAddresses: "Addresses",
  /** Account section wishlist. */
  sectionWishlist: "Wishlist",
  /** Collapsible mobile navigation. */
  menu: "Menu",
  /** The account area's first breadcrumb step (solekit wording). */
  myAccount: "My account",
  /** The breadcrumb landmark's name. */
  breadcrumb: "Breadcrumb",
  /** The side navigation landmark's name (solekit wording). */
  accountNavigation: "Account",
  /** The back link to a previous section (solekit wording). */
  backTo: "Back to {section}",
  /** Logout action. */
  logout: "Logout",
  /** Violet rewards balance chip. */
  rewardsChip: "Rewards: {amount}",
  /** Link to /pages/help. */
  needHelp: "Need help?",
  /** Wishlist query, claim or assign failure. */
  somethingWentWrong: "Something went wrong.",
  /** Save button. */
  save: "Save",
  /** Back (onboarding top bar, back links). */
  back: "Back",
  /** Pager position, 'n of m'. */
  pageOf: "{page} of {pages}",
  /** Pager button (solekit wording). */
  previousPage: "Previous",
  /** Pager button (solekit wording). */
  nextPage: "Next",
  /** Loyalty delegation disabled. */
  delegationNotEnabled: "Delegation not enabled",
  /** Delegate token missing. */
  delegateTokenMissing: "Failed to get token for delegate type",
  /** Argument error. */
  omneoClientRequired: "Omneo client is required",
  /** Argument error. */
  wishlistsMustBeArray: "Wishlists must be an array",
  /** Argument error. */
  productIdRequired: "Product ID is required",
  /** Argument error. */
  variantIdRequired: "Variant ID is required",
  /** Measurement without size or width. */
  measurementIncomplete: "Please select both shoe size and width.",
} as const;
