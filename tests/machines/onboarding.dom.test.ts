// @vitest-environment jsdom
import { waitFor } from "xstate";
import { followOnboarding } from "../../src/machines/onboarding";
import { startOnboarding, typeChild } from "./onboarding.fixtures";

function mount(ids: string[]) {
  document.body.innerHTML = ids.map((id) => `<input id="${id}" />`).join("");
}

const focusedId = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return document.activeElement?.id;
};

describe("the onboarding's focus controller", () => {
  it("moves focus to each step's heading, and to the shoe tag of a child whose tag was taken", async () => {
    const { actor } = startOnboarding({ takenShoeTags: ["Taken"] });
    mount(["ob-heading", "ob-field-shoeTag"]);
    const stop = followOnboarding(actor, { id: "ob", document });
    actor.send({ type: "onboarding.start" });
    expect(await focusedId()).toBe("ob-heading");
    (document.getElementById("ob-field-shoeTag") as HTMLInputElement).focus();
    typeChild(actor, "Leo", "Taken");
    expect(await focusedId()).toBe("ob-heading");
    actor.send({ type: "onboarding.submit" });
    await waitFor(actor, (s) => s.matches("confirmation"));
    actor.send({ type: "child.edit", index: 0 });
    expect(await focusedId()).toBe("ob-field-shoeTag");
    stop();
  });

  it("moves focus to the first field in error when Next is refused, each time, and to the first avatar", async () => {
    const { actor } = startOnboarding();
    mount(["ob-heading", "ob-field-firstName", "ob-field-shoeTag", "ob-avatar-0"]);
    const stop = followOnboarding(actor, { id: "ob", document });
    actor.send({ type: "onboarding.start" });
    await waitFor(actor, (s) => s.matches("about"));
    expect(await focusedId()).toBe("ob-heading");
    actor.send({ type: "field.change", field: "shoeTag", value: "" });
    actor.send({ type: "step.next" });
    expect(await focusedId()).toBe("ob-field-firstName");
    // Refused again with focus elsewhere: focus goes back to the field, not only the first time.
    (document.getElementById("ob-heading") as HTMLInputElement).focus();
    actor.send({ type: "step.next" });
    expect(await focusedId()).toBe("ob-field-firstName");
    actor.send({ type: "field.change", field: "firstName", value: "Leo" });
    actor.send({ type: "step.next" });
    expect(await focusedId()).toBe("ob-field-shoeTag");
    actor.send({ type: "field.change", field: "shoeTag", value: "LeoRuns" });
    actor.send({ type: "step.next" });
    expect(await focusedId()).toBe("ob-heading");
    actor.send({ type: "step.next" });
    expect(await focusedId()).toBe("ob-avatar-0");
    stop();
  });

  it("on Exit moves focus left on the body to the page's landmark, as the overlay opened with no opener", async () => {
    const { actor } = startOnboarding();
    mount(["ob-heading", "page-heading"]);
    const stop = followOnboarding(actor, { id: "ob", document, closeFocusId: "page-heading" });
    actor.send({ type: "onboarding.start" });
    expect(await focusedId()).toBe("ob-heading");
    // The overlay goes away with focus inside it: the browser leaves focus on the body.
    (document.activeElement as HTMLElement).blur();
    actor.send({ type: "onboarding.exit" });
    expect(await focusedId()).toBe("page-heading");
    stop();
  });

  it("moves focus to the first brand 'Load more' showed, since the button leaves", async () => {
    const { actor } = startOnboarding();
    const brands = actor.getSnapshot().context.brands;
    expect(brands.length).toBeGreaterThan(12);
    mount(["ob-heading", ...brands.map((_, index) => `ob-brand-${index}`)]);
    const stop = followOnboarding(actor, { id: "ob", document });
    actor.send({ type: "onboarding.start" });
    typeChild(actor, "Mia", "Zippy");
    actor.send({ type: "step.back" });
    expect(await focusedId()).toBe("ob-heading");
    actor.send({ type: "brands.more" });
    expect(await focusedId()).toBe("ob-brand-12");
    stop();
  });

  it("leaves focus where an opener took it back when the overlay closes", async () => {
    const { actor } = startOnboarding();
    mount(["ob-heading", "page-heading", "opener"]);
    const stop = followOnboarding(actor, { id: "ob", document, closeFocusId: "page-heading" });
    actor.send({ type: "onboarding.start" });
    await focusedId();
    (document.getElementById("opener") as HTMLInputElement).focus();
    actor.send({ type: "onboarding.exit" });
    expect(await focusedId()).toBe("opener");
    stop();
  });
});
