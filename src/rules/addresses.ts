import { type AccountMessageCatalogue, accountAddressesMessages } from "./messages";
import { placeServiceErrors } from "./service-errors";

/** The add/edit address form. */
export interface AddressForm {
  /** Address id when editing; absent when adding. */
  readonly id?: number | null;
  /** First name. */
  readonly first_name: string;
  /** Last name. */
  readonly last_name: string;
  /** Address line 1. */
  readonly address_line_1: string;
  /** Address line 2 (optional). */
  readonly address_line_2?: string;
  /** City or suburb. */
  readonly city: string;
  /** State. */
  readonly state: string;
  /** Postcode. */
  readonly postcode: string;
  /** Country. */
  readonly country: string;
  /** 'Set as primary address'. */
  readonly is_default?: boolean;
}

/** Required address fields, in form order. */
export const REQUIRED_ADDRESS_FIELDS = [
  "first_name",
  "last_name",
  "address_line_1",
  "city",
  "state",
  "postcode",
  "country",
] as const;

/** One of {@link REQUIRED_ADDRESS_FIELDS}. */
export type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number];

/** An Australian postcode: four digits (the shop delivers in Australia). */
const AUSTRALIAN_POSTCODE = /^\d{4}$/;

const REQUIRED_MESSAGES = {
  first_name: "addressFirstNameRequired",
  last_name: "addressLastNameRequired",
  address_line_1: "addressLine1Required",
  city: "addressCityRequired",
  state: "addressStateRequired",
  postcode: "addressPostcodeRequired",
  country: "addressCountryRequired",
} as const satisfies Readonly<Record<RequiredAddressField, keyof AddressRequiredMessages>>;

/**
 * The catalogue entries {@link validateAddress} reads: one required-field message per field, and
 * the postcode's format.
 */
export type AddressRequiredMessages = Pick<
  AccountMessageCatalogue,
  | "addressPostcodeInvalid"
  | "addressFirstNameRequired"
  | "addressLastNameRequired"
  | "addressLine1Required"
  | "addressCityRequired"
  | "addressStateRequired"
  | "addressPostcodeRequired"
  | "addressCountryRequired"
>;

/**
 * Validates an address: every field but line 2 is required (blank text counts as missing), and
 * the postcode is an Australian one, four digits (surrounding spaces aside).
 *
 * @example
 * ```ts
 * validateAddress({ first_name: "Sam", last_name: "Lee", address_line_1: "", city: "Melbourne", state: "VIC", postcode: "ABCDE", country: "AU" });
 * // { address_line_1: "Address is required", postcode: "Enter a 4-digit postcode, e.g. 3000" }
 * ```
 */
export function validateAddress(
  form: AddressForm,
  catalogue: AddressRequiredMessages = accountAddressesMessages,
): Partial<Record<RequiredAddressField, string>> {
  const errors: Partial<Record<RequiredAddressField, string>> = {};
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    if (!form[field].trim()) errors[field] = catalogue[REQUIRED_MESSAGES[field]];
  }
  const postcode = form.postcode.trim();
  if (postcode && !AUSTRALIAN_POSTCODE.test(postcode)) errors.postcode = catalogue.addressPostcodeInvalid;
  return errors;
}

// The service's field names (POST/PUT /profile/addresses) and the form field each shows under;
// line 2, being optional, has no message slot of its own: its message goes with the form's.
const SERVICE_ADDRESS_FIELDS: Readonly<Record<string, RequiredAddressField>> = {
  "meta.first_name": "first_name",
  "meta.last_name": "last_name",
  address_line_1: "address_line_1",
  city: "city",
  state: "state",
  postcode: "postcode",
  country: "country",
};

/** The service's field errors of a refused address save, placed on the form. */
export interface PlacedAddressErrors {
  /** Each form field's first message from the service. */
  readonly fields: Partial<Record<RequiredAddressField, string>>;
  /** Messages for fields the form does not have. */
  readonly unplaced: readonly string[];
}

/**
 * Places the service's field errors of a refused address save (a 422's `errors`, by the
 * service's names: `meta.first_name`, `postcode`, …) under the form's fields.
 *
 * @example
 * ```ts
 * placeAddressServiceErrors({ "meta.first_name": ["Too long."], postcode: ["Invalid."] });
 * // { fields: { first_name: "Too long.", postcode: "Invalid." }, unplaced: [] }
 * ```
 */
export function placeAddressServiceErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
): PlacedAddressErrors {
  return placeServiceErrors(fieldErrors, SERVICE_ADDRESS_FIELDS);
}

/** The address payload of the loyalty service. */
export interface AddressPayload {
  /** Address line 1. */
  readonly address_line_1: string;
  /** Address line 2, `null` when empty. */
  readonly address_line_2: string | null;
  /** City. */
  readonly city: string;
  /** State. */
  readonly state: string;
  /** Postcode. */
  readonly postcode: string;
  /** Country. */
  readonly country: string;
  /** Primary address; false when unchecked. */
  readonly is_default: boolean;
  /** Names, kept in meta. */
  readonly meta: {
    /** First name. */
    readonly first_name: string;
    /** Last name. */
    readonly last_name: string;
  };
}

/**
 * Builds the address payload; names go in `meta`, and an unchecked primary box is `false`.
 *
 * @example
 * ```ts
 * buildAddressPayload({ first_name: "Sam", last_name: "Lee", address_line_1: "1 Main St", city: "Melbourne", state: "VIC", postcode: "3000", country: "AU" })
 *   .is_default; // false
 * ```
 */
export function buildAddressPayload(form: AddressForm): AddressPayload {
  return {
    address_line_1: form.address_line_1.trim(),
    address_line_2: form.address_line_2?.trim() || null,
    city: form.city.trim(),
    state: form.state.trim(),
    postcode: form.postcode.trim(),
    country: form.country.trim(),
    is_default: form.is_default ?? false,
    meta: { first_name: form.first_name.trim(), last_name: form.last_name.trim() },
  };
}

/**
 * Whether saving the form updates an existing address (it has an id) or creates one.
 *
 * @example
 * ```ts
 * addressSaveAction({ id: 7 }); // "update"
 * ```
 */
export function addressSaveAction(form: Pick<AddressForm, "id">): "update" | "create" {
  return form.id === null || form.id === undefined ? "create" : "update";
}

/** The flags that mark an address as primary. */
export interface PrimaryFlags {
  /** The entity's primary flag. */
  readonly is_default?: boolean | null;
  /** The same flag under the name the list's sort uses. */
  readonly is_primary?: boolean | null;
}

/**
 * Sorts addresses primary first (the spec's "is_primary descending"; the entity calls the flag
 * `is_default`, so either is read), keeping the service's order otherwise.
 *
 * @example
 * ```ts
 * sortAddresses([{ id: 1, is_default: false }, { id: 2, is_default: true }]).map((a) => a.id); // [2, 1]
 * ```
 */
export function sortAddresses<A extends PrimaryFlags>(addresses: readonly A[]): A[] {
  const primary = (address: A) => ((address.is_primary ?? address.is_default) ? 1 : 0);
  return [...addresses].sort((a, b) => primary(b) - primary(a));
}
