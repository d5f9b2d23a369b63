import { createActor, fromPromise, waitFor } from "xstate";
import {
  connectMarketingPreferences,
  type MarketingPreferencesProfile,
  marketingPreferencesMachine,
} from "../../src/machines/marketing-preferences";
import { type CommsFlags, DEFAULT_COMMS, NOTIFICATION_TOGGLES } from "../../src/rules/comms";
import { SolekitError } from "../../src/runtime";

// A member who chose offers and benefits by email.
const loadedComms: CommsFlags = {
  email_promo: true,
  email_benefits: true,
  email_reminders: false,
  email_service: true,
  email_optout: false,
  sms_promo: false,
  sms_benefits: false,
  sms_reminders: false,
  sms_service: true,
  sms_optout: false,
};

function start(comms: CommsFlags | null = loadedComms) {
  const saves: { flags: CommsFlags; resolve(v: CommsFlags): void; reject(e: unknown): void }[] = [];
  const actor = createActor(
    marketingPreferencesMachine.provide({
      actors: {
        loadProfile: fromPromise<MarketingPreferencesProfile, void>(async () => ({
          attributes: comms ? { comms } : {},
        })),
        saveComms: fromPromise<CommsFlags, CommsFlags>(
          ({ input }) =>
            new Promise<CommsFlags>((resolve, reject) => {
              saves.push({ flags: input, resolve, reject });
            }),
        ),
      },
    }),
    { input: {} },
  ).start();
  const api = () => connectMarketingPreferences(actor.getSnapshot(), actor.send, { id: "m" });
  return { actor, saves, api };
}

const sixOf = (flags: CommsFlags) => NOTIFICATION_TOGGLES.map((toggle) => flags[toggle]);

describe("marketing preferences", () => {
  it("loads the comms flags; Save is disabled until a flag differs from what was loaded", async () => {
    const { actor, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().values).toEqual(loadedComms);
    expect(api().getSubmitButtonProps().disabled).toBe(true);
    api().setToggle("sms_promo", true);
    expect(api().getSubmitButtonProps().disabled).toBe(false);
    api().setToggle("sms_promo", false);
    expect(api().getSubmitButtonProps().disabled).toBe(true);
    actor.send({ type: "preferences.submit" });
    expect(actor.getSnapshot().matches("editing")).toBe(true);
  });

  it("a member who never chose has consented to nothing: every toggle off, opted out", async () => {
    const { actor, api } = start(null);
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().values).toEqual(DEFAULT_COMMS);
    expect(sixOf(api().values)).toEqual([false, false, false, false, false, false]);
    expect(api().isOptedOut).toBe(true);
  });

  it("turns opt-out on when all six toggles are off, and off again when any is on", async () => {
    const { actor, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    api().setToggle("email_promo", false);
    expect(api().isOptedOut).toBe(false);
    api().setToggle("email_benefits", false);
    expect(api().isOptedOut).toBe(true);
    expect(api().values).toMatchObject({ email_optout: true, sms_optout: true });
    expect(api().getSwitchProps("optout").checked).toBe(true);
    api().setToggle("sms_reminders", true);
    expect(api().isOptedOut).toBe(false);
    expect(api().values).toMatchObject({ email_optout: false, sms_optout: false });
  });

  it("turning opt-out on turns all six toggles off; the service flags stay", async () => {
    const { actor, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    api()
      .getSwitchProps("optout")
      .onChange({ target: { checked: true } });
    expect(sixOf(api().values)).toEqual([false, false, false, false, false, false]);
    expect(api().values).toMatchObject({
      email_service: true,
      sms_service: true,
      email_optout: true,
      sms_optout: true,
    });
  });

  it("loaded flags that disagree with the opt-out rule are made to agree", async () => {
    const { actor, api } = start({ ...loadedComms, email_optout: true, sms_optout: true });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().values).toEqual(loadedComms);
    expect(api().isDirty).toBe(false);
  });

  it("saves all ten flags and confirms with the service's answer", async () => {
    const { actor, saves, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    api().setOptOut(true);
    api().submit();
    expect(api().isSaving).toBe(true);
    expect(Object.keys(saves[0]?.flags ?? {})).toHaveLength(10);
    saves[0]?.resolve(saves[0].flags);
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().isDirty).toBe(false);
    expect(api().savedMessage).toBe("Your marketing preferences have been saved.");
  });

  it("keeps switches moved during a save", async () => {
    const { actor, saves, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    api().setToggle("sms_promo", true);
    api().submit();
    api().setToggle("email_promo", false);
    saves[0]?.resolve(saves[0].flags);
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().values).toMatchObject({ sms_promo: true, email_promo: false });
    expect(api().isDirty).toBe(true);
  });

  it("rolls back to what the service confirmed on failure, says so, and retry brings the choice back", async () => {
    const { actor, saves, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    api().setOptOut(true);
    api().submit();
    saves[0]?.reject(new SolekitError({ kind: "http", status: 500, message: "Injected fault (500)" }));
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().values).toEqual(loadedComms);
    // The outage's own text is not the customer's to read: it rides in `error` only.
    expect(api().formError).toBe(
      "We couldn't save your preferences, so they are back as they were. Please try again.",
    );
    expect(api().errorMessage).toBe(api().formError);
    expect(api().error?.message).toBe("Injected fault (500)");
    expect(api().getStatusProps().role).toBe("alert");
    expect(api().canRetry).toBe(true);
    api().retry();
    expect(api().isSaving).toBe(true);
    expect(api().isOptedOut).toBe(true);
    expect(saves[1]?.flags).toMatchObject({ email_optout: true, email_promo: false });
    saves[1]?.resolve(saves[1].flags);
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().canRetry).toBe(false);
    expect(api().formError).toBeNull();
  });

  it("says the service's message for a validation answer; errorMessage stays the catalogue's", async () => {
    const { actor, saves, api } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    api().setOptOut(true);
    api().submit();
    saves[0]?.reject(
      new SolekitError({ kind: "http", status: 422, message: "No preferences were provided to update." }),
    );
    await waitFor(actor, (s) => s.matches("editing"));
    expect(api().formError).toBe(
      "We couldn't save your preferences, so they are back as they were. No preferences were provided to update.",
    );
    expect(api().errorMessage).toBe(
      "We couldn't save your preferences, so they are back as they were. Please try again.",
    );
  });
});
