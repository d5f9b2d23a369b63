import { createActor, fromPromise } from "xstate";
import type { ChildConnection } from "../../../src/clients/loyalty";
import {
  type ChildFormEmitted,
  type ChildSaveRequest,
  childFormMachine,
  connectChildForm,
  createChildFormActors,
  followChildForm,
} from "../../../src/machines/child-form";
import { SolekitError } from "../../../src/runtime";
import { childFixture, flush } from "./kids.fixtures";

interface Deferred<TInput, TOutput> {
  input: TInput;
  signal: AbortSignal;
  resolve: (value: TOutput) => void;
  reject: (error: unknown) => void;
}

function start(child: ChildConnection | null = childFixture()) {
  const saves: Deferred<ChildSaveRequest, ChildConnection>[] = [];
  const names: Deferred<void, string>[] = [];
  const actor = createActor(
    childFormMachine.provide({
      actors: {
        saveChild: fromPromise<ChildConnection, ChildSaveRequest>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => saves.push({ input, signal, resolve, reject })),
        ),
        randomShoeTag: fromPromise<string, void>(
          ({ signal }) =>
            new Promise((resolve, reject) => names.push({ input: undefined, signal, resolve, reject })),
        ),
      },
    }),
    { input: { child } },
  ).start();
  const emitted: ChildFormEmitted[] = [];
  actor.on("child.saved", (event) => emitted.push(event));
  actor.on("child.refused", (event) => emitted.push(event));
  const api = () =>
    connectChildForm(actor.getSnapshot(), actor.send, {
      id: "kid",
      avatars: ["a.svg", "b.svg"],
      now: Date.UTC(2026, 10, 1),
    });
  return { actor, saves, names, emitted, api };
}

describe("child form: Save only when changed (account-area §4 Child save)", () => {
  it("starts with the child's values and Save disabled; a submit then sends nothing", () => {
    const { actor, saves, api } = start();
    expect(api().values).toEqual({
      firstName: "Mia",
      lastName: "Nguyen",
      birthMonth: 3,
      birthYear: 2017,
      gender: "female",
      shoeTag: "Speedy Koala",
      avatarUrl: "https://cdn.test/avatars/1.svg",
    });
    expect(api().canSave).toBe(false);
    expect(api().getSubmitButtonProps().disabled).toBe(true);
    actor.send({ type: "child.submit" });
    expect(saves).toHaveLength(0);
  });

  it("enables Save after a change and disables it again when the change is undone", () => {
    const { api } = start();
    api().setField("firstName", "Mila");
    expect(api().canSave).toBe(true);
    api().setField("firstName", "Mia ");
    expect(api().canSave).toBe(false);
  });

  it("saves the changed child as an update, then counts the saved values as loaded", async () => {
    const { saves, emitted, api } = start();
    api().setField("birthMonth", "7");
    api().submit();
    expect(api().isBusy).toBe(true);
    expect(api().getSubmitButtonProps().disabled).toBe(true);
    expect(saves[0]?.input).toEqual({
      connectionId: 2001,
      values: expect.objectContaining({ birthMonth: 7 }),
    });
    saves[0]?.resolve(childFixture({ birth_month: 7 }));
    await flush();
    expect(emitted).toEqual([
      { type: "child.saved", child: expect.objectContaining({ connectionId: 2001 }), created: false },
    ]);
    expect(api().isSaved).toBe(true);
    expect(api().canSave).toBe(false);
  });

  it("Cancel puts the values back to what the service holds", () => {
    const { api } = start();
    api().setField("lastName", "Smith");
    api().reset();
    expect(api().values.lastName).toBe("Nguyen");
    expect(api().isDirty).toBe(false);
  });
});

describe("child form: a duplicate shoe tag (account-area §4, §8)", () => {
  it("keeps every value, shows shoeTagExists under the field and asks to scroll to IDENTIFIERS", async () => {
    const { saves, emitted, api } = start();
    api().setField("shoeTag", "Brave Wombat");
    api().submit();
    saves[0]?.reject(
      new SolekitError({ kind: "http", status: 422, message: "The shoe tag has already been taken." }),
    );
    await flush();
    expect(api().values.shoeTag).toBe("Brave Wombat");
    expect(api().fieldErrors.shoeTag).toBe("This shoe tag is already taken. Please choose another.");
    expect(api().getFieldProps("shoeTag")["aria-invalid"]).toBe(true);
    expect(emitted).toEqual([{ type: "child.refused", field: "shoeTag" }]);
    expect(api().canSave).toBe(true);
  });

  it("says 'Something went wrong.' for a network failure, keeping the values", async () => {
    const { saves, api } = start();
    api().setField("firstName", "Mila");
    api().submit();
    saves[0]?.reject(new SolekitError({ kind: "network", message: "offline" }));
    await flush();
    expect(api().formError).toBe("Something went wrong.");
    expect(api().fieldErrors.shoeTag).toBeUndefined();
    expect(api().values.firstName).toBe("Mila");
  });
});

