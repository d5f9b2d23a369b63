import { assign, setup } from "xstate";
import { isDirty } from "../../rules/dirty";
import { buildProfileUpdate, type ProfileForm, profileFormFrom, validateProfile } from "../../rules/profile";
import { profileFormMessages } from "../profile/profile.messages";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type {
  ProfileDetailsContext,
  ProfileDetailsEvent,
  ProfileDetailsInput,
  ProfileDetailsProfile,
  ProfileDetailsRequest,
} from "./profile-details.types";

const emptyForm: ProfileForm = { firstName: "", lastName: "", email: "", mobile: "", birthday: "" };

const problems = (context: ProfileDetailsContext) => validateProfile(context.values, context.messages);

const profileOf = (event: unknown) => (event as { output: ProfileDetailsProfile }).output;

// The service answers a refused update with its own message (spec §8: "server message shown in
// red"); a network failure or a timeout has none the customer could act on.
const saveFailureOf = (context: ProfileDetailsContext, event: unknown) => {
  const error = asError((event as { error?: unknown }).error);
  const readable = error.kind === "http" && error.message.trim() !== "";
  return { error, formError: readable ? error.message : context.messages.profileSaveFailed };
};

// The machine's type is inferred here and named by ProfileDetailsMachine below.
function buildProfileDetailsMachine() {
  return setup({
    types: {
      context: {} as ProfileDetailsContext,
      events: {} as ProfileDetailsEvent,
      input: {} as ProfileDetailsInput,
      tags: {} as "busy",
    },
    actors: {
      loadProfile: missingActor<ProfileDetailsProfile>("profile-details", "loadProfile"),
      saveProfile: missingActor<ProfileDetailsProfile, ProfileDetailsRequest>(
        "profile-details",
        "saveProfile",
      ),
    },
    guards: {
      hasProblems: ({ context }) => Object.keys(problems(context)).length > 0,
      isUnchanged: ({ context }) =>
        context.loaded === null || !isDirty({ ...context.values }, { ...context.loaded }),
    },
    actions: {
      takeProfile: assign(({ event }) => {
        const profile = profileOf(event);
        const form = profileFormFrom(profile);
        return { loaded: form, loadedEmail: profile.email ?? null, values: form, error: null };
      }),
      setLoadError: assign(({ event }) => ({ error: asError((event as { error?: unknown }).error) })),
      setField: assign(({ context, event }) => {
        if (event.type !== "field.change") return {};
        const values = { ...context.values, [event.field]: event.value };
        return {
          values,
          errors: context.showErrors ? validateProfile(values, context.messages) : {},
          saved: false,
        };
      }),
      refuseProblems: assign(({ context }) => ({
        errors: problems(context),
        showErrors: true,
        refusals: context.refusals + 1,
        saved: false,
      })),
      startSave: assign(({ context }) => ({
        sending: context.values,
        errors: {},
        error: null,
        formError: null,
        saved: false,
      })),
      // What the service saved becomes the form's baseline. What was typed during the save stays;
      // with nothing typed since, the form shows the values as saved (e.g. the mobile as +61…).
      confirmSave: assign(({ context, event }) => {
        const profile = profileOf(event);
        const loaded = profileFormFrom(profile);
        const untouched = context.sending !== null && !isDirty({ ...context.values }, { ...context.sending });
        return {
          loaded,
          loadedEmail: profile.email ?? null,
          values: untouched ? loaded : context.values,
          sending: null,
          saved: untouched,
        };
      }),
      // Nothing typed is lost: the values stay as they are, the service's message shows.
      refuseSave: assign(({ context, event }) => ({ ...saveFailureOf(context, event), sending: null })),
    },
  }).createMachine({
    id: "profileDetails",
    context: ({ input }) => ({
      loaded: null,
      loadedEmail: null,
      values: emptyForm,
      sending: null,
      errors: {},
      showErrors: false,
      refusals: 0,
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
          "field.change": { actions: "setField" },
          "details.submit": [
            { guard: "hasProblems", actions: "refuseProblems" },
            { guard: "isUnchanged" },
            { target: "saving", actions: "startSave" },
          ],
        },
      },
      saving: {
        tags: ["busy"],
        // Typing goes on while the save runs: it is kept, and Save turns on again when it differs.
        on: { "field.change": { actions: "setField" } },
        invoke: {
          src: "saveProfile",
          input: ({ context }) => buildProfileUpdate(context.values, context.loadedEmail),
          onDone: { target: "editing", actions: "confirmSave" },
          onError: { target: "editing", actions: "refuseSave" },
        },
      },
    },
  });
}

/** The profile details machine's type. */
export type ProfileDetailsMachine = ReturnType<typeof buildProfileDetailsMachine>;

/**
 * The profile details form (account-area §2 Profile, §5, §8): loads the profile, then edits first
 * name (required), last name, mobile (optional, normalised to +61 before saving) and birthday
 * (optional dd/mm/yyyy, sent as day, month and year); the email shows read-only and is left out
 * of the update while unchanged. Save does nothing until a value differs from what was loaded; a
 * refused submit shows field messages and counts a refusal (the error summary takes focus); a
 * failed save keeps everything typed and shows the service's message. Typing during a save is
 * kept. Provide its actors with `createProfileDetailsActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(profileDetailsMachine.provide({ actors }), { input: {} }).start();
 * actor.send({ type: "field.change", field: "mobile", value: "0412 345 678" });
 * actor.send({ type: "details.submit" });
 * ```
 */
export const profileDetailsMachine: ProfileDetailsMachine = buildProfileDetailsMachine();
