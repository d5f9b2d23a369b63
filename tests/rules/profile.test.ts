import {
  buildProfileUpdate,
  isDirty,
  type ProfileForm,
  placeProfileServiceErrors,
  profileFormFrom,
  validateProfile,
} from "solekit/rules";

const form: ProfileForm = {
  firstName: "Sam",
  lastName: "Lee",
  email: "sam@example.com",
  mobile: "0412 345 678",
  birthday: "07/03/1990",
};

describe("profile validation (account-area §5)", () => {
  it("passes a complete form and an empty optional mobile and birthday", () => {
    expect(validateProfile(form)).toEqual({});
    expect(validateProfile({ ...form, mobile: "", birthday: "" })).toEqual({});
  });

  it.each([
    [{ firstName: " " }, { firstName: "First name is required" }],
    [{ email: "" }, { email: "Email is required" }],
    [{ birthday: "31/02/1990" }, { birthday: "Please enter a date as dd/mm/yyyy" }],
    [{ birthday: "March 1990" }, { birthday: "Please enter a date as dd/mm/yyyy" }],
  ])("%j gives %j", (change, errors) => {
    expect(validateProfile({ ...form, ...change })).toEqual(errors);
  });
});

describe("profile update payload (account-area §5)", () => {
  it("drops the email when unchanged, normalises the mobile and splits the birthday", () => {
    expect(buildProfileUpdate(form, "sam@example.com")).toEqual({
      first_name: "Sam",
      last_name: "Lee",
      mobile_phone: "+61412345678",
      birth_day: 7,
      birth_month: 3,
      birth_year: 1990,
    });
  });

  it("treats a change of letter case as unchanged", () => {
    expect(buildProfileUpdate({ ...form, email: "Sam@Example.com" }, "sam@example.com")).not.toHaveProperty(
      "email",
    );
  });

  it("sends a changed email", () => {
    expect(buildProfileUpdate({ ...form, email: "sam@new.example.com" }, "sam@example.com").email).toBe(
      "sam@new.example.com",
    );
  });

  it("sends nulls for a cleared mobile and birthday", () => {
    expect(buildProfileUpdate({ ...form, mobile: " ", birthday: "" }, "sam@example.com")).toMatchObject({
      mobile_phone: null,
      birth_day: null,
      birth_month: null,
      birth_year: null,
    });
  });

  it("starts the form from a loaded profile", () => {
    expect(
      profileFormFrom({
        first_name: "Sam",
        last_name: null,
        email: "sam@example.com",
        mobile_phone: "+61412345678",
        birth_day: 7,
        birth_month: 3,
        birth_year: 1990,
      }),
    ).toEqual({
      firstName: "Sam",
      lastName: "",
      email: "sam@example.com",
      mobile: "+61412345678",
      birthday: "07/03/1990",
    });
  });
});

describe("save buttons are disabled until a value differs (account-area §4)", () => {
  const loaded = profileFormFrom({ first_name: "Sam", email: "sam@example.com" });

  it.each([
    [{}, false],
    [{ firstName: "Sam " }, false],
    [{ firstName: "Sammy" }, true],
    [{ mobile: "0412345678" }, true],
  ])("changing %j is dirty: %s", (change, dirty) => {
    expect(isDirty({ ...loaded, ...change }, { ...loaded })).toBe(dirty);
  });

  it.each([
    [{ sports: ["Soccer"] }, { sports: ["Soccer"] }, false],
    [{ sports: ["Soccer", "Tennis"] }, { sports: ["Soccer"] }, true],
    [{ sports: ["Tennis", "Soccer"] }, { sports: ["Soccer", "Tennis"] }, true],
    [{ birth: { month: 3, year: 2019 } }, { birth: { month: 3, year: 2019 } }, false],
    [{ birth: { month: 4, year: 2019 } }, { birth: { month: 3, year: 2019 } }, true],
    [{ lastName: "" }, { lastName: null }, false],
    [{ lastName: "" }, {}, false],
    [{ gender: "female" }, { gender: "withheld" }, true],
    [{ subscribed: false }, { subscribed: true }, true],
  ])("%j against %j is dirty: %s", (current, loadedValues, dirty) => {
    expect(isDirty(current, loadedValues)).toBe(dirty);
  });
});

describe("placeProfileServiceErrors: the service's field errors under the form's fields", () => {
  it.each([
    [
      { mobile_phone: ["The mobile phone format is invalid."] },
      { mobile: "The mobile phone format is invalid." },
    ],
    [{ first_name: ["Too long.", "Second."] }, { firstName: "Too long." }],
    [{ last_name: ["Too long."] }, { lastName: "Too long." }],
    [
      { birth_year: ["The birth year must be between 1876 and 2026."] },
      { birthday: "The birth year must be between 1876 and 2026." },
    ],
    [{ birth_day: ["Not a date."], birth_date: ["Before today."] }, { birthday: "Not a date." }],
    [
      { email: ["The email must be a valid email address."] },
      { email: "The email must be a valid email address." },
    ],
  ])("places %j as %j", (errors, fields) => {
    expect(placeProfileServiceErrors(errors)).toEqual({ fields, unplaced: [] });
  });

  it("keeps a message for a field the form does not have apart", () => {
    expect(placeProfileServiceErrors({ profile: ["No profile data was provided to update."] })).toEqual({
      fields: {},
      unplaced: ["No profile data was provided to update."],
    });
    expect(placeProfileServiceErrors({})).toEqual({ fields: {}, unplaced: [] });
  });
});
