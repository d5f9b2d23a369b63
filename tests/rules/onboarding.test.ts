import {
  applyOnboardingResults,
  canSkipOnboardingStep,
  childrenToCreate,
  nextOnboardingStep,
  ONBOARDING_STEPS,
  type OnboardingStep,
  onboardingProgressText,
  previousOnboardingStep,
  visibleBrands,
} from "solekit/rules";

describe("onboarding steps (account-area §4)", () => {
  it("numbers the steps INIT 0 to CONFIRMATION 5", () => {
    expect(ONBOARDING_STEPS).toEqual({ INIT: 0, ABOUT: 1, AVATAR: 2, SPORTS: 3, BRANDS: 4, CONFIRMATION: 5 });
  });

  it.each<[OnboardingStep, OnboardingStep, OnboardingStep]>([
    [0, 1, 0],
    [1, 2, 0],
    [3, 4, 2],
    [5, 5, 4],
  ])("from %s, next is %s and back is %s", (step, next, previous) => {
    expect(nextOnboardingStep(step)).toBe(next);
    expect(previousOnboardingStep(step)).toBe(previous);
  });

  it.each<[OnboardingStep, string | null]>([
    [0, null],
    [1, "Step 1 of 5"],
    [3, "Step 3 of 5"],
    [5, "Step 5 of 5"],
  ])("step %s shows %s", (step, text) => {
    expect(onboardingProgressText(step)).toBe(text);
  });

  it.each<[OnboardingStep, boolean]>([
    [1, false],
    [2, false],
    [3, true],
    [4, true],
    [5, false],
  ])("step %s can be skipped: %s", (step, skippable) => {
    expect(canSkipOnboardingStep(step)).toBe(skippable);
  });

  it("shows the first 12 brands until Load more", () => {
    const brands = Array.from({ length: 20 }, (_, index) => `Brand ${index}`);
    expect(visibleBrands(brands, false)).toEqual(brands.slice(0, 12));
    expect(visibleBrands(brands, true)).toHaveLength(20);
  });
});

describe("onboarding submit (account-area §4)", () => {
  const children = [
    { name: "Mia", created: true, id: "c1" },
    { name: "Leo", created: false },
    { name: "Ava" },
  ];

  it("creates only children not yet created", () => {
    expect(childrenToCreate(children).map((child) => child.name)).toEqual(["Leo", "Ava"]);
  });

  it("marks created children and reloads when none failed", () => {
    const outcome = applyOnboardingResults(children, [
      { ok: true, id: "c2" },
      { ok: true, id: "c3" },
    ]);
    expect(outcome.reload).toBe(true);
    expect(outcome.children.map((child) => [child.name, child.created, child.id])).toEqual([
      ["Mia", true, "c1"],
      ["Leo", true, "c2"],
      ["Ava", true, "c3"],
    ]);
  });

  it("marks a failure as a duplicate shoe tag and does not reload", () => {
    const outcome = applyOnboardingResults(children, [{ ok: true, id: "c2" }, { ok: false }]);
    expect(outcome.reload).toBe(false);
    expect(outcome.children[1]).toMatchObject({ created: true, duplicateShoeTag: false });
    expect(outcome.children[2]).toMatchObject({ duplicateShoeTag: true });
    expect(outcome.children[2]?.created).toBeFalsy();
  });
});
