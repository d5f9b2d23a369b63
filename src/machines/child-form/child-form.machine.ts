import { and, assign, emit, raise, setup } from "xstate";
import type { ChildConnection } from "../../clients/loyalty";
import { type ChildForm, placeChildServiceErrors, validateChild } from "../../rules/child";
import { isDirty } from "../../rules/dirty";
import { asError } from "../shared/as-error";
import { answer, carried, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import { childFormMessages } from "./child-form.messages";
import type {
  ChildFormContext,
  ChildFormEmitted,
  ChildFormErrors,
  ChildFormEvent,
  ChildFormField,
  ChildFormInput,
  ChildSaveRequest,
} from "./child-form.types";
import { childFormValues, withField } from "./child-form.values";

// The fields in the page's order: focus goes to the first one with a message.
const FIELD_ORDER: readonly ChildFormField[] = [
  "avatarUrl",
  "shoeTag",
  "firstName",
  "lastName",
  "birthMonth",
  "birthYear",
  "gender",
];

const missing = (context: ChildFormContext): ChildFormErrors =>
  validateChild(context.values, {}, context.messages);
const firstProblem = (errors: ChildFormErrors): ChildFormField | "form" =>
  FIELD_ORDER.find((field) => errors[field]) ?? "form";
const changed = (a: ChildForm, b: ChildForm) => isDirty({ ...a }, { ...b });

// What an event carries or an actor answers, handed to guards and actions as typed params.
const edit = carried<Extract<ChildFormEvent, { type: "field.change" }>>();
const saved = answer<ChildConnection>();
const generated = answer<string>();

// The service refuses a taken shoe tag with a 4xx (422 on update; a create's failure status in
// its body). account-area §8: a child creation failure is treated as a duplicate shoe tag.
const isShoeTagRefusal = (error: ReturnType<typeof asError>) =>
  error.kind === "http" && error.status !== undefined && error.status >= 400 && error.status < 500;

// The machine's type is inferred here and named by ChildFormMachine below.
function buildChildFormMachine() {
  return setup({
    types: {
      context: {} as ChildFormContext,
      events: {} as ChildFormEvent,
      input: {} as ChildFormInput,
      emitted: {} as ChildFormEmitted,
      tags: {} as "busy" | "generating",
    },
    actors: {
      saveChild: missingActor<ChildConnection, ChildSaveRequest>("child-form", "saveChild"),
      randomShoeTag: missingActor<string>("child-form", "randomShoeTag"),
    },
    guards: {
      isPristine: ({ context }) => !changed(context.values, context.loaded),
      hasMissingFields: ({ context }) => Object.keys(missing(context)).length > 0,
      changedWhileSaving: ({ context }) => context.sent !== null && changed(context.sent, context.values),
      resubmitQueued: ({ context }) => context.resubmit,
      typesShoeTag: (_, change: { field: ChildFormField }) => change.field === "shoeTag",
    },
    actions: {
      setField: assign(({ context }, change: { field: ChildFormField; value: string }) => {
        const { [change.field]: _fixed, ...fieldErrors } = context.fieldErrors;
        return {
          values: withField(context.values, change.field, change.value),
          fieldErrors,
          formError: null,
          saved: false,
          ...(change.field === "shoeTag" ? { shoeTagNotice: null } : {}),
        };
      }),
      resetValues: assign(({ context }) => ({
        values: context.loaded,
        fieldErrors: {},
        formError: null,
        shoeTagNotice: null,
      })),
      // A new submit starts clean: the last answer's messages spoke of what was sent then.
      refuseMissing: assign(({ context }) => ({
        fieldErrors: missing(context),
        formError: null,
        error: null,
      })),
      // Focus goes to the first field with a message (the form's message has none to go to).
      announceRefusal: emit(
        ({ context }) => ({ type: "child.refused", field: firstProblem(context.fieldErrors) }) as const,
      ),
      rememberSent: assign(({ context }) => ({
        sent: context.values,
        resubmit: false,
        fieldErrors: {},
        formError: null,
        error: null,
        saved: false,
      })),
      queueResubmit: assign({ resubmit: true }),
      forgetResubmit: assign({ resubmit: false }),
      resubmit: raise({ type: "child.submit" } as const),
      adoptSaved: assign(({ context }, child: ChildConnection) => ({
        child,
        connectionId: child.connectionId,
        loaded: context.sent ?? context.values,
        sent: null,
      })),
      markSaved: assign({ saved: true }),
      announceSaved: emit(
        ({ context }, child: ChildConnection) =>
          ({
            type: "child.saved",
            child,
            created: context.connectionId === null,
          }) as const,
      ),
      // The service's field errors go under their fields, and a message no field takes below the
      // form; a refusal naming no field is a taken shoe tag (account-area §8), anything else
      // 'Something went wrong.'. Every value is kept.
      setError: assign(({ context: { messages } }, thrownError: unknown) => {
        const error = asError(thrownError);
        const { fields, unplaced } = placeChildServiceErrors(error.fieldErrors, messages.shoeTagExists);
        const refused = isShoeTagRefusal(error);
        return {
          error,
          sent: null,
          fieldErrors:
            Object.keys(fields).length > 0 || !refused ? fields : { shoeTag: messages.shoeTagExists },
          formError: unplaced[0] ?? (refused ? null : messages.somethingWentWrong),
        };
      }),
      setShoeTag: assign(({ context }, name: unknown) => {
        if (typeof name !== "string") return {};
        const { shoeTag: _fixed, ...fieldErrors } = context.fieldErrors;
        return {
          values: { ...context.values, shoeTag: name },
          fieldErrors,
          shoeTagNotice: null,
          saved: false,
        };
      }),
      noteShoeTagFailed: assign(({ context }) => ({ shoeTagNotice: context.messages.randomShoeTagFailed })),
    },
  }).createMachine({
    id: "childForm",
    context: ({ input }) => {
      const values = childFormValues(input.child);
      return {
        connectionId: input.child?.connectionId ?? null,
        child: input.child ?? null,
        values,
        loaded: values,
        sent: null,
        resubmit: false,
        fieldErrors: {},
        formError: null,
        shoeTagNotice: null,
        error: null,
        saved: false,
        messages: input.messages ?? childFormMessages,
      };
    },
    type: "parallel",
    states: {
      form: {
        initial: "editing",
        states: {
          editing: {
            on: {
              "field.change": { actions: { type: "setField", params: edit } },
              "child.reset": { actions: "resetValues" },
              "child.submit": [
                { guard: "isPristine" },
                { guard: "hasMissingFields", actions: ["refuseMissing", "announceRefusal"] },
                { target: "saving" },
              ],
            },
          },
          saving: {
            tags: ["busy"],
            entry: "rememberSent",
            // A write once sent finishes; typing goes on, and a second Save waits for the first.
            on: {
              "field.change": { actions: { type: "setField", params: edit } },
              "child.submit": { actions: "queueResubmit" },
            },
            invoke: {
              src: "saveChild",
              input: ({ context }) => ({ connectionId: context.connectionId, values: context.values }),
              onDone: [
                {
                  guard: and(["changedWhileSaving", "resubmitQueued"]),
                  target: "editing",
                  actions: [
                    { type: "announceSaved", params: saved },
                    { type: "adoptSaved", params: saved },
                    "forgetResubmit",
                    "resubmit",
                  ],
                },
                {
                  guard: "changedWhileSaving",
                  target: "editing",
                  actions: [
                    { type: "announceSaved", params: saved },
                    { type: "adoptSaved", params: saved },
                  ],
                },
                {
                  target: "editing",
                  actions: [
                    { type: "announceSaved", params: saved },
                    { type: "adoptSaved", params: saved },
                    "markSaved",
                  ],
                },
              ],
              onError: {
                target: "editing",
                actions: [{ type: "setError", params: thrown }, "forgetResubmit", "announceRefusal"],
              },
            },
          },
        },
      },
      shoeTag: {
        initial: "idle",
        states: {
          idle: {
            on: { "shoeTag.generate": { target: "generating" } },
          },
          generating: {
            tags: ["generating"],
            on: {
              // Pressed again while asking: the same request answers both.
              "shoeTag.generate": {},
              // A tag typed meanwhile wins: the request is aborted.
              "field.change": { guard: { type: "typesShoeTag", params: edit }, target: "idle" },
            },
            invoke: {
              src: "randomShoeTag",
              onDone: { target: "idle", actions: { type: "setShoeTag", params: generated } },
              onError: { target: "idle", actions: "noteShoeTagFailed" },
            },
          },
        },
      },
    },
  });
}

/** The child form machine's type. */
export type ChildFormMachine = ReturnType<typeof buildChildFormMachine>;

/**
 * The child profile form (account-area §2 child page and new child, §4 "Child save", §5 "Child"):
 * first name, shoe tag and avatar required; birthday as month and year; gender. Save does
 * nothing until the values differ from what the service holds. A new child is created through
 * the injected `saveChild` actor and edited from then on (`child.saved` with `created: true`, so
 * the host puts the connection id in the URL). A refused save keeps every value: the service's
 * field errors go under their fields (`placeChildServiceErrors`), a taken shoe tag (or a refusal
 * naming no field) puts `shoeTagExists` under the shoe tag, and `child.refused` names the first
 * field in error (`shoeTag`: the host scrolls to IDENTIFIERS); a new submit clears them.
 * `shoeTag.generate` asks the name service
 * (`randomShoeTag`) in its own region: typing a tag meanwhile aborts it. Provide its actors with
 * `createChildFormActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(childFormMachine.provide({ actors }), { input: { child } }).start();
 * actor.on("child.refused", ({ field }) => field === "shoeTag" && scrollToIdentifiers());
 * actor.send({ type: "field.change", field: "firstName", value: "Mia" });
 * actor.send({ type: "child.submit" });
 * ```
 */
export const childFormMachine: ChildFormMachine = buildChildFormMachine();
