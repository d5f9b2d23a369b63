import { createActor, fromPromise, waitFor } from "xstate";
import {
  connectProfileDetails,
  followProfileDetails,
  profileDetailsMachine,
} from "../../src/machines/profile-details";
import type { ProfileDetails, ProfileUpdate } from "../../src/rules/profile";
import { SolekitError } from "../../src/runtime";

const loaded: ProfileDetails & { email: string } = {
  first_name: "Jess",
  last_name: "Taylor",
  email: "jess.taylor@example.com",
  mobile_phone: "+61412345678",
  birth_day: 14,
  birth_month: 7,
  birth_year: 1988,
};

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// A fake service: the profile loads at once; each save waits until the test answers it.
function start(profile: ProfileDetails = loaded) {
  const saves: { update: ProfileUpdate; answer: Deferred<ProfileDetails> }[] = [];
  const actor = createActor(
    profileDetailsMachine.provide({
      actors: {
        loadProfile: fromPromise(async () => profile),
        saveProfile: fromPromise<ProfileDetails, ProfileUpdate>(({ input }) => {
          const answer = deferred<ProfileDetails>();
          saves.push({ update: input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: {} },
  ).start();
  const api = () => connectProfileDetails(actor.getSnapshot(), actor.send, { id: "p" });
  return { actor, saves, api };
}

const type = (
  actor: ReturnType<typeof start>["actor"],
  field: "firstName" | "lastName" | "mobile" | "birthday",
  value: string,
) => actor.send({ type: "field.change", field, value });

describe("profile details form", () => {
  it("loads the profile into the form, birthday as dd/mm/yyyy, Save disabled until a value differs", async () => {
    const { actor, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().values).toEqual({
      firstName: "Jess",
      lastName: "Taylor",
      email: "jess.taylor@example.com",
      mobile: "+61412345678",
      birthday: "14/07/1988",
    });
    expect(api().isDirty).toBe(false);
    expect(api().getSubmitButtonProps().disabled).toBe(true);
    type(actor, "firstName", "Jessica");
    expect(api().getSubmitButtonProps().disabled).toBe(false);
    type(actor, "firstName", "Jess ");
    expect(api().isDirty).toBe(false);
    expect(api().getSubmitButtonProps().disabled).toBe(true);
  });

  it("does not save an unchanged form", async () => {
    const { actor, saves } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "details.submit" });
    expect(actor.getSnapshot().matches("editing")).toBe(true);
    expect(saves).toHaveLength(0);
  });

  it("keeps the email read-only: typing into it is refused by the event type and by the field's props", async () => {
    const { actor, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    const props = api().getFieldProps("email");
    expect(props.readOnly).toBe(true);
    expect(props["aria-required"]).toBe(true);
    props.onChange({ target: { value: "someone@else.example" } });
    expect(api().values.email).toBe("jess.taylor@example.com");
  });

  it("sends the update with the mobile normalised, the birthday as day, month and year, and no unchanged email", async () => {
    const { actor, saves } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    type(actor, "mobile", "0412 999 888");
    type(actor, "birthday", "3/2/1990");
    actor.send({ type: "details.submit" });
    expect(saves[0]?.update).toEqual({
      first_name: "Jess",
      last_name: "Taylor",
      mobile_phone: "+61412999888",
      birth_day: 3,
      birth_month: 2,
      birth_year: 1990,
    });
  });

  it("refuses a missing first name and a bad birthday with field messages, an error summary in the form's order, and no save", async () => {
    const { actor, saves, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    type(actor, "firstName", " ");
    type(actor, "birthday", "31/02/1990");
    // No messages before a submit.
    expect(api().summary).toEqual([]);
    expect(api().getFieldProps("firstName")["aria-invalid"]).toBe(false);
    actor.send({ type: "details.submit" });
    expect(saves).toHaveLength(0);
    expect(api().summary).toEqual([
      { field: "firstName", message: "First name is required" },
      { field: "birthday", message: "Please enter a date as dd/mm/yyyy" },
    ]);
    const first = api().getFieldProps("firstName");
    expect(first["aria-invalid"]).toBe(true);
    expect(first["aria-describedby"]).toBe("p-error-firstName");
    expect(api().getFieldProps("birthday")["aria-describedby"]).toBe("p-hint-birthday p-error-birthday");
    expect(api().getSummaryProps()).toEqual({
      id: "p-summary",
      tabIndex: -1,
      "aria-labelledby": "p-summary-title",
    });
    expect(api().getSummaryLinkProps("birthday").href).toBe("#p-field-birthday");
    // Correcting a field clears its message as the customer types.
    type(actor, "firstName", "Jo");
    expect(api().summary.map((item) => item.field)).toEqual(["birthday"]);
  });

  it("moves focus to the error summary after a refused submit, once the host has rendered it", async () => {
    vi.useFakeTimers();
    try {
      const { actor, saves } = start();
      await vi.waitFor(() => expect(actor.getSnapshot().matches("editing")).toBe(true));
      const focused: string[] = [];
      const doc = { getElementById: (id: string) => ({ focus: () => focused.push(id) }) };
      const stop = followProfileDetails(actor, { id: "p", document: doc });
      type(actor, "firstName", "");
      actor.send({ type: "details.submit" });
      expect(focused).toEqual([]);
      vi.runAllTimers();
      expect(focused).toEqual(["p-summary"]);
      // A valid submit does not move focus.
      type(actor, "firstName", "Jo");
      actor.send({ type: "details.submit" });
      vi.runAllTimers();
      expect(focused).toEqual(["p-summary"]);
      expect(saves).toHaveLength(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("confirms a save: the form shows the values as saved and Save is disabled again", async () => {
    const { actor, saves, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    type(actor, "mobile", "0412 999 888");
    actor.send({ type: "details.submit" });
    expect(api().isSaving).toBe(true);
    expect(api().getSubmitButtonProps().disabled).toBe(true);
    saves[0]?.answer.resolve({ ...loaded, mobile_phone: "+61412999888" });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().values.mobile).toBe("+61412999888");
    expect(api().isDirty).toBe(false);
    expect(api().savedMessage).toBe("Your details have been saved.");
    expect(api().status).toBe("success");
  });

  it("keeps what is typed during a save; Save turns on again for it", async () => {
    const { actor, saves, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    type(actor, "firstName", "Jessica");
    actor.send({ type: "details.submit" });
    type(actor, "lastName", "Taylor-Smith");
    expect(api().values.lastName).toBe("Taylor-Smith");
    saves[0]?.answer.resolve({ ...loaded, first_name: "Jessica" });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().values).toMatchObject({ firstName: "Jessica", lastName: "Taylor-Smith" });
    expect(api().isDirty).toBe(true);
    expect(api().savedMessage).toBeNull();
    actor.send({ type: "details.submit" });
    expect(saves[1]?.update).toMatchObject({ first_name: "Jessica", last_name: "Taylor-Smith" });
  });

  it("a validation answer no field takes shows the service's message in red (spec §8); errorMessage is the catalogue's", async () => {
    const { actor, saves, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    type(actor, "lastName", "");
    actor.send({ type: "details.submit" });
    saves[0]?.answer.reject(
      new SolekitError({
        kind: "http",
        status: 422,
        message: "No profile data was provided to update.",
        fieldErrors: { profile: ["No profile data was provided to update."] },
      }),
    );
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().formError).toBe("No profile data was provided to update.");
    expect(api().errorMessage).toBe("We couldn't save your details. Please try again.");
    expect(api().error?.message).toBe("No profile data was provided to update.");
    expect(api().status).toBe("error");
    expect(api().getStatusProps()).toMatchObject({ role: "alert", tabIndex: -1 });
    expect(api().summary).toEqual([]);
    expect(api().values.lastName).toBe("");
    expect(api().isDirty).toBe(true);
  });

  it.each([
    ["an outage", new SolekitError({ kind: "http", status: 500, message: "Injected fault (500)" })],
    ["the network", new SolekitError({ kind: "network", message: "The service could not be reached" })],
  ])("says the catalogue's 'please try again' for %s, never its technical text", async (_case, failure) => {
    const { actor, saves, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    type(actor, "lastName", "T");
    actor.send({ type: "details.submit" });
    saves[0]?.answer.reject(failure);
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().formError).toBe("We couldn't save your details. Please try again.");
    expect(api().errorMessage).toBe("We couldn't save your details. Please try again.");
    expect(api().error).toBe(failure);
    expect(api().values.lastName).toBe("T");
  });

  it("puts the service's field errors under their fields, with the summary taking focus", async () => {
    const { actor, saves, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    const refused: string[] = [];
    actor.on("details.refused", (event) => refused.push(event.focus));
    type(actor, "mobile", "0499 888 777x");
    type(actor, "lastName", "L".repeat(120));
    actor.send({ type: "details.submit" });
    saves[0]?.answer.reject(
      new SolekitError({
        kind: "http",
        status: 422,
        message: "The last name may not be greater than 100 characters. (and 1 more error)",
        fieldErrors: {
          last_name: ["The last name may not be greater than 100 characters."],
          mobile_phone: ["The mobile phone format is invalid."],
        },
      }),
    );
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().fieldErrors).toEqual({
      lastName: "The last name may not be greater than 100 characters.",
      mobile: "The mobile phone format is invalid.",
    });
    expect(api().summary).toEqual([
      { field: "lastName", message: "The last name may not be greater than 100 characters." },
      { field: "mobile", message: "The mobile phone format is invalid." },
    ]);
    expect(api().getFieldProps("mobile")).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "p-error-mobile",
    });
    expect(api().getFieldProps("firstName")["aria-invalid"]).toBe(false);
    expect(api().formError).toBeNull();
    expect(api().errorMessage).toBe("We couldn't save your details. Please try again.");
    expect(refused).toEqual(["summary"]);
    // Typing into a field drops the service's message for it; the other stays.
    type(actor, "mobile", "0499 888 777");
    expect(api().fieldErrors).toEqual({ lastName: "The last name may not be greater than 100 characters." });
  });

  it("clears the last answer's messages on a new submit: no stale mobile error beside a new one", async () => {
    const { actor, saves, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    const refused: string[] = [];
    actor.on("details.refused", (event) => refused.push(event.focus));
    type(actor, "mobile", "12");
    actor.send({ type: "details.submit" });
    saves[0]?.answer.reject(
      new SolekitError({
        kind: "http",
        status: 422,
        message: "The mobile phone format is invalid.",
        fieldErrors: { mobile_phone: ["The mobile phone format is invalid."] },
      }),
    );
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().fieldErrors.mobile).toBe("The mobile phone format is invalid.");
    type(actor, "birthday", "31/02/1990");
    actor.send({ type: "details.submit" });
    expect(api().summary).toEqual([{ field: "birthday", message: "Please enter a date as dd/mm/yyyy" }]);
    expect(api().fieldErrors).toEqual({ birthday: "Please enter a date as dd/mm/yyyy" });
    expect(api().formError).toBeNull();
    expect(refused).toEqual(["summary", "summary"]);
    // And a save that goes out starts clean too.
    type(actor, "birthday", "");
    actor.send({ type: "details.submit" });
    expect(api().fieldErrors).toEqual({});
    expect(saves).toHaveLength(2);
  });

  it("after an outage focuses the message below the form (there is no field to point at)", async () => {
    const { actor, saves } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    const refused: string[] = [];
    actor.on("details.refused", (event) => refused.push(event.focus));
    type(actor, "lastName", "T");
    actor.send({ type: "details.submit" });
    saves[0]?.answer.reject(new SolekitError({ kind: "http", status: 503, message: "Service Unavailable" }));
    await waitFor(actor, (s) => s.matches("editing"));
    expect(refused).toEqual(["status"]);
  });

  it("shows a load failure and loads again on reload", async () => {
    let calls = 0;
    const actor = createActor(
      profileDetailsMachine.provide({
        actors: {
          loadProfile: fromPromise<ProfileDetails, void>(async () => {
            calls += 1;
            if (calls === 1)
              throw new SolekitError({ kind: "http", status: 500, message: "Injected fault (500)" });
            return loaded;
          }),
        },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches("loadFailed"));
    const failed = connectProfileDetails(actor.getSnapshot(), actor.send);
    expect(failed.status).toBe("error");
    expect(failed.errorMessage).toBe("Something went wrong.");
    expect(failed.isReady).toBe(false);
    failed.reload();
    await waitFor(actor, (s) => s.matches("editing"));
    expect(connectProfileDetails(actor.getSnapshot(), actor.send).values.firstName).toBe("Jess");
  });
});
