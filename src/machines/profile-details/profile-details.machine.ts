import { assign, emit, setup } from "xstate";
import { isDirty } from "../../rules/dirty";
import {
  buildProfileUpdate,
  type ProfileErrors,
  type ProfileForm,
  placeProfileServiceErrors,
  profileFormFrom,
  validateProfile,
} from "../../rules/profile";
import { profileFormMessages } from "../profile/profile.messages";
import { asError, validationMessageOf } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type {
  ProfileDetailsContext,
  ProfileDetailsEditableField,
  ProfileDetailsEmitted,
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

// A refused update: the service's field errors under their fields; its message in red for a
// validation answer no field takes (spec §8: "server message shown in red", e.g. nothing to
// update); an outage, the network or a timeout get the catalogue's words, never technical text.
const saveFailureOf = (context: ProfileDetailsContext, thrown: unknown) => {
  const error = asError(thrown);
  const placed = placeProfileServiceErrors(error.fieldErrors);
  const placedAny = Object.keys(placed.fields).length > 0;
  const message = validationMessageOf(error);
  const formError = placedAny
    ? (placed.unplaced[0] ?? null)
    : message !== null
      ? (placed.unplaced[0] ?? message)
      : context.messages.profileSaveFailed;
  return { error, serverErrors: placed.fields, formError };
};

// A field typed into drops the service's message for it: it spoke of the value that was sent.
const withoutField = (errors: ProfileErrors, field: ProfileDetailsEditableField): ProfileErrors => {
  const { [field]: _answered, ...rest } = errors;
  return rest;
};

// The machine's type is inferred here and named by ProfileDetailsMachine below.
function buildProfileDetailsMachine() {
  return setup({
    types: {
      context: {} as ProfileDetailsContext,
      events: {} as ProfileDetailsEvent,
      input: {} as ProfileDetailsInput,
      emitted: {} as ProfileDetailsEmitted,
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
          serverErrors: withoutField(context.serverErrors, change.field),
          saved: false,
        };
      }),
      // A new submit starts clean: the last answer's messages go (they spoke of what was sent then).
      refuseProblems: assign(({ context }) => ({
        errors: problems(context),
        serverErrors: {},
        formError: null,
        error: null,
        showErrors: true,
        refusals: context.refusals + 1,
        saved: false,
      })),
      startSave: assign(({ context }) => ({
        sending: context.values,
        errors: {},
        serverErrors: {},
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
      // Nothing typed is lost: the values stay as they are, and the form says what went wrong.
      refuseSave: assign(({ context }, thrown: unknown) => ({
        ...saveFailureOf(context, thrown),
        sending: null,
      })),
      // Where focus goes once the host has rendered the refusal: the error summary when a field
      // has a message, else the form's message.
      announceRefusal: emit(({ context }) => ({
        type: "details.refused" as const,
        focus:
          Object.keys(context.errors).length + Object.keys(context.serverErrors).length > 0
            ? ("summary" as const)
            : ("status" as const),
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
      serverErrors: {},
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
            { guard: "hasProblems", actions: ["refuseProblems", "announceRefusal"] },
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
          onError: {
            target: "editing",
            actions: [{ type: "refuseSave", params: failure }, "announceRefusal"],
          },
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
 * refused submit shows field messages and counts a refusal; a save the service refuses shows its
 * field errors under their fields (a validation answer no field takes: its message in red; an
 * outage: the catalogue's message) and keeps everything typed. Each refusal emits
 * `details.refused` naming where focus goes (`followProfileDetails` moves it); a new submit
 * clears the last answer's messages. Typing during a save is kept. Provide its actors with
 * `createProfileDetailsActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(profileDetailsMachine.provide({ actors }), { input: {} }).start();
 * actor.send({ type: "field.change", field: "mobile", value: "0412 345 678" });
 * actor.send({ type: "details.submit" });
 * ```
 */
export const profileDetailsMachine: ProfileDetailsMachine = buildProfileDetailsMachine();
