import { assign, setup } from "xstate";
import type { CreatedAccount } from "../../clients/loyalty-auth";
import { DEFAULT_COMMS, normaliseComms, setCommsFlag } from "../../rules/comms";
import { isValidEmail } from "../../rules/email";
import { limitFreeText, stripControlCharacters } from "../../rules/free-text";
import { signInMessages } from "../../rules/messages";
import { isAustralianMobile } from "../../rules/phone";
import {
  buildSignUpPayload,
  carriesSignUpPlacement,
  type SignUpPayload,
  signInInputKind,
  signInStepAfterAvailability,
  validateSignUp,
} from "../../rules/sign-in";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type {
  SignInAvailability,
  SignInContext,
  SignInDetails,
  SignInDetailsField,
  SignInEvent,
  SignInIdentifier,
  SignInInput,
} from "./sign-in.types";

/** How long "send a new code" stays disabled after a code was sent. */
export const SIGN_IN_RESEND_COOLDOWN_MS = 30_000;

const CODE_PATTERN = /^\d{6}$/;

const emptyDetails = (input: SignInInput): SignInDetails => ({
  email: "",
  firstName: "",
  lastName: "",
  mobile: "",
  postcode: "",
  // Nothing ticked unless the host says so: a parent opts in (DEFAULT_COMMS).
  comms: normaliseComms({ ...DEFAULT_COMMS, ...input.comms }),
});

// What a details field keeps of what was typed or pasted: never control characters; names and
// postcode at most the free-text limit (200). Email and mobile are held to their own rules.
const typedValue = (field: SignInDetailsField, value: string) =>
  field === "email" || field === "mobile" ? stripControlCharacters(value) : limitFreeText(value);

const identifierOf = (context: SignInContext): SignInIdentifier => ({
  kind: signInInputKind(context.identifier),
  identifier: context.identifier.trim(),
});

// What the later steps act on: the identifier the availability check answered for.
const checkedIdentifier = (context: SignInContext): string => context.checked?.identifier ?? "";

// validateSignUp reads only the sign-up strings; the rest of the catalogue fills the type.
const catalogueOf = (context: SignInContext) => ({ ...signInMessages, ...context.messages });

const nextStep = (answer: SignInAvailability) =>
  signInStepAfterAvailability(answer.kind, answer.available).step;

