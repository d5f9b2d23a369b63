import { assign, setup } from "xstate";
import type { CustomerUpdateInput } from "../../clients/storefront";
import { shopMessages } from "../../rules/messages";
import { isAustralianMobile, normalisePhone } from "../../rules/phone";
import { buildCustomerUpdate, validateUpdateDetails } from "../../rules/update-details";
import { asError } from "../shared/as-error";
import { answer, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import type {
  UpdateDetailsContext,
  UpdateDetailsEvent,
  UpdateDetailsInput,
  UpdateDetailsOutcome,
  UpdateDetailsRequest,
  UpdateDetailsValues,
} from "./update-details.types";

/** Fields the update-details form never sends as changes: the password only signs in. */
export const UPDATE_DETAILS_IGNORED_FIELDS: readonly string[] = ["password"];

const emptyValues: UpdateDetailsValues = {
  email: "",
  password: "",
  first_name: "",
  last_name: "",
  phone: "",
  accepts_marketing: false,
};

const missing = (context: UpdateDetailsContext) =>
  validateUpdateDetails({ ...context.values }, { ...shopMessages, ...context.messages });

// The storefront wants E.164: an Australian mobile typed locally gets +61.
const requestOf = ({ values, ignore }: UpdateDetailsContext): UpdateDetailsRequest => {
  const phone = isAustralianMobile(values.phone) ? normalisePhone(values.phone) : values.phone;
  return {
    credentials: { email: values.email.trim(), password: values.password },
    changes: buildCustomerUpdate({ ...values, phone }, ignore) as CustomerUpdateInput,
  };
};

// What an event carries or the save answers, handed to guards and actions as typed params (no
// casts, no `event.type` checks).
const outcome = answer<UpdateDetailsOutcome>();
type FieldChange = Extract<UpdateDetailsEvent, { type: "field.change" }>;
const edit = ({ event }: { event: FieldChange }) => ({ field: event.field, value: event.value });
const marketingOn = ({ event }: { event: Extract<UpdateDetailsEvent, { type: "marketing.set" }> }) =>
  event.on;

// The machine's type is inferred here and named by UpdateDetailsMachine below.
function buildUpdateDetailsMachine() {
  return setup({
    types: {
      context: {} as UpdateDetailsContext,
      events: {} as UpdateDetailsEvent,
      input: {} as UpdateDetailsInput,
      tags: {} as "busy",
    },
    actors: {
      saveDetails: missingActor<UpdateDetailsOutcome, UpdateDetailsRequest>("update-details", "saveDetails"),
    },
    guards: {
      credentialsAreMissing: ({ context }) => Object.keys(missing(context)).length > 0,
      wasRefused: (_, answered: UpdateDetailsOutcome) => answered.customer === null,
    },
    actions: {
      setField: assign(({ context }, change: Pick<FieldChange, "field" | "value">) => {
        const { [change.field]: _field, form: _form, ...errors } = context.errors;
        return { values: { ...context.values, [change.field]: change.value }, errors, error: null };
      }),
      setMarketing: assign(({ context }, on: boolean) => ({
        values: { ...context.values, accepts_marketing: on },
        error: null,
      })),
      refuseMissing: assign(({ context }) => ({ errors: missing(context) })),
      forgetErrors: assign({ errors: {}, error: null }),
      placeRefusal: assign((_, answered: UpdateDetailsOutcome) => ({ errors: answered.placement })),
      // The password has done its job once the details are saved; everything else stays.
      rememberSaved: assign(({ context }, answered: UpdateDetailsOutcome) => ({
        customer: answered.customer,
        values: { ...context.values, password: "" },
      })),
      setError: assign(({ context }, thrownError: unknown) => {
        const error = asError(thrownError);
        const readable = error.kind === "http" || error.kind === "invalid-response";
        return { error, errors: { form: readable ? error.message : context.messages.customerFormFailed } };
      }),
    },
  }).createMachine({
    id: "updateDetails",
    context: ({ input }) => ({
      values: { ...emptyValues, ...input.values },
      ignore: input.ignore ?? UPDATE_DETAILS_IGNORED_FIELDS,
      errors: {},
      customer: null,
      error: null,
      messages: input.messages ?? shopMessages,
    }),
    initial: "editing",
    states: {
      editing: {
        on: {
          "field.change": { actions: { type: "setField", params: edit } },
          "marketing.set": { actions: { type: "setMarketing", params: marketingOn } },
          "details.submit": [
            { guard: "credentialsAreMissing", actions: "refuseMissing" },
            { target: "saving", actions: "forgetErrors" },
          ],
        },
      },
      saving: {
        tags: ["busy"],
        // A change while saving supersedes the save with the old values; the change is kept.
        on: {
          "field.change": { target: "editing", actions: { type: "setField", params: edit } },
          "marketing.set": { target: "editing", actions: { type: "setMarketing", params: marketingOn } },
        },
        invoke: {
          src: "saveDetails",
          input: ({ context }) => requestOf(context),
          onDone: [
            {
              guard: { type: "wasRefused", params: outcome },
              target: "editing",
              actions: { type: "placeRefusal", params: outcome },
            },
            { target: "saved", actions: { type: "rememberSaved", params: outcome } },
          ],
          onError: { target: "editing", actions: { type: "setError", params: thrown } },
        },
      },
      saved: {
        on: {
          "field.change": { target: "editing", actions: { type: "setField", params: edit } },
          "marketing.set": { target: "editing", actions: { type: "setMarketing", params: marketingOn } },
          "details.submit": [
            { guard: "credentialsAreMissing", target: "editing", actions: "refuseMissing" },
            { target: "saving", actions: "forgetErrors" },
          ],
        },
      },
    },
  });
}

/** The update-details form's machine type. */
export type UpdateDetailsMachine = ReturnType<typeof buildUpdateDetailsMachine>;

/**
 * The update-details form (storefront §5, §7): an email and a password are needed (they sign in
 * through `customerAccessTokenCreate`); empty fields and ignored fields (the password, by
 * default) are dropped and keys go from snake to camel case for `customerUpdate`. Server errors
 * show under their fields; nothing typed is lost on any error. Provide its actors with
 * `createUpdateDetailsActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(updateDetailsMachine.provide({ actors }), {
 *   input: { values: { email: "jess.taylor@example.com" } },
 * }).start();
 * actor.send({ type: "field.change", field: "first_name", value: "Jess" });
 * actor.send({ type: "details.submit" });
 * ```
 */
export const updateDetailsMachine: UpdateDetailsMachine = buildUpdateDetailsMachine();
