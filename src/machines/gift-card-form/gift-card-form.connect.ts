import type { SnapshotFrom } from "xstate";
import { productMessages } from "../../rules/messages";
import { limitText } from "../../rules/text-limit";
import { domIds } from "../shared/dom-ids";
import type { ChangeEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { GiftCardFormMachine } from "./gift-card-form.machine";
import type {
  GiftCardField,
  GiftCardFormApi,
  GiftCardFormConnectOptions,
  GiftCardFormEvent,
} from "./gift-card-form.types";

const PROPERTY_NAMES: Record<GiftCardField, string> = {
  senderName: "properties[From]",
  recipientName: "properties[To]",
  recipientEmail: "properties[Email]",
  message: "properties[Message]",
};

/**
 * Turns a gift-card-form snapshot into its public API: the fields, the error area, the message
 * counter, and the props of each field (named as the cart's line properties).
 *
 * @example
 * ```ts
 * const api = connectGiftCardForm(form.getSnapshot(), form.send, { id: "pdp" });
 * api.getFieldProps("senderName").name; // "properties[From]"
 * ```
 */
export function connectGiftCardForm(
  snapshot: SnapshotFrom<GiftCardFormMachine>,
  send: (event: GiftCardFormEvent) => void,
  options: GiftCardFormConnectOptions = {},
): GiftCardFormApi {
  const messages = options.messages ?? productMessages;
  const ids = domIds(options.id ?? "gift-card-form");
  const { fields, error } = snapshot.context;
  const errorId = ids("gift-card-error");
  return {
    status: "idle",
    error: null,
    errorMessage: null,
    fields,
    fieldError: error,
    messageCounter: limitText(fields.message, undefined, { ...productMessages, ...messages }).counter,
    setField: (field, value) => send({ type: "giftCard.change", field, value }),
    check: () => send({ type: "giftCard.check" }),
    getFieldProps: (field, props) =>
      mergeProps(
        {
          id: ids("gift-card", field),
          name: PROPERTY_NAMES[field],
          type: field === "recipientEmail" ? ("email" as const) : ("text" as const),
          value: fields[field],
          "aria-describedby": errorId,
          onChange: (event: ChangeEventLike) =>
            send({ type: "giftCard.change", field, value: event.target.value }),
        },
        props,
      ),
    getLabelProps: (field, props) => mergeProps({ htmlFor: ids("gift-card", field) }, props),
    getErrorProps: (props) => mergeProps({ id: errorId, role: "alert" as const }, props),
  };
}
