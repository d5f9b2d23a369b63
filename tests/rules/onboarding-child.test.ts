import {
  applyOnboardingResults,
  emptyOnboardingChild,
  firstIncompleteStep,
  isUntouchedOnboardingChild,
  ONBOARDING_STEPS,
  onboardingStepErrors,
  togglePickedOption,
} from "solekit/rules";

const complete = {
  ...emptyOnboardingChild(),
  step1: { firstName: "Mia", lastName: "", birthday: "", gender: "withheld" as const, shoeTag: "Zippy" },
  step2: { value: 0, url: "a.svg" },
};

describe("an onboarding child's steps (account-area §3, §5)", () => {
  it.each([
    ["nothing typed", emptyOnboardingChild(), ONBOARDING_STEPS.ABOUT],
    ["no avatar", { ...complete, step2: null }, ONBOARDING_STEPS.AVATAR],
    [
      "a blank shoe tag",
      { ...complete, step1: { ...complete.step1, shoeTag: "  " } },
      ONBOARDING_STEPS.ABOUT,
    ],
    ["everything asked", complete, null],
  ])("with %s, the first step still asking is %s", (_name, child, step) => {
    expect(firstIncompleteStep(child)).toBe(step);
  });

  it("asks About for a first name and shoe tag, Avatar for an avatar, and nothing elsewhere", () => {
    const child = emptyOnboardingChild();
    expect(onboardingStepErrors(child, ONBOARDING_STEPS.ABOUT)).toEqual({
      firstName: "First name is required",
      shoeTag: "Shoe tag is required",
    });
    expect(onboardingStepErrors(child, ONBOARDING_STEPS.AVATAR)).toEqual({
      avatarUrl: "Please choose an avatar",
    });
    expect(onboardingStepErrors(child, ONBOARDING_STEPS.SPORTS)).toEqual({});
  });

  it("tells an untouched child from one with anything typed or picked", () => {
    expect(isUntouchedOnboardingChild(emptyOnboardingChild())).toBe(true);
    expect(
      isUntouchedOnboardingChild({ ...emptyOnboardingChild(), step3: [{ value: "Soccer", id: "Soccer" }] }),
    ).toBe(false);
    const female = { ...emptyOnboardingChild().step1, gender: "female" as const };
    expect(isUntouchedOnboardingChild({ ...emptyOnboardingChild(), step1: female })).toBe(false);
  });

  it("picks and unpicks an option", () => {
    const soccer = { value: "Soccer", id: "Soccer" };
    expect(togglePickedOption([], soccer)).toEqual([soccer]);
    expect(togglePickedOption([soccer], soccer)).toEqual([]);
  });

  it("does not mark a shoe tag taken when the service could not be reached", () => {
    const outcome = applyOnboardingResults(
      [{ created: false }, { created: false }],
      [
        { ok: false, reason: "unavailable" },
        { ok: false, reason: "duplicateShoeTag" },
      ],
    );
    expect(outcome).toEqual({
      children: [{ created: false }, { created: false, duplicateShoeTag: true }],
      reload: false,
      unavailable: true,
    });
  });
});