// What an event carries, handed to guards and actions as typed params (no casts, no `event.type`
// checks inside them).
type EventOf<T extends SignInEvent["type"]> = Extract<SignInEvent, { type: T }>;
const typed = ({ event }: { event: EventOf<"identifier.change"> | EventOf<"code.change"> }) => event.value;
const fieldChange = ({ event }: { event: EventOf<"field.change"> }) => event;
const commsSet = ({ event }: { event: EventOf<"comms.set"> }) => event;
const availability = ({ event }: { event: { output: SignInAvailability } }) => event.output;
const created = ({ event }: { event: { output: CreatedAccount } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => event.error;

// The machine's type is inferred here and named by SignInMachine below.
function buildSignInMachine() {
  return setup({
    types: {
      context: {} as SignInContext,
      events: {} as SignInEvent,
      input: {} as SignInInput,
      tags: {} as "busy" | "resending",
    },
    actors: {
      checkAvailability: missingActor<SignInAvailability, SignInIdentifier>("sign-in", "checkAvailability"),
      sendLoginEmail: missingActor<void, string>("sign-in", "sendLoginEmail"),
      sendCode: missingActor<void, string>("sign-in", "sendCode"),
      loginWithCode: missingActor<void, string>("sign-in", "loginWithCode"),
      createAccount: missingActor<CreatedAccount, SignUpPayload>("sign-in", "createAccount"),
    },
    guards: {
      identifierIsInvalid: ({ context }) => {
        const text = context.identifier.trim();
        if (!text) return true;
        return signInInputKind(text) === "email" ? !isValidEmail(text) : !isAustralianMobile(text);
      },
      goesToDetails: (_, answer: SignInAvailability) => nextStep(answer) === "details",
      goesToSuccess: (_, answer: SignInAvailability) => nextStep(answer) === "success",
      codeIsInvalid: ({ context }) => !CODE_PATTERN.test(context.code.trim()),
      detailsAreInvalid: ({ context }) =>
        Object.keys(validateSignUp(context.details, catalogueOf(context))).length > 0,
    },
    actions: {
      setIdentifier: assign((_, value: string) => ({
        identifier: stripControlCharacters(value),
        identifierError: null,
        error: null,
      })),
      refuseIdentifier: assign(({ context }) => ({
        identifierError: context.identifier.trim()
          ? context.messages.signInIdentifierInvalid
          : context.messages.signInIdentifierRequired,
      })),
      rememberChecked: assign((_, { kind, identifier }: SignInAvailability) => ({
        checked: { kind, identifier },
      })),
      // The details form starts with what was just checked; the rest of the form is kept.
      prefillDetails: assign(({ context }) => {
        const checked = context.checked;
        if (!checked) return {};
        const field = checked.kind === "email" ? "email" : "mobile";
        return { details: { ...context.details, [field]: checked.identifier } };
      }),
      setError: assign((_, thrown: unknown) => ({ error: asError(thrown) })),
      forgetErrors: assign({ error: null, codeError: null, codeResent: false }),
      setCode: assign((_, value: string) => ({
        code: value,
        codeError: null,
        codeResent: false,
        error: null,
      })),
      refuseCode: assign(({ context }) => ({ codeError: context.messages.signInCodeInvalid })),
      refuseCodeFromServer: assign((_, thrown: unknown) => {
        const error = asError(thrown);
        return { error, codeError: error.message };
      }),
      markCodeResent: assign({ codeResent: true, codeError: null, error: null }),
      forgetCode: assign({ code: "", codeError: null, codeResent: false, error: null }),
      setField: assign(({ context }, change: EventOf<"field.change">) => {
        const { [change.field]: _field, ...fieldErrors } = context.fieldErrors;
        const serverErrors = { ...context.serverErrors };
        if (change.field === "email") delete serverErrors.email;
        if (change.field === "mobile") delete serverErrors.mobile;
        const value = typedValue(change.field, change.value);
        return { details: { ...context.details, [change.field]: value }, fieldErrors, serverErrors };
      }),
      setComms: assign(({ context }, { flag, on }: EventOf<"comms.set">) => ({
        details: { ...context.details, comms: setCommsFlag(context.details.comms, flag, on) },
      })),
      refuseDetails: assign(({ context }) => ({
        fieldErrors: validateSignUp(context.details, catalogueOf(context)),
        serverErrors: {},
      })),
      forgetDetailsErrors: assign({ fieldErrors: {}, serverErrors: {}, error: null }),
      placeServerErrors: assign(({ context }, raw: unknown) => {
        const error = asError(raw);
        if (carriesSignUpPlacement(raw)) return { error, serverErrors: raw.placement };
        // 'Response data empty.' and the service's own words are worth showing; a lost
        // connection or a timeout gets the generic sign-up error.
        const readable = error.kind === "invalid-response" || error.kind === "http";
        return { error, serverErrors: { form: readable ? error.message : context.messages.signUpFailed } };
      }),
      markEmailSent: assign({ outcome: "emailSent" as const }),
      markAccountCreated: assign((_, account: CreatedAccount) => ({
        outcome: "accountCreated" as const,
        account,
      })),
      forgetOutcome: assign({ outcome: null, account: null, error: null }),
    },
    delays: {
      resendCooldown: SIGN_IN_RESEND_COOLDOWN_MS,
    },
  }).createMachine({
    id: "signIn",
    context: ({ input }) => ({
      identifier: input.identifier ?? "",
      checked: null,
      identifierError: null,
      code: "",
      codeError: null,
      codeResent: false,
      details: emptyDetails(input),
      fieldErrors: {},
      serverErrors: {},
      account: null,
      outcome: null,
      error: null,
      messages: input.messages ?? signInMessages,
    }),
    initial: "initial",
    states: {
      initial: {
        initial: "editing",
        // Typing again supersedes whatever the old text started: its check or send is aborted.
        on: {
          "identifier.change": { target: ".editing", actions: { type: "setIdentifier", params: typed } },
        },
        states: {
          editing: {
            on: {
              "identifier.submit": [
                { guard: "identifierIsInvalid", actions: "refuseIdentifier" },
                { target: "checking", actions: "forgetErrors" },
              ],
            },
          },
          checking: {
            tags: ["busy"],
            invoke: {
              src: "checkAvailability",
              input: ({ context }) => identifierOf(context),
              onDone: [
                {
                  guard: { type: "goesToDetails", params: availability },
                  target: "#signIn.details",
                  actions: [{ type: "rememberChecked", params: availability }, "prefillDetails"],
                },
                {
                  guard: { type: "goesToSuccess", params: availability },
                  target: "sendingEmail",
                  actions: { type: "rememberChecked", params: availability },
                },
                { target: "sendingCode", actions: { type: "rememberChecked", params: availability } },
              ],
              onError: { target: "editing", actions: { type: "setError", params: failure } },
            },
          },
          sendingEmail: {
            tags: ["busy"],
            invoke: {
              src: "sendLoginEmail",
              input: ({ context }) => checkedIdentifier(context),
              onDone: { target: "#signIn.success", actions: "markEmailSent" },
              onError: { target: "editing", actions: { type: "setError", params: failure } },
            },
          },
          sendingCode: {
            tags: ["busy"],
            invoke: {
              src: "sendCode",
              input: ({ context }) => checkedIdentifier(context),
              onDone: { target: "#signIn.mobileCode", actions: "forgetCode" },
              onError: { target: "editing", actions: { type: "setError", params: failure } },
            },
          },
        },
      },
      mobileCode: {
        type: "parallel",
        on: { "step.back": { target: "initial", actions: "forgetCode" } },
        states: {
          code: {
            initial: "entering",
            // Editing the code supersedes a login still running with the old one.
            on: { "code.change": { target: ".entering", actions: { type: "setCode", params: typed } } },
            states: {
              entering: {
                on: {
                  "code.submit": [
                    { guard: "codeIsInvalid", actions: "refuseCode" },
                    { target: "verifying", actions: "forgetErrors" },
                  ],
                },
              },
              verifying: {
                tags: ["busy"],
                invoke: {
                  src: "loginWithCode",
                  input: ({ context }) => context.code.trim(),
                  onDone: "loggingIn",
                  onError: { target: "entering", actions: { type: "refuseCodeFromServer", params: failure } },
                },
              },
              // The page is on its way to the embed address that completes the login.
              loggingIn: { tags: ["busy"] },
            },
          },
          resend: {
            initial: "coolingDown",
            states: {
              coolingDown: { after: { resendCooldown: "ready" } },
              ready: { on: { "code.resend": "sending" } },
              sending: {
                tags: ["resending"],
                invoke: {
                  src: "sendCode",
                  input: ({ context }) => checkedIdentifier(context),
                  onDone: { target: "coolingDown", actions: "markCodeResent" },
                  onError: { target: "ready", actions: { type: "setError", params: failure } },
                },
              },
            },
          },
        },
      },
      details: {
        initial: "editing",
        // What is typed while the account is being created is kept for the next attempt.
        on: {
          "field.change": { actions: { type: "setField", params: fieldChange } },
          "comms.set": { actions: { type: "setComms", params: commsSet } },
        },
        states: {
          editing: {
            on: {
              "details.submit": [
                { guard: "detailsAreInvalid", actions: "refuseDetails" },
                { target: "creating", actions: "forgetDetailsErrors" },
              ],
              "step.back": { target: "#signIn.initial", actions: "forgetDetailsErrors" },
            },
          },
          creating: {
            tags: ["busy"],
            invoke: {
              src: "createAccount",
              input: ({ context }) => buildSignUpPayload(context.details),
              onDone: { target: "#signIn.success", actions: { type: "markAccountCreated", params: created } },
              onError: { target: "editing", actions: { type: "placeServerErrors", params: failure } },
            },
          },
        },
      },
      success: {
        // "Wrong address?": back to the continue input with the text still there.
        on: { "step.back": { target: "initial", actions: "forgetOutcome" } },
      },
    },
  });
}

/** The sign-in widget's machine type. */
export type SignInMachine = ReturnType<typeof buildSignInMachine>;

/**
 * The sign-in widget (storefront §2, §4): initial → (availability) → details, mobile code or
 * success. Provide its actors with `createSignInActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(signInMachine.provide({ actors: createSignInActors(auth, { navigate }) }), { input: {} }).start();
 * actor.send({ type: "identifier.change", value: "sam@example.com" });
 * actor.send({ type: "identifier.submit" });
 * ```
 */
export const signInMachine: SignInMachine = buildSignInMachine();