describe("child form: the service's field errors of a refused save (account-area §4, §8)", () => {
  const refusal = (fieldErrors: Record<string, string[]>) =>
    new SolekitError({ kind: "http", status: 422, message: "The given data was invalid.", fieldErrors });

  it("puts each under its field with aria-invalid, one no field takes below the form, and asks focus for the first", async () => {
    const { saves, emitted, api } = start();
    api().setField("firstName", "M".repeat(101));
    api().setField("birthYear", "2017");
    api().submit();
    saves[0]?.reject(
      refusal({
        first_name: ["The first name may not be greater than 100 characters."],
        birth_year: ["The birth year must be between 1876 and 2026."],
        connection: ["The connection is not active."],
      }),
    );
    await flush();
    expect(api().fieldErrors).toEqual({
      firstName: "The first name may not be greater than 100 characters.",
      birthYear: "The birth year must be between 1876 and 2026.",
    });
    expect(api().getFieldProps("firstName")).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "kid-error-firstName",
    });
    expect(api().getSelectProps("birthYear")).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "kid-error-birthYear",
    });
    expect(api().getSelectProps("birthMonth")).toMatchObject({
      "aria-invalid": false,
      "aria-describedby": undefined,
    });
    expect(api().getFieldProps("shoeTag")["aria-invalid"]).toBe(false);
    expect(api().formError).toBe("The connection is not active.");
    // The contract's message is the catalogue's; the service's own words ride in `error`.
    expect([api().status, api().errorMessage]).toEqual(["error", "Something went wrong."]);
    expect(emitted).toEqual([{ type: "child.refused", field: "firstName" }]);
    expect(api().values.firstName).toBe("M".repeat(101));
    expect(api().canSave).toBe(true);
  });

  it("places a new child's (profile.…) errors, and a taken tag in the catalogue's words", async () => {
    const { saves, emitted, api } = start(null);
    api().setField("firstName", "Zoe");
    api().setField("lastName", "L".repeat(101));
    api().setField("shoeTag", "Speedy Koala");
    api().setField("avatarUrl", "a.svg");
    api().submit();
    saves[0]?.reject(
      refusal({
        shoe_tag: ["The shoe tag has already been taken."],
        "profile.last_name": ["The last name may not be greater than 100 characters."],
      }),
    );
    await flush();
    expect(api().fieldErrors).toEqual({
      shoeTag: "This shoe tag is already taken. Please choose another.",
      lastName: "The last name may not be greater than 100 characters.",
    });
    expect(api().formError).toBeNull();
    expect(api().errorMessage).toBe("This shoe tag is already taken. Please choose another.");
    expect(emitted).toEqual([{ type: "child.refused", field: "shoeTag" }]);
  });

  it("a new submit clears the last answer's messages: sent again, or refused by the form's own checks", async () => {
    const { saves, api } = start();
    api().setField("lastName", "L".repeat(101));
    api().submit();
    saves[0]?.reject(refusal({ last_name: ["The last name may not be greater than 100 characters."] }));
    await flush();
    api().submit();
    expect(api().fieldErrors).toEqual({});
    expect(api().status).toBe("loading");
    saves[1]?.reject(refusal({ last_name: ["The last name may not be greater than 100 characters."] }));
    await flush();
    api().setField("firstName", " ");
    api().submit();
    expect(api().fieldErrors).toEqual({ firstName: "First name is required" });
    expect([api().status, api().error, api().errorMessage]).toEqual(["idle", null, null]);
  });
});

describe("new child (account-area §2, §5)", () => {
  it("requires first name, shoe tag and avatar, and asks focus for the avatar first", () => {
    const { saves, emitted, api } = start(null);
    expect(api().mode).toBe("create");
    api().setField("lastName", "Nguyen");
    api().submit();
    expect(saves).toHaveLength(0);
    expect(api().fieldErrors).toEqual({
      firstName: "First name is required",
      shoeTag: "Shoe tag is required",
      avatarUrl: "Please choose an avatar",
    });
    expect(emitted).toEqual([{ type: "child.refused", field: "avatarUrl" }]);
  });

  it("creates the child, reports created, and updates it from then on", async () => {
    const { saves, emitted, api } = start(null);
    api().setField("firstName", "Zoe");
    api().setField("shoeTag", "Happy Emu");
    api()
      .getAvatarProps("b.svg")
      .onChange({ target: { value: "b.svg" } });
    api().submit();
    expect(saves[0]?.input.connectionId).toBeNull();
    saves[0]?.resolve(childFixture({ first_name: "Zoe" }, 2999));
    await flush();
    expect(emitted).toEqual([
      { type: "child.saved", child: expect.objectContaining({ connectionId: 2999 }), created: true },
    ]);
    expect(api().mode).toBe("update");
    api().setField("lastName", "Lee");
    api().submit();
    expect(saves[1]?.input.connectionId).toBe(2999);
  });
});

