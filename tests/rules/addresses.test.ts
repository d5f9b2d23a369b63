import {
  type AddressForm,
  addressSaveAction,
  buildAddressPayload,
  buildClaimPayload,
  CLAIM_RECEIPT_MAX_LENGTH,
  type ClaimForm,
  claimLatestDate,
  parseClaimAmount,
  placeAddressServiceErrors,
  placeClaimServiceErrors,
  REQUIRED_ADDRESS_FIELDS,
  sortAddresses,
  validateAddress,
  validateClaim,
} from "solekit/rules";

const address: AddressForm = {
  first_name: "Sam",
  last_name: "Lee",
  address_line_1: "1 Main St",
  city: "Melbourne",
  state: "VIC",
  postcode: "3000",
  country: "Australia",
};

describe("address form (account-area §5)", () => {
  it("requires everything but line 2", () => {
    expect(REQUIRED_ADDRESS_FIELDS).toEqual([
      "first_name",
      "last_name",
      "address_line_1",
      "city",
      "state",
      "postcode",
      "country",
    ]);
    expect(validateAddress(address)).toEqual({});
  });

  it.each([
    ["first_name", "First name is required"],
    ["last_name", "Last name is required"],
    ["address_line_1", "Address is required"],
    ["city", "City is required"],
    ["state", "State is required"],
    ["postcode", "Postcode is required"],
    ["country", "Country is required"],
  ] as const)("reports a blank %s", (field, message) => {
    expect(validateAddress({ ...address, [field]: " " })).toEqual({ [field]: message });
  });

  it.each([
    ["3000", {}],
    [" 0800 ", {}],
    ["ABCDE", { postcode: "Enter a 4-digit postcode, e.g. 3000" }],
    ["300", { postcode: "Enter a 4-digit postcode, e.g. 3000" }],
    ["30000", { postcode: "Enter a 4-digit postcode, e.g. 3000" }],
    ["30 00", { postcode: "Enter a 4-digit postcode, e.g. 3000" }],
  ])("reads postcode %j as an Australian one (4 digits): %j", (postcode, errors) => {
    expect(validateAddress({ ...address, postcode })).toEqual(errors);
  });

  it("places the service's field errors under the form's fields", () => {
    expect(
      placeAddressServiceErrors({
        "meta.last_name": ["Too long."],
        city: ["The city field is required."],
        address_line_2: ["Too long."],
      }),
    ).toEqual({
      fields: { last_name: "Too long.", city: "The city field is required." },
      unplaced: ["Too long."],
    });
  });

  it("puts names in meta and leaves is_default false when unchecked", () => {
    expect(buildAddressPayload({ ...address, address_line_2: " " })).toEqual({
      address_line_1: "1 Main St",
      address_line_2: null,
      city: "Melbourne",
      state: "VIC",
      postcode: "3000",
      country: "Australia",
      is_default: false,
      meta: { first_name: "Sam", last_name: "Lee" },
    });
    expect(buildAddressPayload({ ...address, is_default: true }).is_default).toBe(true);
  });

  it.each([
    [{ id: 7 }, "update"],
    [{ id: 0 }, "update"],
    [{ id: null }, "create"],
    [{}, "create"],
  ] as const)("%j saves by %s", (form, action) => {
    expect(addressSaveAction(form)).toBe(action);
  });

  it("sorts primary first, otherwise keeping order", () => {
    const sorted = sortAddresses([
      { id: 1, is_default: false },
      { id: 2, is_default: true },
      { id: 3 },
      { id: 4, is_primary: true },
    ]);
    expect(sorted.map((a) => a.id)).toEqual([2, 4, 1, 3]);
  });
});

