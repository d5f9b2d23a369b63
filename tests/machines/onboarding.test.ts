import { waitFor } from "xstate";
import { connectOnboarding, takeFirstLoginFlag } from "../../src/machines/onboarding";
import { createMemoryStorage } from "../../src/runtime";
import { startOnboarding, typeChild } from "./onboarding.fixtures";

const stepOf = (actor: ReturnType<typeof startOnboarding>["actor"]) =>
  connectOnboarding(actor.getSnapshot(), actor.send).step;
const api = (actor: ReturnType<typeof startOnboarding>["actor"]) =>
  connectOnboarding(actor.getSnapshot(), actor.send);

describe("the first-login flag", () => {
  it("is read and removed once, so the overlay opens once", () => {
    const storage = createMemoryStorage({ isFirstLogin: "true" });
    expect(takeFirstLoginFlag(storage)).toBe(true);
    expect(storage.getItem("isFirstLogin")).toBeNull();
    expect(takeFirstLoginFlag(storage)).toBe(false);
  });

  it("keeps the overlay closed without it, until opened", () => {
    const { actor } = startOnboarding({ open: false });
    expect(api(actor).isOpen).toBe(false);
    actor.send({ type: "onboarding.open" });
    expect(stepOf(actor)).toBe("intro");
  });
});

