import { assign, setup } from "xstate";
import { shopMessages } from "../../rules/messages";
import { validateUpdateDetails } from "../../rules/update-details";
import { asError } from "../shared/as-error";
import { answer, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import type {
  CustomerTokenContext,
  CustomerTokenEvent,
  CustomerTokenInput,
  CustomerTokenOutcome,
} from "./customer-token.types";

const credentialErrors = (context: CustomerTokenContext) =>
  validateUpdateDetails(
    { email: context.email, password: context.password },
    { ...shopMessages, ...context.messages },
  );

// What an event carries or the call answers, handed to guards and actions as typed params (no
// casts, no `event.type` checks).
const outcome = answer<CustomerTokenOutcome>();
type FieldChange = Extract<CustomerTokenEvent, { type: "field.change" }>;
const edit = ({ event }: { event: FieldChange }) => ({ field: event.field, value: event.value });

// The machine's type is inferred here and named by CustomerTokenMachine below.
function buildCustomerTokenMachine() {
  return setup({
    types: {
      context: {} as CustomerTokenContext,
      events: {} as CustomerTokenEvent,
      input: {} as CustomerTokenInput,
      tags: {} as "busy",
    },
    actors: {
      createToken: missingActor<CustomerTokenOutcome, { email: string; password: string }>(
        "customer-token",
        "createToken",
      ),
    },
    guards: {
      hasToken: ({ context }) => context.hasToken,
      credentialsAreMissing: ({ context }) => Object.keys(credentialErrors(context)).length > 0,
      wasRefused: (_, answered: CustomerTokenOutcome) => answered.expiresAt === null,
    },
    actions: {
      setField: assign(({ context }, change: Pick<FieldChange, "field" | "value">) => {
        const { [change.field]: _field, form: _form, ...errors } = context.errors;
        return { [change.field]: change.value, errors, error: null };
      }),
      refuseCredentials: assign(({ context }) => ({
        errors: credentialErrors(context),
      })),
      forgetErrors: assign({ errors: {}, error: null }),
      placeRefusal: assign((_, answered: CustomerTokenOutcome) => ({ errors: answered.placement })),
      // The password is not kept once it has done its job.
      rememberToken: assign((_, answered: CustomerTokenOutcome) => ({
        hasToken: true,
        expiresAt: answered.expiresAt,
        password: "",
      })),
      setError: assign(({ context }, thrownError: unknown) => {
        const error = asError(thrownError);
        const readable = error.kind === "http" || error.kind === "invalid-response";
        return { error, errors: { form: readable ? error.message : context.messages.customerFormFailed } };
      }),
      forgetToken: assign({ hasToken: false, expiresAt: null }),
      // Provided by the host: removes the cookie.
      removeStoredToken: () => undefined,
    },
  }).createMachine({
    id: "customerToken",
    context: ({ input }) => ({
      email: "",
      password: "",
      errors: {},
      hasToken: input.hasToken ?? false,
      expiresAt: null,
      error: null,
      messages: input.messages ?? shopMessages,
    }),
    initial: "starting",
    states: {
      starting: {
        always: [{ guard: "hasToken", target: "signedIn" }, { target: "editing" }],
      },
      editing: {
        on: {
          "field.change": { actions: { type: "setField", params: edit } },
          "credentials.submit": [
            { guard: "credentialsAreMissing", actions: "refuseCredentials" },
            { target: "signingIn", actions: "forgetErrors" },
          ],
        },
      },
      signingIn: {
        tags: ["busy"],
        // Typing again supersedes the sign-in with the old text; what was typed is kept.
        on: { "field.change": { target: "editing", actions: { type: "setField", params: edit } } },
        invoke: {
          src: "createToken",
          input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
          onDone: [
            {
              guard: { type: "wasRefused", params: outcome },
              target: "editing",
              actions: { type: "placeRefusal", params: outcome },
            },
            { target: "signedIn", actions: { type: "rememberToken", params: outcome } },
          ],
          onError: { target: "editing", actions: { type: "setError", params: thrown } },
        },
      },
      signedIn: {
        on: {
          "field.change": { actions: { type: "setField", params: edit } },
          "token.forget": { target: "editing", actions: ["removeStoredToken", "forgetToken"] },
        },
      },
    },
  });
}

/** The storefront password sign-in's machine type. */
export type CustomerTokenMachine = ReturnType<typeof buildCustomerTokenMachine>;

/**
 * The storefront password sign-in (storefront §3, §7): email and password (both required) →
 * `customerAccessTokenCreate`; the token goes to the `customer_access_token` cookie until its
 * `expiresAt` and never into the machine; `customerUserErrors` show per field, the unidentified
 * customer below the form. Provide its actors with `createCustomerTokenActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(customerTokenMachine.provide({ actors }), { input: {} }).start();
 * actor.send({ type: "field.change", field: "email", value: "jess.taylor@example.com" });
 * actor.send({ type: "field.change", field: "password", value: password });
 * actor.send({ type: "credentials.submit" });
 * ```
 */
export const customerTokenMachine: CustomerTokenMachine = buildCustomerTokenMachine();
