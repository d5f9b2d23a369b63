import { BIRTH_MONTHS, GENDERS, genderOptions } from "../../src/rules/child";
import { accountChildFormMessages } from "../../src/rules/messages-account-child-form";

describe("the child pickers' options (new-child form and onboarding)", () => {
  it("offers the twelve months, 1–12, by their names", () => {
    expect(BIRTH_MONTHS).toHaveLength(12);
    expect(BIRTH_MONTHS[0]).toEqual({ value: 1, label: "January" });
    expect(BIRTH_MONTHS[11]).toEqual({ value: 12, label: "December" });
  });

  it("offers every gender in the picker's order, labelled from the catalogue", () => {
    expect(genderOptions(accountChildFormMessages)).toEqual([
      { value: "withheld", label: "Prefer not to say" },
      { value: "female", label: accountChildFormMessages.genderFemale },
      { value: "male", label: accountChildFormMessages.genderMale },
    ]);
    expect(genderOptions(accountChildFormMessages).map((g) => g.value)).toEqual([...GENDERS]);
  });

  it("labels with a shop's own words", () => {
    const own = { genderFemale: "Girl", genderMale: "Boy", genderWithheld: "Rather not say" };
    expect(genderOptions(own).map((g) => g.label)).toEqual(["Rather not say", "Girl", "Boy"]);
  });
});