describe("onboarding steps", () => {
  it("goes intro → About → Avatar → Sports → Brands → Confirmation with 'Step n of 5'", () => {
    const { actor } = startOnboarding();
    expect(stepOf(actor)).toBe("intro");
    expect(api(actor).progressText).toBeNull();
    expect(api(actor).canGoBack).toBe(false);
    actor.send({ type: "onboarding.start" });
    expect(stepOf(actor)).toBe("about");
    expect(api(actor).getProgressProps()).toMatchObject({
      "aria-valuenow": 1,
      "aria-valuetext": "Step 1 of 5",
    });
    actor.send({ type: "field.change", field: "firstName", value: "Mia" });
    actor.send({ type: "field.change", field: "lastName", value: "Lee" });
    actor.send({ type: "birthday.change", value: "2019-03" });
    actor.send({ type: "gender.change", value: "female" });
    actor.send({ type: "field.change", field: "shoeTag", value: "Zippy" });
    actor.send({ type: "step.next" });
    expect(stepOf(actor)).toBe("avatar");
    expect(api(actor).title).toBe("Choose Mia's avatar");
    actor.send({ type: "avatar.select", index: 1 });
    actor.send({ type: "step.next" });
    expect(stepOf(actor)).toBe("sports");
    actor.send({ type: "sport.toggle", id: "Netball" });
    actor.send({ type: "step.next" });
    expect(stepOf(actor)).toBe("brands");
    expect(api(actor).progressText).toBe("Step 4 of 5");
    actor.send({ type: "brand.toggle", id: "Brand 2" });
    actor.send({ type: "step.next" });
    expect(stepOf(actor)).toBe("confirmation");
    expect(api(actor).getProgressProps()["aria-valuenow"]).toBe(5);
    expect(api(actor).children).toEqual([
      expect.objectContaining({
        name: "Mia Lee",
        shoeTag: "Zippy",
        avatarUrl: "https://cdn.test/a/2.svg",
        birthday: "March 2019",
        sports: "Sports: Netball",
        brands: "Brands: Brand 2",
        created: false,
        incomplete: false,
      }),
    ]);
  });

  it("refuses Next on About without a first name and shoe tag, and on Avatar without an avatar", () => {
    const { actor } = startOnboarding();
    actor.send({ type: "onboarding.start" });
    actor.send({ type: "step.next" });
    expect(stepOf(actor)).toBe("about");
    expect(api(actor).fieldErrors).toEqual({
      firstName: "First name is required",
      shoeTag: "Shoe tag is required",
    });
    expect(api(actor).getFieldProps("firstName")["aria-invalid"]).toBe(true);
    actor.send({ type: "field.change", field: "firstName", value: "Mia" });
    expect(api(actor).fieldErrors.firstName).toBeUndefined();
    actor.send({ type: "field.change", field: "shoeTag", value: "Zippy" });
    actor.send({ type: "step.next" });
    actor.send({ type: "step.next" });
    expect(stepOf(actor)).toBe("avatar");
    expect(api(actor).fieldErrors).toEqual({ avatarUrl: "Please choose an avatar" });
    actor.send({ type: "avatar.select", index: 2 });
    expect(api(actor).getAvatarRadioProps(2).checked).toBe(true);
    actor.send({ type: "step.next" });
    expect(stepOf(actor)).toBe("sports");
  });

  it("never goes Back below the intro, and Back keeps every value typed", () => {
    const { actor } = startOnboarding();
    actor.send({ type: "step.back" });
    expect(stepOf(actor)).toBe("intro");
    actor.send({ type: "onboarding.start" });
    actor.send({ type: "field.change", field: "firstName", value: "Mia" });
    actor.send({ type: "field.change", field: "shoeTag", value: "Zippy" });
    actor.send({ type: "birthday.change", value: "2019-03" });
    actor.send({ type: "step.next" });
    actor.send({ type: "avatar.select", index: 0 });
    actor.send({ type: "step.next" });
    actor.send({ type: "sport.toggle", id: "Soccer" });
    actor.send({ type: "step.back" });
    actor.send({ type: "step.back" });
    actor.send({ type: "step.back" });
    expect(stepOf(actor)).toBe("intro");
    actor.send({ type: "step.back" });
    expect(stepOf(actor)).toBe("intro");
    actor.send({ type: "onboarding.start" });
    const { child } = api(actor);
    expect(child.step1).toMatchObject({ firstName: "Mia", shoeTag: "Zippy", birthday: "2019-03" });
    expect(api(actor).getSelectProps("birthMonth").value).toBe("3");
    expect(api(actor).getSelectProps("birthYear").value).toBe("2019");
    actor.send({ type: "step.next" });
    actor.send({ type: "step.next" });
    expect(api(actor).sports.find((s) => s.id === "Soccer")?.picked).toBe(true);
  });

  it("skips Sports and Brands, and shows 12 brands until 'Load more'", () => {
    const { actor } = startOnboarding();
    actor.send({ type: "onboarding.start" });
    typeChild(actor, "Mia", "Zippy");
    expect(stepOf(actor)).toBe("confirmation");
    actor.send({ type: "step.back" });
    expect(stepOf(actor)).toBe("brands");
    expect(api(actor).canSkip).toBe(true);
    expect(api(actor).brands).toHaveLength(12);
    expect(api(actor).hasMoreBrands).toBe(true);
    actor.send({ type: "brands.more" });
    expect(api(actor).brands).toHaveLength(15);
    expect(api(actor).hasMoreBrands).toBe(false);
  });

  it("skips onboarding from the intro, and Exit closes from any step", () => {
    const skipped = startOnboarding().actor;
    skipped.send({ type: "onboarding.skip" });
    expect(api(skipped).isOpen).toBe(false);
    const exited = startOnboarding().actor;
    exited.send({ type: "onboarding.start" });
    exited.send({ type: "field.change", field: "firstName", value: "Mia" });
    api(exited)
      .getDialogProps()
      .onKeyDown({ key: "Escape", preventDefault: () => undefined } as never);
    expect(api(exited).isOpen).toBe(false);
  });

  it("fills the shoe tag from the random-name service, unless the parent types one meanwhile", async () => {
    const { actor } = startOnboarding();
    actor.send({ type: "onboarding.start" });
    actor.send({ type: "shoeTag.suggest" });
    expect(api(actor).isSuggestingShoeTag).toBe(true);
    await waitFor(actor, (s) => s.matches({ about: "editing" }));
    expect(api(actor).child.step1.shoeTag).toBe("Speedy Koala");

    let answer: (name: string) => void = () => undefined;
    const slow = startOnboarding({ suggestion: () => new Promise((resolve) => (answer = resolve)) }).actor;
    slow.send({ type: "onboarding.start" });
    slow.send({ type: "shoeTag.suggest" });
    slow.send({ type: "field.change", field: "shoeTag", value: "Mine" });
    answer("Too Late");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api(slow).child.step1.shoeTag).toBe("Mine");
  });

  it("says so when the random-name service fails, keeping the field", async () => {
    const { actor } = startOnboarding({ suggestion: () => Promise.reject(new Error("down")) });
    actor.send({ type: "onboarding.start" });
    actor.send({ type: "field.change", field: "shoeTag", value: "Typed" });
    actor.send({ type: "shoeTag.suggest" });
    await waitFor(actor, (s) => s.matches({ about: "editing" }));
    expect(api(actor).shoeTagError).toBe("We couldn't suggest a shoe tag just now. Please type one.");
    expect(api(actor).child.step1.shoeTag).toBe("Typed");
  });
});

