import type { SnapshotFrom } from "xstate";
import type { CommsFlag } from "../../rules/comms";
import { formatMessage, signInMessages } from "../../rules/messages";
import { signInInputKind } from "../../rules/sign-in";
import type { ChangeEventLike, EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { signInDomIds } from "./sign-in.dom";
import type { SignInMachine } from "./sign-in.machine";
import {
  signInCard,
  signInCodeSentTo,
  signInFieldErrors,
  signInStatus,
  signInStep,
} from "./sign-in.selectors";
import type {
  SignInApi,
  SignInButtonProps,
  SignInConnectOptions,
  SignInDetailsField,
  SignInEvent,
  SignInInputProps,
  SignInMessageField,
} from "./sign-in.types";

const FIELD_INPUTS: Record<
  SignInDetailsField,
  Pick<SignInInputProps, "type" | "autoComplete" | "inputMode" | "name">
> = {
  email: { name: "email", type: "email", autoComplete: "email", inputMode: "email" },
  firstName: { name: "first_name", type: "text", autoComplete: "given-name" },
  lastName: { name: "last_name", type: "text", autoComplete: "family-name" },
  mobile: { name: "mobile_phone", type: "tel", autoComplete: "tel-national", inputMode: "tel" },
  postcode: { name: "postcode", type: "text", autoComplete: "postal-code", inputMode: "numeric" },
};

const input = (own: SignInInputProps) => own;
const button = (own: SignInButtonProps) => own;

const checkedOf = (event: ChangeEventLike) => (event.target as { checked?: unknown }).checked === true;

/**
 * Turns a sign-in snapshot into its public API: the consumer contract (`status`, `error`,
 * `errorMessage` for a failure that belongs to no field), the step, what was typed and each
 * field's message, named actions, and prop getters for the forms, fields, error messages and
 * buttons. Framework-free, so Vue or vanilla code gets the same API as `useSignIn`.
 *
 * @example
 * ```ts
 * const actor = createActor(signInMachine.provide({ actors }), { input: {} }).start();
 * actor.subscribe((snapshot) => render(connectSignIn(snapshot, actor.send, { id: "sign-in" })));
 * ```
 */
export function connectSignIn(
  snapshot: SnapshotFrom<SignInMachine>,
  send: (event: SignInEvent) => void,
  options: SignInConnectOptions = {},
): SignInApi {
  const messages = options.messages ?? signInMessages;
  const ids = signInDomIds(options.id);
  const { context } = snapshot;
  const step = signInStep(snapshot);
  const status = signInStatus(snapshot);
  const isBusy = snapshot.hasTag("busy");
  const fieldErrors = signInFieldErrors(snapshot);
  const card = signInCard(snapshot);
  const formError = step === "details" ? (context.serverErrors.form ?? null) : null;
  const errorMessage =
    step === "details"
      ? formError
      : step === "mobileCode" && context.codeError
        ? null
        : context.error?.kind === "config"
          ? messages.signInUnavailable // a store without a `loyalty` section: no developer text
          : (context.error?.message ?? null);

  const messageOf = (field: SignInMessageField): string | null =>
    field === "identifier"
      ? context.identifierError
      : field === "code"
        ? context.codeError
        : (fieldErrors[field] ?? null);
  const describedBy = (field: SignInMessageField) => (messageOf(field) ? ids("error", field) : undefined);
  const submitting = (event: EventLike, type: SignInEvent["type"]) => {
    event.preventDefault();
    send({ type } as SignInEvent);
  };
  const submitEvent = {
    initial: "identifier.submit",
    mobileCode: "code.submit",
    details: "details.submit",
    success: null,
  } as const;

  return {
    status,
    error: context.error,
    errorMessage,
    step,
    isBusy,
    identifier: context.identifier,
    identifierKind: signInInputKind(context.identifier),
    identifierError: context.identifierError,
    code: context.code,
    codeError: context.codeError,
    canResendCode: snapshot.matches({ mobileCode: { resend: "ready" } }),
    codeResentMessage: context.codeResent ? messages.signInCodeResent : null,
    codeSentTo: signInCodeSentTo(snapshot),
    details: context.details,
    fieldErrors,
    formError,
    inboxMessage:
      step === "success" && context.outcome === "emailSent"
        ? formatMessage(messages.signInCheckInbox, { email: context.checked?.identifier ?? "" })
        : null,
    card,
    notActivatedMessage:
      step === "success" && context.outcome === "accountCreated" && !card
        ? messages.signInNotActivated
        : null,

    setIdentifier: (value) => send({ type: "identifier.change", value }),
    submitIdentifier: () => send({ type: "identifier.submit" }),
    setCode: (value) => send({ type: "code.change", value }),
    submitCode: () => send({ type: "code.submit" }),
    resendCode: () => send({ type: "code.resend" }),
    setField: (field, value) => send({ type: "field.change", field, value }),
    setComms: (flag: CommsFlag, on: boolean) => send({ type: "comms.set", flag, on }),
    submitDetails: () => send({ type: "details.submit" }),
    back: () => send({ type: "step.back" }),

    getHeadingId: (forStep) => ids("heading", forStep),
    getHeadingProps: (forStep, props) =>
      mergeProps(
        { id: ids("heading", forStep), ...(forStep === "success" && { tabIndex: -1 as const }) },
        props,
      ),
    getFormProps: (forStep, props) =>
      mergeProps(
        {
          id: ids("form", forStep),
          noValidate: true as const,
          "aria-labelledby": ids("heading", forStep),
          onSubmit: (event: EventLike) => {
            const type = submitEvent[forStep];
            if (type) submitting(event, type);
            else event.preventDefault();
          },
        },
        props,
      ),
    getIdentifierInputProps: (props) =>
      mergeProps(
        input({
          id: ids("field", "identifier"),
          name: "identifier",
          type: "text" as const,
          value: context.identifier,
          autoComplete: "username",
          inputMode: "email" as const,
          required: true as const,
          "aria-invalid": context.identifierError !== null,
          "aria-describedby": describedBy("identifier"),
          onChange: (event: ChangeEventLike) =>
            send({ type: "identifier.change", value: event.target.value }),
        }),
        props,
      ),
    getCodeInputProps: (props) =>
      mergeProps(
        input({
          id: ids("field", "code"),
          name: "code",
          type: "text" as const,
          value: context.code,
          autoComplete: "one-time-code",
          inputMode: "numeric" as const,
          pattern: "[0-9]*",
          maxLength: 6,
          required: true as const,
          "aria-invalid": context.codeError !== null,
          "aria-describedby": describedBy("code"),
          onChange: (event: ChangeEventLike) => send({ type: "code.change", value: event.target.value }),
        }),
        props,
      ),
    getFieldProps: (field, props) =>
      mergeProps(
        input({
          id: ids("field", field),
          ...FIELD_INPUTS[field],
          value: context.details[field],
          required: true as const,
          "aria-invalid": fieldErrors[field] !== undefined,
          "aria-describedby": describedBy(field),
          onChange: (event: ChangeEventLike) =>
            send({ type: "field.change", field, value: event.target.value }),
        }),
        props,
      ),
    getCommsProps: (flag, props) =>
      mergeProps(
        {
          id: ids("field", flag),
          name: flag,
          type: "checkbox" as const,
          checked: context.details.comms[flag],
          onChange: (event: ChangeEventLike) => send({ type: "comms.set", flag, on: checkedOf(event) }),
        },
        props,
      ),
    getErrorProps: (field, props) =>
      mergeProps({ id: ids("error", field), "aria-live": "polite" as const }, props),
    getLabelProps: (field, props) => mergeProps({ htmlFor: ids("field", field) }, props),
    getSubmitButtonProps: (props) => mergeProps(button({ type: "submit", disabled: isBusy }), props),
    getResendButtonProps: (props) =>
      mergeProps(
        button({
          type: "button",
          disabled: !snapshot.matches({ mobileCode: { resend: "ready" } }),
          onClick: () => send({ type: "code.resend" }),
        }),
        props,
      ),
    getBackButtonProps: (props) =>
      mergeProps(
        button({ type: "button", disabled: isBusy, onClick: () => send({ type: "step.back" }) }),
        props,
      ),
  };
}
