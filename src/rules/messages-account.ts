// Account-area strings (account-area spec). Part of the catalogue in messages.ts; not a public entry.

/** Account-area part of the message catalogue. */
export const accountMessages = {
  // Account navigation and sections (account §2)
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
  /** Child card link. */
  viewFullProfile: "view full profile",

  // Dashboard, checklist and rewards (account §2)
  /** Sign-up checklist progress. */
  checklistProgress: "{completed}/{total} completed",
  /** Checklist button of an open item. */
  checklistAdd: "Add",
  /** Checklist button of a done item. */
  checklistCompleted: "Completed",
  /** Checklist item linking to /collections/shop-all. */
  startShopping: "Start shopping",
  /** Checklist item and the unassigned panel's no-reward case. */
  assignShoes: "Assign shoes",
  /** Assign shoes item text (the spec's 'shoe(s)', pluralised). */
  shoesToAssign: "You have {count} shoes to assign",
  /** Assign shoes item text for one pair. */
  shoesToAssignOne: "You have 1 shoe to assign",
  /** Checklist item shown while a child lacks a birthday. */
  addBirthday: "Add birthday",
  /** Unassigned panel: every pair still earns a reward. */
  onlyNewShoesToAssign: "Only new shoes to assign",
  /** Unassigned panel: some pairs are past the reward window. */
  oldOrdersWithShoesToAssign: "Old orders with shoes to assign",
  /** Assign Shoes modal dropdown. */
  assignChild: "Assign child",
  /** Rewards history ACTIVE tab. */
  rewardsTabActive: "Active",
  /** Rewards history PAST tab. */
  rewardsTabPast: "Past",
  /** Rewards history column. */
  rewardTypeColumn: "Reward type",
  /** Rewards history column. */
  rewardBalanceColumn: "Balance",
  /** Rewards history column. */
  rewardStatusColumn: "Status",
  /** Rewards history column. */
  rewardExpiryColumn: "Expiry date",
  /** The no_rewards text (solekit wording). */
  noRewards: "You don't have any rewards yet.",
  /** Reward badge at 21 days or fewer. */
  rewardExpiringSoon: "Expiring soon",
  /** Reward badge. */
  rewardActive: "Active",
  /** Reward badge. */
  rewardExpired: "Expired",
  /** Pager position, 'n of m'. */
  pageOf: "{page} of {pages}",
  /** Hint on a child with no birthday (solekit wording). */
  birthdayRewardHint: "Add a birthday to receive a {amount} birthday reward.",

  // Dashboard panels (account §2 Dashboard; solekit wording where the spec names no text)
  /** Kids-profile prompt heading, shown while the customer has no children. */
  kidsPromptTitle: "Add your kids' profiles",
  /** Kids-profile prompt text; `{amount}` is the reward per pair. */
  kidsPromptText:
    "Keep each child's shoe size, birthday and favourites in one place, and earn {amount} for every pair you assign to them.",
  /** Kids-profile prompt link to the new-profile form. */
  kidsPromptLink: "Add a kid's profile",
  /** Rewards panel heading. */
  rewardsPanelTitle: "Rewards balance",
  /** Rewards panel: count of active rewards. */
  activeRewards: "{count} active rewards",
  /** Rewards panel: one active reward. */
  activeRewardsOne: "1 active reward",
  /** Rewards panel: no active reward. */
  noActiveRewards: "No active rewards yet",
  /** Rewards panel: how many active rewards expire within 21 days. */
  rewardsExpiringSoon: "{count} expiring soon",
  /** Rewards panel: the active reward that expires first. */
  nextRewardExpiry: "{name} ({amount}) expires on {date}",
  /** Rewards panel link to fit-club. */
  viewMyRewards: "View my rewards",
  /** Pairs of shoes, more than one. */
  pairs: "{count} pairs",
  /** One pair of shoes. */
  pairsOne: "1 pair",
  /** Unassigned panel, every pair in the reward window. */
  unassignedOnlyNewText: "{pairs} from your recent orders. Assign them to your kids to earn {reward}.",
  /** Unassigned panel, some pairs past the reward window. */
  unassignedOldOrdersText:
    "Assign {newPairs} from the last {days} days to earn {reward}. {oldPairs} from older orders can still be added to your kids' wardrobes.",
  /** Unassigned panel, no pair in the reward window. */
  unassignedNoRewardText:
    "{pairs} from orders more than {days} days old. Add them to your kids' wardrobes to keep their sizes up to date; they no longer earn a reward.",
  /** Sign-up checklist heading. */
  checklistTitle: "Your Fit Club checklist",
  /** Dashboard panel heading of the link to the offers section. */
  memberOffersTitle: "Member offers",
  /** Dashboard text of the link to the offers section. */
  memberOffersText: "Exclusive deals and early access for Fit Club members.",
  /** Dashboard link to the offers section. */
  seeMemberOffers: "See member offers",

  // Member offers (account §2 Offers; solekit wording)
  /** No banner to show. */
  noOffers: "There are no member offers right now. Check back soon.",

  // Onboarding overlay (account §2)
  /** Onboarding overlay title. */
  onboardingTitle: "Fit Club",
  /** Onboarding progress bar. */
  onboardingStep: "Step {step} of {total}",
  /** Back (onboarding top bar, back links). */
  back: "Back",
  /** Onboarding Exit. */
  exit: "Exit",
  /** Onboarding brands beyond the first 12. */
  loadMoreBrands: "Load more",
  /** Child without a first name (solekit wording). */
  childFirstNameRequired: "First name is required",
  /** Child without an avatar (solekit wording). */
  childAvatarRequired: "Please choose an avatar",
  /** Child without a shoe tag (solekit wording). */
  childShoeTagRequired: "Shoe tag is required",
  /** The form_labels.shoe_tag_exists text (solekit wording). */
  shoeTagExists: "This shoe tag is already taken. Please choose another.",

  // Bookings (account §2)
  /** Bookings banner link. */
  bookExpertFitting: "Book an expert fitting",
  /** Bookings banner link to /pages/book-a-fitting. */
  learnMore: "Learn more",
  /** Bookings promotional banner heading (solekit wording). */
  bookingsBannerTitle: "Get the right fit, in store",
  /** Bookings promotional banner text (solekit wording). */
  bookingsBannerText:
    "Our trained fitters measure length and width and check the fit of every pair. Fittings are free and take about 20 minutes.",
  /** Heading over the booking manager's appointments (solekit wording). */
  bookingsAppointmentsTitle: "Your appointments",
  /** Shown where the booking manager mounts, until its script fills it (solekit wording). */
  bookingsWidgetPlaceholder: "Your upcoming fitting appointments will appear here.",

  // Orders (account §2)
  /** Orders toggle. */
  completedOrders: "Completed orders",
  /** Orders toggle. */
  pendingOrders: "Pending orders",
  /** Order card button. */
  viewOrder: "View order",
  /** Empty orders list; `{type}` is completed or pending. */
  noOrders: "No {type} orders.",
  /** The Completed / Pending toggle's group name (solekit wording). */
  orderTypes: "Order type",
  /** Orders pager's landmark name (solekit wording). */
  ordersPages: "Orders pages",
  /** Pager button (solekit wording). */
  previousPage: "Previous",
  /** Pager button (solekit wording). */
  nextPage: "Next",
  /** Order card and detail heading; `{number}` is the order's name, e.g. #10400 (solekit wording). */
  orderHeading: "Order {number}",
  /** Order detail label (solekit wording). */
  orderStatus: "Status",
  /** Order card and detail label (solekit wording). */
  orderDate: "Order date",
  /** Order card and detail label (solekit wording). */
  orderTotal: "Total",
  /** Order card and detail label (solekit wording). */
  trackingNumber: "Tracking number",
  /** Order detail heading (solekit wording). */
  shippingAddress: "Shipping address",
  /** Order detail heading (solekit wording). */
  orderItems: "Items",
  /** Order line label (solekit wording). */
  quantity: "Quantity",
  /** Order line label (solekit wording). */
  price: "Price",
  /** Order detail of an id no order has (solekit wording). */
  orderNotFound: "We couldn't find that order. It may belong to another account.",
  /** Order line label: the child the pair is assigned to (solekit wording). */
  assignedTo: "Assigned to",
  /** Order line not assigned to any child (solekit wording). */
  notAssigned: "Not assigned",
  /** Order detail heading of the rewards the order earned or spent (solekit wording). */
  orderRewards: "Rewards",
  /** Order rewards column (solekit wording). */
  rewardAmountColumn: "Amount",
  /** Order rewards column (solekit wording). */
  rewardDateColumn: "Date",
  /** An order's reward that it earned (solekit wording). */
  rewardEarned: "Earned",
  /** An order's reward that it spent (solekit wording). */
  rewardRedeemed: "Redeemed",
  /** Link from an unknown order back to the list (solekit wording). */
  seeAllOrders: "See all your orders",
  /** Hidden text after a tracking link, which opens the carrier's page in a new tab (solekit wording). */
  opensInNewTab: "(opens in a new tab)",
  /** Hidden text before a struck-through original price (solekit wording). */
  wasPrice: "Was",
  /** Try again button after a failed read of orders (solekit wording). */
  ordersTryAgain: "Try again",
  /** Order of the e-commerce platform the loyalty service has not recorded yet (solekit wording). */
  orderBeingProcessed: "This order is still being processed; its details appear once it has been recorded.",

  // Wishlists (account §2, §4, §5)
  /** Wishlists overview button. */
  createWishlist: "Create wishlist",
  /** Wishlist detail Edit (own lists only). */
  edit: "Edit",
  /** Wishlist detail button. */
  addItemsToBag: "Add items to bag",
  /** Empty wishlist. */
  wishlistEmpty: "Your Wishlist is empty",
  /** Wishlist query, claim or assign failure. */
  somethingWentWrong: "Something went wrong.",
  /** Wishlist item modal title. */
  editItem: "Edit Item",
  /** Wishlist item modal button. */
  updateWishlist: "Update wishlist",
  /** Save button. */
  save: "Save",
  /** Wishlist edit popover. */
  deleteWishlist: "Delete wishlist",
  /** A child's wishlist title; the template carries the possessive 's. */
  childWishlistTitle: "{name}'s Wishlist",
  /** Wishlist item modal before a size is chosen. */
  wishlistSelectSize: "Select size",
  /** Wishlist item modal, logged in. */
  wishlistNext: "Next",
  /** Wishlist item modal, visitor. */
  addToWishlist: "Add to wishlist",
  /** Blank wishlist name. */
  wishlistNameRequired: "Wishlist name is required for new list",
  /** Name of the list a guest wishlist becomes. */
  firstWishlistName: "My First Wishlist",
  /** Wishlist sync failure. */
  wishlistSyncTagsFailed: "Failed to update profile tags",
  /** Wishlist sync failure. */
  wishlistSyncInvalidData: "Invalid wishlist data format",
  /** Wishlist sync failure. */
  wishlistSyncProcessFailed: "Failed to process wishlist items",
  /** Wishlist sync failure. */
  wishlistSyncCreateFailed: "Failed to create new wishlist",
  /** Wishlist sync failure. */
  wishlistSyncInvalidResponse: "Invalid wishlist response",
  /** Wishlist sync failure. */
  wishlistSyncAddFailed: "Failed to add items to wishlist",
  /** Wishlist sync failure. */
  wishlistSyncTagsAfterSyncFailed: "Failed to update profile tags after wishlist sync",
  /** Argument error. */
  omneoClientRequired: "Omneo client is required",
  /** Argument error. */
  wishlistsMustBeArray: "Wishlists must be an array",
  /** Argument error. */
  productIdRequired: "Product ID is required",
  /** Argument error. */
  variantIdRequired: "Variant ID is required",
  /** Loyalty delegation disabled. */
  delegationNotEnabled: "Delegation not enabled",
  /** Delegate token missing. */
  delegateTokenMissing: "Failed to get token for delegate type",

  // Claims, measurements, addresses, profile, loader (account §4, §5, §8)
  /** Claim success. */
  transactionCreated: "Transaction Created",
  /** Claim field missing (solekit wording). */
  claimDateRequired: "Transaction date is required",
  /** Claim field missing (solekit wording). */
  claimStoreRequired: "Store location is required",
  /** Claim field missing (solekit wording). */
  claimReceiptRequired: "Receipt reference is required",
  /** Claim field missing (solekit wording). */
  claimAmountRequired: "Amount is required",
  /** Claim amount not a number (solekit wording). */
  claimAmountNotNumeric: "Amount must be a number",
  /** Measurement without size or width. */
  measurementIncomplete: "Please select both shoe size and width.",
  /** Measurements list, more to fetch. */
  showOlderEntries: "Show older entries",
  /** Address form checkbox. */
  setAsPrimaryAddress: "Set as primary address",
  /** Address field missing (solekit wording). */
  addressFirstNameRequired: "First name is required",
  /** Address field missing (solekit wording). */
  addressLastNameRequired: "Last name is required",
  /** Address field missing (solekit wording). */
  addressLine1Required: "Address is required",
  /** Address field missing (solekit wording). */
  addressCityRequired: "City is required",
  /** Address field missing (solekit wording). */
  addressStateRequired: "State is required",
  /** Address field missing (solekit wording). */
  addressPostcodeRequired: "Postcode is required",
  /** Address field missing (solekit wording). */
  addressCountryRequired: "Country is required",

  // Addresses section: list, address form modal, delete (account §2 Addresses, §4, §5)
  /** Addresses section introduction (solekit wording). */
  addressesLede: "Where we send your orders. Your primary address comes first.",
  /** The address list's accessible name (solekit wording). */
  savedAddresses: "Saved addresses",
  /** Empty state's call to add one (solekit wording). */
  addFirstAddress: "Add your first address",
  /** Address form submit while saving (solekit wording). */
  addressSaving: "Saving…",
  /** Delete button while its delete runs (solekit wording). */
  addressDeleting: "Deleting…",
  /** The address list failed to load: retry button (solekit wording). */
  addressesRetry: "Try again",
  /** Add-address button and modal title (solekit wording). */
  addAddress: "Add address",
  /** Edit-address modal title (solekit wording). */
  editAddress: "Edit address",
  /** Edit button of an address card (solekit wording). */
  addressEdit: "Edit",
  /** Delete button of an address card (solekit wording). */
  addressDelete: "Delete",
  /** Badge of the primary address (solekit wording). */
  addressPrimaryBadge: "Primary",
  /** No saved addresses (solekit wording). */
  addressesEmpty: "You have no saved addresses yet.",
  /** Address form submit (solekit wording). */
  addressSave: "Save address",
  /** Address form and delete confirmation cancel (solekit wording). */
  addressCancel: "Cancel",
  /** Address modal close button's accessible name (solekit wording). */
  addressClose: "Close",
  /** Heading of the address form's error summary (solekit wording). */
  addressErrorSummary: "Please check the following:",
  /** An address saved failed without a message from the service (solekit wording). */
  addressSaveFailed: "We couldn't save this address. Please try again.",
  /** After a save (solekit wording). */
  addressSaved: "Address saved.",
  /** Delete confirmation question (solekit wording). */
  addressDeleteConfirm: "Delete this address?",
  /** Delete confirmation button (solekit wording). */
  addressDeleteConfirmButton: "Yes, delete",
  /** After a delete (solekit wording). */
  addressDeleted: "Address deleted.",
  /** A delete failed; the address is back in the list (solekit wording). */
  addressDeleteFailed: "We couldn't delete this address, so it is still saved. Please try again.",
  /** Address form label (solekit wording). */
  addressFirstNameLabel: "First name",
  /** Address form label (solekit wording). */
  addressLastNameLabel: "Last name",
  /** Address form label (solekit wording). */
  addressLine1Label: "Address",
  /** Address form label (solekit wording). */
  addressLine2Label: "Apartment, suite, etc. (optional)",
  /** Address form label (solekit wording). */
  addressCityLabel: "City / Suburb",
  /** Address form label (solekit wording). */
  addressStateLabel: "State",
  /** Address form label (solekit wording). */
  addressPostcodeLabel: "Postcode",
  /** Address form label (solekit wording). */
  addressCountryLabel: "Country",

  /** Profile without a first name (solekit wording). */
  profileFirstNameRequired: "First name is required",
  /** Profile without an email (solekit wording). */
  profileEmailRequired: "Email is required",
  /** Profile email malformed (solekit wording). */
  profileEmailInvalid: "Please enter a valid email address",
  /** Profile birthday not a date (solekit wording). */
  profileBirthdayInvalid: "Please enter a date as dd/mm/yyyy",

  // Profile section: details, marketing preferences, membership card (account §2, §4, §8)
  /** Heading of the profile form's error summary (solekit wording). */
  profileErrorSummary: "Please check the following:",
  /** Profile details saved (solekit wording). */
  profileSaved: "Your details have been saved.",
  /** Profile save failed without a server message (solekit wording). */
  profileSaveFailed: "We couldn't save your details. Please try again.",
  /** Marketing preferences saved (solekit wording). */
  preferencesSaved: "Your marketing preferences have been saved.",
  /** Marketing preferences save failed: the toggles went back to what was saved (solekit wording). */
  preferencesNotSaved: "We couldn't save your preferences, so they are back as they were. {message}",
  /** Marketing preferences save failed without a server message (solekit wording). */
  preferencesSaveFailed: "Please try again.",
  /** Accessible name of the membership card barcode (solekit wording). */
  membershipCardBarcode: "Membership card barcode, card number {code}",
  /** The card's member-since line (solekit wording). */
  memberSince: "Member since {year}",
  /** Wallet pass link on an iPhone (solekit wording). */
  addToAppleWallet: "Add to Apple Wallet",
  /** Wallet pass link elsewhere (solekit wording). */
  addToGoogleWallet: "Add to Google Wallet",
} as const;