describe("onboarding confirmation", () => {
  it("edits a child: back to About with its values, then to Confirmation again", () => {
    const { actor } = startOnboarding();
    actor.send({ type: "onboarding.start" });
    typeChild(actor, "Mia", "Zippy");
    actor.send({ type: "child.edit", index: 0 });
    expect(stepOf(actor)).toBe("about");
    expect(api(actor).child.step1.firstName).toBe("Mia");
    actor.send({ type: "field.change", field: "firstName", value: "Mya" });
    actor.send({ type: "step.back" });
    expect(stepOf(actor)).toBe("confirmation");
    expect(api(actor).children.map((c) => c.name)).toEqual(["Mya"]);
  });

  it("adds another child; an added child left untouched is dropped on Back", () => {
    const { actor } = startOnboarding();
    actor.send({ type: "onboarding.start" });
    typeChild(actor, "Mia", "Zippy");
    actor.send({ type: "child.add" });
    expect(stepOf(actor)).toBe("about");
    expect(api(actor).child.step1.firstName).toBe("");
    actor.send({ type: "step.back" });
    expect(api(actor).children).toHaveLength(1);
    actor.send({ type: "child.add" });
    typeChild(actor, "Leo", "Rocket", 2);
    expect(api(actor).children.map((c) => c.name)).toEqual(["Mia", "Leo"]);
  });

  it("keeps an added child half typed, and a submit goes to what it still lacks", () => {
    const { actor, created } = startOnboarding();
    actor.send({ type: "onboarding.start" });
    typeChild(actor, "Mia", "Zippy");
    actor.send({ type: "child.add" });
    actor.send({ type: "field.change", field: "firstName", value: "Leo" });
    actor.send({ type: "step.back" });
    expect(api(actor).children[1]).toMatchObject({ name: "Leo", incomplete: true });
    actor.send({ type: "onboarding.submit" });
    expect(created).toHaveLength(0);
    expect(stepOf(actor)).toBe("about");
    expect(api(actor).child.step1.firstName).toBe("Leo");
    expect(api(actor).fieldErrors).toEqual({});
  });

  it("submits all: creates each child, marks them created and reloads", async () => {
    const reload = vi.fn();
    const { actor, created } = startOnboarding({ reload });
    const completed = vi.fn();
    actor.on("onboarding.completed", completed);
    actor.send({ type: "onboarding.start" });
    typeChild(actor, "Mia", "Zippy");
    actor.send({ type: "child.add" });
    typeChild(actor, "Leo", "Rocket");
    actor.send({ type: "onboarding.submit" });
    expect(api(actor).isSubmitting).toBe(true);
    expect(api(actor).getNextButtonProps().disabled).toBe(true);
    await waitFor(actor, (s) => !s.hasTag("busy"));
    expect(created).toEqual([
      [
        expect.objectContaining({ firstName: "Mia", shoeTag: "Zippy", birthDay: null }),
        expect.objectContaining({ firstName: "Leo" }),
      ],
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(completed).toHaveBeenCalledTimes(1);
    expect(api(actor).isOpen).toBe(false);
  });

  it("submits with one duplicate shoe tag: the others created, the duplicate marked, no reload", async () => {
    const reload = vi.fn();
    const { actor, created } = startOnboarding({ reload, takenShoeTags: ["Taken"] });
    actor.send({ type: "onboarding.start" });
    typeChild(actor, "Mia", "Zippy");
    actor.send({ type: "child.add" });
    typeChild(actor, "Leo", "Taken");
    actor.send({ type: "onboarding.submit" });
    await waitFor(actor, (s) => s.matches("confirmation"));
    expect(reload).not.toHaveBeenCalled();
    expect(api(actor).children.map((c) => [c.name, c.created, c.duplicateShoeTag])).toEqual([
      ["Mia", true, false],
      ["Leo", false, true],
    ]);
    expect(api(actor).submitError).toBe(
      "Some profiles couldn't be created. Edit the highlighted shoe tag and try again.",
    );
    expect(api(actor).status).toBe("error");
    // A created child is not edited again; the failed one shows the message under its shoe tag.
    expect(api(actor).getEditButtonProps(0).disabled).toBe(true);
    actor.send({ type: "child.edit", index: 0 });
    expect(stepOf(actor)).toBe("confirmation");
    actor.send({ type: "child.edit", index: 1 });
    expect(api(actor).fieldErrors.shoeTag).toBe("This shoe tag is already taken. Please choose another.");
    actor.send({ type: "field.change", field: "shoeTag", value: "Free" });
    expect(api(actor).fieldErrors.shoeTag).toBeUndefined();
    actor.send({ type: "step.back" });
    actor.send({ type: "onboarding.submit" });
    await waitFor(actor, (s) => !s.hasTag("busy"));
    // Only the child not created yet is sent again.
    expect(created[1]).toEqual([expect.objectContaining({ firstName: "Leo", shoeTag: "Free" })]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("closes once the submit answers when Exit is pressed meanwhile", async () => {
    const { actor } = startOnboarding();
    actor.send({ type: "onboarding.start" });
    typeChild(actor, "Mia", "Zippy");
    actor.send({ type: "onboarding.submit" });
    actor.send({ type: "onboarding.exit" });
    expect(api(actor).isOpen).toBe(true);
    await waitFor(actor, (s) => !s.hasTag("busy"));
    expect(api(actor).isOpen).toBe(false);
  });
});
