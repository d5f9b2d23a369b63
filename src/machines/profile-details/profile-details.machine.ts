import { assign, setup } from "xstate";
import { isDirty } from "../../rules/dirty";
import { buildProfileUpdate, type ProfileForm, profileFormFrom, validateProfile } from "../../rules/profile";
import { profileFormMessages } from "../profile/profile.messages";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type {
  ProfileDetailsContext,
  ProfileDetailsEditableField,
  ProfileDetailsEvent,
  ProfileDetailsInput,
  ProfileDetailsProfile,
  ProfileDetailsRequest,
} from "./profile-details.types";

const emptyForm: ProfileForm = { firstName: "", lastName: "", email: "", mobile: "", birthday: "" };

const problems = (context: ProfileDetailsContext) => validateProfile(context.values, context.messages);

// What an event carries, handed to the actions as typed params (no casts, no `event.type` checks).
const fieldChange = ({ event }: { event: Extract<ProfileDetailsEvent, { type: "field.change" }> }) => event;
const profile = ({ event }: { event: { output: ProfileDetailsProfile } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => event.error;

// The service answers a refused update with its own message (spec §8: "server message shown in
// red"); a network failure or a timeout has none the customer could act on.
const saveFailureOf = (context: ProfileDetailsContext, thrown: unknown) => {
  const error = asError(thrown);
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
      takeProfile: assign((_, loadedProfile: ProfileDetailsProfile) => {
        const form = profileFormFrom(loadedProfile);
        return { loaded: form, loadedEmail: loadedProfile.email ?? null, values: form, error: null };
      }),
      setLoadError: assign((_, thrown: unknown) => ({ error: asError(thrown) })),
      setField: assign(({ context }, change: { field: ProfileDetailsEditableField; value: string }) => {
        const values = { ...context.values, [change.field]: change.value };
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
      confirmSave: assign(({ context }, savedProfile: ProfileDetailsProfile) => {
        const loaded = profileFormFrom(savedProfile);
        const untouched = context.sending !== null && !isDirty({ ...context.values }, { ...context.sending });
        return {
          loaded,
          loadedEmail: savedProfile.email ?? null,
          values: untouched ? loaded : context.values,
          sending: null,
          saved: untouched,
        };
      }),
      // Nothing typed is lost: the values stay as they are, the service's message shows.
      refuseSave: assign(({ context }, thrown: unknown) => ({
        ...saveFailureOf(context, thrown),
        sending: null,
      })),
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
          onDone: { target: "editing", actions: { type: "takeProfile", params: profile } },
          onError: { target: "loadFailed", actions: { type: "setLoadError", params: failure } },
        },
      },
      loadFailed: {
        on: { "profile.reload": { target: "loading" } },
      },
      editing: {
        on: {
          "field.change": { actions: { type: "setField", params: fieldChange } },
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
        on: { "field.change": { actions: { type: "setField", params: fieldChange } } },
        invoke: {
          src: "saveProfile",
          input: ({ context }) => buildProfileUpdate(context.values, context.loadedEmail),
          onDone: { target: "editing", actions: { type: "confirmSave", params: profile } },
          onError: { target: "editing", actions: { type: "refuseSave", params: failure } },
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
