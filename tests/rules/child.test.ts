import {
  BIRTHDAY_PICKER_YEARS_BACK,
  birthdayPickerYears,
  birthdayRewardHint,
  buildCreateChildPayload,
  type ChildForm,
  DEFAULT_GENDER,
  GENDERS,
  lacksBirthday,
  parseYearMonth,
  placeChildServiceErrors,
  validateChild,
} from "solekit/rules";

const child: ChildForm = {
  firstName: "Mia",
  lastName: "",
  birthMonth: null,
  birthYear: null,
  gender: "withheld",
  shoeTag: "Zippy Zebra",
  avatarUrl: "/avatars/1.svg",
};

describe("child profile validation (account-area §5)", () => {
  it("needs only a first name, shoe tag and avatar", () => {
    expect(validateChild(child)).toEqual({});
  });

  it.each([
    [{ firstName: " " }, { firstName: "First name is required" }],
    [{ shoeTag: "" }, { shoeTag: "Shoe tag is required" }],
    [{ avatarUrl: "" }, { avatarUrl: "Please choose an avatar" }],
  ])("%j gives %j", (change, errors) => {
    expect(validateChild({ ...child, ...change })).toEqual(errors);
  });

  it("leaves the avatar to its own onboarding step when asked", () => {
    expect(validateChild({ ...child, avatarUrl: "" }, { avatar: false })).toEqual({});
  });

  it("offers withheld, female and male, defaulting to withheld", () => {
    expect(GENDERS).toEqual(["withheld", "female", "male"]);
    expect(DEFAULT_GENDER).toBe("withheld");
  });
});

describe("a refused child save's field errors (account-area §4 Child save, §8)", () => {
  const TAKEN = "This shoe tag is already taken. Please choose another.";

  it.each([
    // An update names the profile's fields; a create nests them under `profile`.
    [{ first_name: ["Too long."] }, { firstName: "Too long." }],
    [{ "profile.first_name": ["Too long."] }, { firstName: "Too long." }],
    [{ "profile.last_name": ["Too long."] }, { lastName: "Too long." }],
    [{ birth_year: ["Out of range."] }, { birthYear: "Out of range." }],
    [{ birth_date: ["Before today."] }, { birthMonth: "Before today." }],
    [{ gender: ["Invalid."] }, { gender: "Invalid." }],
    [{ "profile.avatar_url": ["Too long."] }, { avatarUrl: "Too long." }],
    [{ "identities.0.identifier": ["Too long."] }, { shoeTag: "Too long." }],
  ])("places %j under its field", (errors, fields) => {
    expect(placeChildServiceErrors(errors, TAKEN)).toEqual({ fields, unplaced: [] });
  });

  it("puts a taken shoe tag in the catalogue's words, and keeps a message no field takes", () => {
    expect(
      placeChildServiceErrors(
        {
          shoe_tag: ["The shoe tag has already been taken."],
          "connection.connection_definition_id": ["The selected connection definition id is invalid."],
        },
        TAKEN,
      ),
    ).toEqual({
      fields: { shoeTag: TAKEN },
      unplaced: ["The selected connection definition id is invalid."],
    });
  });
});

describe("birthday picker (account-area §5)", () => {
  it("lists the current year back 150 years", () => {
    const years = birthdayPickerYears(new Date("2024-05-01T00:00:00Z"));
    expect(BIRTHDAY_PICKER_YEARS_BACK).toBe(150);
    expect(years).toHaveLength(151);
    expect(years[0]).toBe(2024);
    expect(years.at(-1)).toBe(1874);
  });

  it("takes the year from now, not the clock", () => {
    expect(birthdayPickerYears(Date.UTC(1999, 6, 1))[0]).toBe(1999);
  });

  it("uses the shop's new year", () => {
    expect(birthdayPickerYears("2024-12-31T14:00:00Z")[0]).toBe(2025);
  });

  it.each([
    [{ birth_month: 3, birth_year: 2019 }, false],
    [{ birth_month: null, birth_year: 2019 }, true],
    [{ birth_month: 3 }, true],
    [{}, true],
  ])("%j lacks a birthday: %s", (birthday, lacks) => {
    expect(lacksBirthday(birthday)).toBe(lacks);
  });

  it("hints at the $10 birthday reward", () => {
    expect(birthdayRewardHint()).toBe("Add a birthday to receive a $10.00 birthday reward.");
  });
});

describe("create-child payload (account-area §3)", () => {
  it("sends month and year with a null day, and the picked values", () => {
    expect(
      buildCreateChildPayload({
        step1: {
          firstName: " Mia ",
          lastName: "Lee",
          birthday: "2019-03",
          gender: "female",
          shoeTag: "Zippy",
        },
        step2: { value: 1, url: "/avatars/2.svg" },
        step3: [
          { value: "Soccer", id: 1 },
          { value: "Tennis", id: 2 },
        ],
        step4: [{ value: "Asics", id: 9 }],
      }),
    ).toEqual({
      firstName: "Mia",
      lastName: "Lee",
      gender: "female",
      shoeTag: "Zippy",
      birthDay: null,
      birthMonth: 3,
      birthYear: 2019,
      avatarUrl: "/avatars/2.svg",
      sports: ["Soccer", "Tennis"],
      brands: ["Asics"],
    });
  });

  it.each([
    ["2019-03", { year: 2019, month: 3 }],
    ["2019-3", { year: 2019, month: 3 }],
    ["2019-13", null],
    ["", null],
  ])("reads year-month %j as %j", (text, expected) => {
    expect(parseYearMonth(text)).toEqual(expected);
  });
});