describe("random shoe tag and birthday hint", () => {
  it("fills the shoe tag from the name service", async () => {
    const { names, api } = start();
    api().generateShoeTag();
    expect(api().isGeneratingShoeTag).toBe(true);
    expect(api().getShoeTagButtonProps().disabled).toBe(true);
    api().generateShoeTag();
    expect(names).toHaveLength(1);
    names[0]?.resolve("Happy Emu");
    await flush();
    expect(api().values.shoeTag).toBe("Happy Emu");
    expect(api().canSave).toBe(true);
  });

  it("aborts the name request when a tag is typed meanwhile, keeping the typed one", async () => {
    const { names, api } = start();
    api().generateShoeTag();
    api().setField("shoeTag", "Typed Tag");
    expect(names[0]?.signal.aborted).toBe(true);
    expect(api().isGeneratingShoeTag).toBe(false);
    expect(api().values.shoeTag).toBe("Typed Tag");
  });

  it("shows a hint when the name service fails", async () => {
    const { names, api } = start();
    api().generateShoeTag();
    names[0]?.reject(new Error("down"));
    await flush();
    expect(api().shoeTagNotice).toBe("We couldn't suggest a shoe tag. Type one instead.");
  });

  it("hints at the birthday reward while month or year is missing", () => {
    const { api } = start(childFixture({ birth_month: null, birth_year: null }));
    expect(api().birthdayHint).toBe("Add a birthday to receive a $10.00 birthday reward.");
    api().setField("birthMonth", "4");
    expect(api().birthdayHint).not.toBeNull();
    api().setField("birthYear", "2019");
    expect(api().birthdayHint).toBeNull();
  });

  it("labels the last name optional, as onboarding and the profile do (spec §5)", () => {
    const { api } = start();
    expect(api().labels.lastName).toBe("Last name (optional)");
    expect(api().labels.firstName).toBe("First name");
  });

  it("offers months, 151 years and the child's own avatar beside the presets", () => {
    const { api } = start();
    expect(api().months[0]).toEqual({ value: "1", label: "January" });
    expect(api().years).toHaveLength(151);
    expect(api().years[0]?.value).toBe("2026");
    expect(api().avatars).toEqual(["https://cdn.test/avatars/1.svg", "a.svg", "b.svg"]);
  });
});

describe("child form actors", () => {
  it("creates with day of birth null and month and year, then refreshes the spec's keys", async () => {
    const calls: unknown[] = [];
    const invalidated: unknown[] = [];
    const actors = createChildFormActors(
      {
        createChild: async (payload) => {
          calls.push(payload);
          return childFixture();
        },
        updateChild: async (id, body) => {
          calls.push([id, body]);
          return childFixture();
        },
        getRandomShoeTagName: async () => "x",
      },
      async (names) => void invalidated.push(names),
    );
    const values = {
      firstName: " Zoe ",
      lastName: "",
      birthMonth: 4,
      birthYear: 2019,
      gender: "withheld" as const,
      shoeTag: "Happy Emu",
      avatarUrl: "a.svg",
    };
    const create = createActor(actors.saveChild, { input: { connectionId: null, values } }).start();
    await flush();
    expect(create.getSnapshot().status).toBe("done");
    expect(calls[0]).toEqual(
      expect.objectContaining({
        firstName: "Zoe",
        birthDay: null,
        birthMonth: 4,
        birthYear: 2019,
        shoeTag: "Happy Emu",
        avatarUrl: "a.svg",
      }),
    );
    createActor(actors.saveChild, { input: { connectionId: 2001, values } }).start();
    await flush();
    expect(calls[1]).toEqual([
      2001,
      expect.objectContaining({
        first_name: "Zoe",
        birth_day: 1,
        birth_month: 4,
        birth_year: 2019,
        identities: [{ handle: "shoetag", identifier: "Happy Emu" }],
      }),
    ]);
    expect(invalidated).toEqual([
      ["ProfileConnections", "Profiles", "Wishlists"],
      ["ProfileConnections", "Profiles", "Wishlists"],
    ]);
  });
});

describe("followChildForm", () => {
  it("scrolls to IDENTIFIERS and focuses the shoe tag after a duplicate shoe tag", async () => {
    const { actor, saves, api } = start();
    const log: string[] = [];
    const element = (id: string) => ({
      focus: () => log.push(`focus ${id}`),
      scrollIntoView: () => log.push(`scroll ${id}`),
    });
    const stop = followChildForm(actor, { id: "kid", document: { getElementById: element } });
    api().setField("shoeTag", "Taken");
    api().submit();
    saves[0]?.reject(new SolekitError({ kind: "http", status: 422, message: "taken" }));
    await flush();
    expect(log).toEqual(["scroll IDENTIFIERS", "focus kid-field-shoeTag"]);
    stop();
  });

  it("focuses the first field the service refused, after the messages render", async () => {
    const { actor, saves, api } = start();
    const log: string[] = [];
    const element = (id: string) => ({ focus: () => log.push(`focus ${id}`) });
    const stop = followChildForm(actor, { id: "kid", document: { getElementById: element } });
    api().setField("birthMonth", "12");
    api().submit();
    saves[0]?.reject(
      new SolekitError({
        kind: "http",
        status: 422,
        message: "The birth date must be a date before today.",
        fieldErrors: { birth_date: ["The birth date must be a date before today."] },
      }),
    );
    await flush();
    expect(log).toEqual(["focus kid-field-birthMonth"]);
    stop();
  });
});
