import { and, assign, emit, raise, setup } from "xstate";
import type { ChildConnection } from "../../clients/loyalty";
import { type ChildErrors, type ChildForm, validateChild } from "../../rules/child";
import { isDirty } from "../../rules/dirty";
import { asError } from "../shared/as-error";
import { answer, carried, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import { childFormMessages } from "./child-form.messages";
import type {
  ChildFormContext,
  ChildFormEmitted,
  ChildFormEvent,
  ChildFormField,
  ChildFormInput,
  ChildSaveRequest,
} from "./child-form.types";
import { childFormValues, withField } from "./child-form.values";

const FIELD_ORDER: readonly ChildFormField[] = ["avatarUrl", "shoeTag", "firstName"];

const missing = (context: ChildFormContext): ChildErrors =>
  validateChild(context.values, {}, context.messages);
const firstProblem = (errors: ChildErrors): ChildFormField | "form" =>
  FIELD_ORDER.find((field) => field in errors && errors[field as keyof ChildErrors]) ?? "form";
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
        const { [change.field as keyof ChildErrors]: _fixed, ...fieldErrors } = context.fieldErrors;
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
      refuseMissing: assign(({ context }) => ({ fieldErrors: missing(context), formError: null })),
      announceMissing: emit(
        ({ context }) => ({ type: "child.refused", field: firstProblem(missing(context)) }) as const,
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
      setError: assign(({ context }, thrownError: unknown) => {
        const error = asError(thrownError);
        return isShoeTagRefusal(error)
          ? { error, sent: null, fieldErrors: { shoeTag: context.messages.shoeTagExists }, formError: null }
          : { error, sent: null, formError: context.messages.somethingWentWrong };
      }),
      announceFailure: emit(
        ({ context }) =>
          ({
            type: "child.refused",
            field: context.fieldErrors.shoeTag ? "shoeTag" : "form",
          }) as const,
      ),
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
                { guard: "hasMissingFields", actions: ["refuseMissing", "announceMissing"] },
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
                actions: [{ type: "setError", params: thrown }, "forgetResubmit", "announceFailure"],
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
 * the host puts the connection id in the URL); a taken shoe tag (or any refused create) keeps
 * every value and puts `shoeTagExists` under the shoe tag (`child.refused` with `field:
 * "shoeTag"`, so the host scrolls to IDENTIFIERS). `shoeTag.generate` asks the name service
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
