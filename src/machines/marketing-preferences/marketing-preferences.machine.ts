import { assign, setup } from "xstate";
import {
  type CommsFlags,
  DEFAULT_COMMS,
  type NotificationToggle,
  normaliseComms,
  setNotificationToggle,
  setOptOut,
} from "../../rules/comms";
import { isDirty } from "../../rules/dirty";
import { formatMessage } from "../../rules/messages";
import { profileFormMessages } from "../profile/profile.messages";
import { asError, validationMessageOf } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type {
  MarketingPreferencesContext,
  MarketingPreferencesEvent,
  MarketingPreferencesInput,
  MarketingPreferencesProfile,
} from "./marketing-preferences.types";

// What an event carries, handed to the actions as typed params (no casts, no `event.type` checks).
const toggleSet = ({ event }: { event: Extract<MarketingPreferencesEvent, { type: "toggle.set" }> }) => event;
const optOutSet = ({ event }: { event: Extract<MarketingPreferencesEvent, { type: "optout.set" }> }) =>
  event.on;
const loaded = ({ event }: { event: { output: MarketingPreferencesProfile } }) => event.output;
const savedFlags = ({ event }: { event: { output: CommsFlags } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => event.error;

/** Whether two sets of flags differ. */
export const commsDiffer = (a: CommsFlags, b: CommsFlags): boolean => isDirty({ ...a }, { ...b });

// The machine's type is inferred here and named by MarketingPreferencesMachine below.
function buildMarketingPreferencesMachine() {
  return setup({
    types: {
      context: {} as MarketingPreferencesContext,
      events: {} as MarketingPreferencesEvent,
      input: {} as MarketingPreferencesInput,
      tags: {} as "busy",
    },
    actors: {
      loadProfile: missingActor<MarketingPreferencesProfile>("marketing-preferences", "loadProfile"),
      saveComms: missingActor<CommsFlags, CommsFlags>("marketing-preferences", "saveComms"),
    },
    guards: {
      isUnchanged: ({ context }) =>
        context.confirmed === null || !commsDiffer(context.values, context.confirmed),
      hasUnsaved: ({ context }) => context.unsaved !== null,
    },
    actions: {
      takeProfile: assign((_, profile: MarketingPreferencesProfile) => {
        // A profile that never chose keeps the programme's defaults; loaded flags that disagree
        // with each other are made to follow the opt-out rule.
        const flags = normaliseComms(profile.attributes?.comms ?? DEFAULT_COMMS);
        return { confirmed: flags, values: flags, error: null };
      }),
      setLoadError: assign((_, thrown: unknown) => ({ error: asError(thrown) })),
      setToggle: assign(({ context }, { toggle, on }: { toggle: NotificationToggle; on: boolean }) => ({
        values: setNotificationToggle(context.values, toggle, on),
        saved: false,
      })),
      setOptOut: assign(({ context }, on: boolean) => ({
        values: setOptOut(context.values, on),
        saved: false,
      })),
      startSave: assign(({ context }) => ({
        sending: context.values,
        unsaved: null,
        error: null,
        formError: null,
        saved: false,
      })),
      bringBackUnsaved: assign(({ context }) => ({ values: context.unsaved ?? context.values })),
      // Switches moved during the save stay as they are; otherwise the form shows what was saved.
      confirmSave: assign(({ context }, flags: CommsFlags) => {
        const confirmed = normaliseComms(flags);
        const untouched = context.sending !== null && !commsDiffer(context.values, context.sending);
        return { confirmed, values: untouched ? confirmed : context.values, sending: null, saved: untouched };
      }),
      // The concurrency rule: back to what the service confirmed, said so, and the customer's
      // choice kept for `retry`, so nothing they chose is lost. The service's own words only for
      // a validation answer; an outage's text ("Injected fault (500)") is nothing to read.
      rollBack: assign(({ context }, thrown: unknown) => {
        const error = asError(thrown);
        const detail = validationMessageOf(error) ?? context.messages.preferencesSaveFailed;
        return {
          error,
          formError: formatMessage(context.messages.preferencesNotSaved, { message: detail }).trim(),
          unsaved: context.values,
          values: context.confirmed ?? context.values,
          sending: null,
        };
      }),
    },
  }).createMachine({
    id: "marketingPreferences",
    context: ({ input }) => ({
      confirmed: null,
      values: DEFAULT_COMMS,
      sending: null,
      unsaved: null,
      error: null,
      formError: null,
      saved: false,
      messages: input.messages ?? profileFormMessages,
    }),
    initial: "loading",
    states: {
      loading: {
        tags: ["busy"],
        invoke: {
          src: "loadProfile",
          onDone: { target: "editing", actions: { type: "takeProfile", params: loaded } },
          onError: { target: "loadFailed", actions: { type: "setLoadError", params: failure } },
        },
      },
      loadFailed: {
        on: { "profile.reload": { target: "loading" } },
      },
      editing: {
        on: {
          "toggle.set": { actions: { type: "setToggle", params: toggleSet } },
          "optout.set": { actions: { type: "setOptOut", params: optOutSet } },
          "preferences.submit": [{ guard: "isUnchanged" }, { target: "saving", actions: "startSave" }],
          "preferences.retry": {
            guard: "hasUnsaved",
            target: "saving",
            actions: ["bringBackUnsaved", "startSave"],
          },
        },
      },
      saving: {
        tags: ["busy"],
        // Switches moved during the save are merged into the form, never dropped.
        on: {
          "toggle.set": { actions: { type: "setToggle", params: toggleSet } },
          "optout.set": { actions: { type: "setOptOut", params: optOutSet } },
        },
        invoke: {
          src: "saveComms",
          input: ({ context }) => context.values,
          onDone: { target: "editing", actions: { type: "confirmSave", params: savedFlags } },
          onError: { target: "editing", actions: { type: "rollBack", params: failure } },
        },
      },
    },
  });
}

/** The marketing preferences machine's type. */
export type MarketingPreferencesMachine = ReturnType<typeof buildMarketingPreferencesMachine>;

/**
 * The marketing preferences form (account-area §2 Profile, §4 Opt-out, §7): the ten comms flags
 * from the profile, the six notification toggles and the opt-out tied by the spec's rule (all six
 * off → opt-out on; any on → off; opt-out on → all six off), Save only once a flag differs from
 * what was loaded (`PUT /profile/attributes/comms`). A failed save rolls the switches back to what
 * the service confirmed and says so; `retry` brings the customer's choice back and saves it.
 * Provide its actors with `createMarketingPreferencesActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(marketingPreferencesMachine.provide({ actors }), { input: {} }).start();
 * actor.send({ type: "optout.set", on: true });
 * actor.send({ type: "preferences.submit" });
 * ```
 */
export const marketingPreferencesMachine: MarketingPreferencesMachine = buildMarketingPreferencesMachine();
