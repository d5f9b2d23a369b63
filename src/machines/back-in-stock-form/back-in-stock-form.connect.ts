import type { SnapshotFrom } from "xstate";
import { validateBackInStockEmail } from "../../rules/back-in-stock";
import { backInStockMessages, productMessages } from "../../rules/messages";
import { domIds } from "../shared/dom-ids";
import type { ChangeEventLike, EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { BackInStockFormMachine } from "./back-in-stock-form.machine";
import type {
  BackInStockFormApi,
  BackInStockFormConnectOptions,
  BackInStockFormEvent,
  BackInStockFormMessages,
} from "./back-in-stock-form.types";

/**
 * The back-in-stock form's words by default: the box's checks and the success message the
 * product form shows too. `useBackInStockForm` lays the provider's `messages` over them.
 *
 * @example
 * ```ts
 * connectBackInStockForm(form.getSnapshot(), form.send, { messages: { ...backInStockFormMessages, ...mine } });
 * ```
 */
export const backInStockFormMessages: BackInStockFormMessages = {
  backInStockEmailBlank: backInStockMessages.backInStockEmailBlank,
  backInStockEmailInvalid: backInStockMessages.backInStockEmailInvalid,
  backInStockSuccess: productMessages.backInStockSuccess,
};

/**
 * Turns a back-in-stock-form snapshot into its public API: whether the box shows, the email,
 * its error, the success message, and the props of the form, input, error area and success
 * message.
 *
 * @example
 * ```tsx
 * const api = connectBackInStockForm(form.getSnapshot(), form.send, { id: "pdp" });
 * <form {...api.getFormProps()}><input {...api.getInputProps()} /></form>
 * ```
 */
export function connectBackInStockForm(
  snapshot: SnapshotFrom<BackInStockFormMachine>,
  send: (event: BackInStockFormEvent) => void,
  options: BackInStockFormConnectOptions = {},
): BackInStockFormApi {
  const messages = options.messages ?? backInStockFormMessages;
  const ids = domIds(options.id ?? "back-in-stock");
  const { context } = snapshot;
  const isSubscribed = context.variantId !== null && context.subscribedVariantIds.includes(context.variantId);
  const errorId = ids("email-error");
  const { error } = context;
  return {
    status: "idle",
    error: null,
    errorMessage: null,
    isOpen: context.isOpen,
    isSubscribed,
    isSubscribing: snapshot.matches("subscribing"),
    email: context.email,
    // The email is as checked until an edit clears the error: the same failure, in these words.
    fieldError:
      error === null
        ? null
        : error.reason === "email"
          ? validateBackInStockEmail(context.email, messages)
          : error.message,
    subscribedMessage: isSubscribed ? messages.backInStockSuccess : null,
    reveal: () => send({ type: "emailBox.reveal" }),
    setEmail: (email) => send({ type: "email.change", email }),
    subscribe: () => send({ type: "email.submit" }),
    getFormProps: (props) =>
      mergeProps(
        {
          id: ids("email-form"),
          noValidate: true as const,
          onSubmit: (event: EventLike) => {
            event.preventDefault();
            send({ type: "email.submit" });
          },
        },
        props,
      ),
    getLabelProps: (props) => mergeProps({ htmlFor: ids("email") }, props),
    getInputProps: (props) =>
      mergeProps(
        {
          id: ids("email"),
          name: "email" as const,
          type: "email" as const,
          value: context.email,
          ...(error ? { "aria-invalid": true as const } : {}),
          "aria-describedby": errorId,
          onChange: (event: ChangeEventLike) => send({ type: "email.change", email: event.target.value }),
        },
        props,
      ),
    getErrorProps: (props) => mergeProps({ id: errorId, role: "alert" as const }, props),
    getSubscribedMessageProps: (props) =>
      mergeProps({ id: ids("subscribed"), role: "status" as const, tabIndex: -1 as const }, props),
  };
}
