import type { SnapshotFrom } from "xstate";
import { giftCardFailure } from "../../rules/gift-card";
import { giftCardMessages } from "../../rules/messages";
import { limitText } from "../../rules/text-limit";
import { domIds, focusByIdAfterRender } from "../shared/dom-ids";
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
 * counter, and the props of each field (named as the cart's line properties). After a failed
 * check only the field the error is about is `aria-invalid` and described by the error area;
 * `focusInvalidField` moves focus there once the view has rendered the error.
 *
 * @example
 * ```ts
 * const api = connectGiftCardForm(form.getSnapshot(), form.send, { id: "pdp" });
 * api.getFieldProps("senderName").name; // "properties[From]"
 * // On a refused add:
 * api.check();
 * api.focusInvalidField(event.currentTarget); // focuses "pdp-gift-card-senderName"
 * ```
 */
export function connectGiftCardForm(
  snapshot: SnapshotFrom<GiftCardFormMachine>,
  send: (event: GiftCardFormEvent) => void,
  options: GiftCardFormConnectOptions = {},
): GiftCardFormApi {
  const messages = options.messages ?? giftCardMessages;
  const ids = domIds(options.id ?? "gift-card-form");
  const { fields, invalidField } = snapshot.context;
  const errorId = ids("gift-card-error");
  const fieldId = (field: GiftCardField) => ids("gift-card", field);
  return {
    status: "idle",
    error: null,
    errorMessage: null,
    fields,
    // Fields are as checked until an edit clears `invalidField`: the same failure, in these words.
    fieldError: invalidField === null ? null : (giftCardFailure(fields, messages)?.message ?? null),
    invalidField,
    messageCounter: limitText(fields.message, undefined, messages).counter,
    setField: (field, value) => send({ type: "giftCard.change", field, value }),
    check: () => send({ type: "giftCard.check" }),
    focusInvalidField: (from) => {
      const failing = giftCardFailure(fields)?.field;
      if (failing) focusByIdAfterRender(from, fieldId(failing));
    },
    getFieldProps: (field, props) =>
      mergeProps(
        {
          id: fieldId(field),
          name: PROPERTY_NAMES[field],
          type: field === "recipientEmail" ? ("email" as const) : ("text" as const),
          value: fields[field],
          // The one error area speaks of one field: only that one is invalid and points at it.
          ...(field === invalidField ? { "aria-invalid": true as const, "aria-describedby": errorId } : {}),
          onChange: (event: ChangeEventLike) =>
            send({ type: "giftCard.change", field, value: event.target.value }),
        },
        props,
      ),
    getLabelProps: (field, props) => mergeProps({ htmlFor: fieldId(field) }, props),
    getErrorProps: (props) => mergeProps({ id: errorId, role: "alert" as const }, props),
  };
}
