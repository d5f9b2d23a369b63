import { assign, enqueueActions, setup } from "xstate";
import { giftCardFailure } from "../../rules/gift-card";
import { limitText } from "../../rules/text-limit";
import { giftCardChange } from "./gift-card-form.selectors";
import type { GiftCardChanged, GiftCardFormContext, GiftCardFormEvent } from "./gift-card-form.types";

type Edit = Extract<GiftCardFormEvent, { type: "giftCard.change" }>;

// What `giftCard.change` carries, handed to the action as typed params (no `event.type` check).
const edited = ({ event }: { event: Edit }) => event;

// The machine's type is inferred here and named by GiftCardFormMachine below.
function buildGiftCardFormMachine() {
  return setup({
    types: {
      context: {} as GiftCardFormContext,
      events: {} as GiftCardFormEvent,
      emitted: {} as GiftCardChanged,
    },
    actions: {
      edit: assign(({ context }, { field, value }: Edit) => ({
        fields: { ...context.fields, [field]: field === "message" ? limitText(value).text : value },
        invalidField: null,
      })),
      showError: assign({ invalidField: ({ context }) => giftCardFailure(context.fields)?.field ?? null }),
      // The composing actor (a product form) and `actor.on` listeners hear every edit.
      report: enqueueActions(({ context, self, enqueue }) => {
        const change = giftCardChange(context.fields);
        enqueue.emit(change);
        if (self._parent) enqueue.sendParent(change);
      }),
    },
  }).createMachine({
    id: "giftCardForm",
    context: {
      fields: { senderName: "", recipientName: "", recipientEmail: "", message: "" },
      invalidField: null,
    },
    initial: "editing",
    states: {
      editing: {
        on: {
          "giftCard.change": { actions: [{ type: "edit", params: edited }, "report"] },
          "giftCard.check": { actions: "showError" },
        },
      },
    },
  });
}

/** The machine type of {@link giftCardFormMachine}. */
export type GiftCardFormMachine = ReturnType<typeof buildGiftCardFormMachine>;

/**
 * The gift-card form (storefront §2, §5): sender, recipient, email and an optional message cut
 * to 200 characters. `giftCard.check` names the field of the first failure in the spec's order
 * (`invalidField`, which the connect words from its catalogue); an edit clears it. Every edit
 * is emitted as `giftCard.changed` (valid or not, and the cart line's properties), and sent to
 * the actor that spawned the form, if any.
 *
 * @example
 * ```ts
 * const form = createActor(giftCardFormMachine).start();
 * form.send({ type: "giftCard.change", field: "senderName", value: "Sam" });
 * form.send({ type: "giftCard.check" }); // invalidField: "recipientName"
 * ```
 */
export const giftCardFormMachine: GiftCardFormMachine = buildGiftCardFormMachine();
