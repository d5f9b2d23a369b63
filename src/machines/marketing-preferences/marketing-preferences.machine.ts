import { assign, setup } from "xstate";
import {
  type CommsFlags,
  DEFAULT_COMMS,
  normaliseComms,
  setNotificationToggle,
  setOptOut,
} from "../../rules/comms";
import { isDirty } from "../../rules/dirty";
import { formatMessage } from "../../rules/messages";
import { profileFormMessages } from "../profile/profile.messages";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type {
  MarketingPreferencesContext,
  MarketingPreferencesEvent,
  MarketingPreferencesInput,
  MarketingPreferencesProfile,
} from "./marketing-preferences.types";

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

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
      takeProfile: assign(({ event }) => {
        // A profile that never chose keeps the programme's defaults; loaded flags that disagree
        // with each other are made to follow the opt-out rule.
        const flags = normaliseComms(
          outputOf<MarketingPreferencesProfile>(event).attributes?.comms ?? DEFAULT_COMMS,
        );
        return { confirmed: flags, values: flags, error: null };
      }),
      setLoadError: assign(({ event }) => ({ error: asError((event as { error?: unknown }).error) })),
      setToggle: assign(({ context, event }) =>
        event.type === "toggle.set"
          ? { values: setNotificationToggle(context.values, event.toggle, event.on), saved: false }
          : {},
      ),
      setOptOut: assign(({ context, event }) =>
        event.type === "optout.set" ? { values: setOptOut(context.values, event.on), saved: false } : {},
      ),
      startSave: assign(({ context }) => ({
        sending: context.values,
        unsaved: null,
        error: null,
        formError: null,
        saved: false,
      })),
      bringBackUnsaved: assign(({ context }) => ({ values: context.unsaved ?? context.values })),
      // Switches moved during the save stay as they are; otherwise the form shows what was saved.
      confirmSave: assign(({ context, event }) => {
        const confirmed = normaliseComms(outputOf<CommsFlags>(event));
        const untouched = context.sending !== null && !commsDiffer(context.values, context.sending);
        return { confirmed, values: untouched ? confirmed : context.values, sending: null, saved: untouched };
      }),
      // The concurrency rule: back to what the service confirmed, said so, and the customer's
      // choice kept for `retry`, so nothing they chose is lost.
      rollBack: assign(({ context, event }) => {
        const error = asError((event as { error?: unknown }).error);
        const detail =
          error.kind === "http" && error.message.trim() !== ""
            ? error.message
            : context.messages.preferencesSaveFailed;
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
          onDone: { target: "editing", actions: "takeProfile" },
          onError: { target: "loadFailed", actions: "setLoadError" },
        },
      },
      loadFailed: {
        on: { "profile.reload": { target: "loading" } },
      },
      editing: {
        on: {
          "toggle.set": { actions: "setToggle" },
          "optout.set": { actions: "setOptOut" },
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
          "toggle.set": { actions: "setToggle" },
          "optout.set": { actions: "setOptOut" },
        },
        invoke: {
          src: "saveComms",
          input: ({ context }) => context.values,
          onDone: { target: "editing", actions: "confirmSave" },
          onError: { target: "editing", actions: "rollBack" },
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
