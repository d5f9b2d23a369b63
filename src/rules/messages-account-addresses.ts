// Account-area strings, addresses part (account-area spec). Assembled in messages-account.ts.

/** Addresses: the list, the address form modal and delete (account-area §2 Addresses, §4, §5). */
export const accountAddressesMessages = {
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
  /** Postcode not four digits: the shop delivers in Australia (solekit wording; the spec says required only). */
  addressPostcodeInvalid: "Enter a 4-digit postcode, e.g. 3000",
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
  /** An address save failed with no answer about the address (an outage, the network) (solekit wording). */
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
} as const;