describe("claim form (account-area §5)", () => {
  const claim: ClaimForm = {
    transactedAt: "2024-03-01",
    storeCode: "S12",
    receiptRef: "R-889",
    amount: "49.95",
  };

  it("places the service's field errors of a refused claim under the form's fields", () => {
    expect(
      placeClaimServiceErrors({
        transaction_transacted_at: ["The transaction date must not be in the future."],
        transaction_location_external_code: ["The selected store location is invalid."],
        transaction_receipt_ref: ["This transaction has already been claimed."],
        transaction_total: ["The transaction total must be greater than 0."],
        profile_id: ["The selected profile id is invalid."],
      }),
    ).toEqual({
      fields: {
        transactedAt: "The transaction date must not be in the future.",
        storeCode: "The selected store location is invalid.",
        receiptRef: "This transaction has already been claimed.",
        amount: "The transaction total must be greater than 0.",
      },
      unplaced: ["The selected profile id is invalid."],
    });
  });

  it("requires all four fields", () => {
    expect(validateClaim(claim)).toEqual({});
    expect(validateClaim({ transactedAt: "", storeCode: "", receiptRef: " ", amount: "" })).toEqual({
      transactedAt: "Transaction date is required",
      storeCode: "Store location is required",
      receiptRef: "Receipt reference is required",
      amount: "Amount is required",
    });
  });

  it("refuses a transaction date after the latest one a purchase can have, and only then", () => {
    const future = { ...claim, transactedAt: "2026-03-02" };
    expect(validateClaim(future, undefined, "2026-03-01")).toEqual({
      transactedAt: "Transaction date can't be in the future",
    });
    expect(validateClaim(future, undefined, "2026-03-02")).toEqual({});
    expect(validateClaim({ ...claim, transactedAt: "2025-12-31" }, undefined, "2026-01-01")).toEqual({});
    // With no latest date given, the date is only required.
    expect(validateClaim({ ...claim, transactedAt: "2099-01-01" })).toEqual({});
  });

  it("takes the latest date as today where the store is, else on the device", () => {
    const evening = Date.parse("2026-03-01T20:00:00Z");
    expect(claimLatestDate(evening, "Australia/Sydney")).toBe("2026-03-02");
    expect(claimLatestDate(evening, "Australia/Perth")).toBe("2026-03-02");
    expect(claimLatestDate(evening, "America/Los_Angeles")).toBe("2026-03-01");
    expect(claimLatestDate(evening)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A zone Intl does not know is the device's, not a broken form.
    expect(claimLatestDate(evening, "Mars/Olympus")).toBe(claimLatestDate(evening));
  });

  it.each([
    ["49.95", 49.95],
    ["$49.95", 49.95],
    ["1,249.50", 1249.5],
    ["0", 0],
    [".5", 0.5],
    ["12", 12],
    ["twelve", null],
    ["12.5.1", null],
    ["-5", null],
    ["1,24", null],
  ])("reads amount %j as %s", (text, amount) => {
    expect(parseClaimAmount(text)).toBe(amount);
  });

  it("rejects a non-numeric amount", () => {
    expect(validateClaim({ ...claim, amount: "abc" })).toEqual({ amount: "Amount must be a number" });
  });

  it.each(["-5", "−5", "-$5.00", "0", "0.00", "$0"])(
    "refuses %j as a number that is not an amount paid, with its own message",
    (amount) => {
      expect(validateClaim({ ...claim, amount })).toEqual({ amount: "Amount must be more than $0" });
    },
  );

  it("keeps a receipt reference within the 64 characters the service keeps", () => {
    expect(CLAIM_RECEIPT_MAX_LENGTH).toBe(64);
    expect(validateClaim({ ...claim, receiptRef: "R".repeat(64) })).toEqual({});
    expect(validateClaim({ ...claim, receiptRef: "R".repeat(400) })).toEqual({
      receiptRef: "Receipt reference must be 64 characters or fewer",
    });
  });

  it("builds the claim payload", () => {
    expect(buildClaimPayload(claim, { profileId: 5, timeZone: "Australia/Melbourne" })).toEqual({
      transaction_transacted_at: "2024-03-01",
      transaction_receipt_ref: "R-889",
      transaction_total: 49.95,
      transaction_location_external_code: "S12",
      transaction_timezone: "Australia/Melbourne",
      profile_id: 5,
    });
  });
});
