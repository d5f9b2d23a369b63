import type { SnapshotFrom } from "xstate";
import { shopMessages } from "../../rules/messages";
import { customerFormGetters } from "../customer-token/customer-token.form";
import type { CustomerInputProps } from "../customer-token/customer-token.types";
import type { SliceStatus } from "../shared/connect";
import { domIds } from "../shared/dom-ids";
import type { ChangeEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { UpdateDetailsMachine } from "./update-details.machine";
import type {
  UpdateDetailsApi,
  UpdateDetailsConnectOptions,
  UpdateDetailsEvent,
  UpdateDetailsField,
  UpdateDetailsTextField,
} from "./update-details.types";

const INPUTS: Record<UpdateDetailsTextField, Pick<CustomerInputProps, "type" | "autoComplete">> = {
  email: { type: "email", autoComplete: "email" },
  password: { type: "password", autoComplete: "current-password" },
  first_name: { type: "text", autoComplete: "given-name" },
  last_name: { type: "text", autoComplete: "family-name" },
  phone: { type: "tel", autoComplete: "tel" },
};

const checkedOf = (event: ChangeEventLike) => (event.target as { checked?: unknown }).checked === true;

/**
 * Turns an update-details snapshot into its public API: the consumer contract, what is typed,
 * each field's message, the saved message and prop getters.
 *
 * @example
 * ```ts
 * const actor = createActor(updateDetailsMachine.provide({ actors }), { input: {} }).start();
 * actor.subscribe((snapshot) => render(connectUpdateDetails(snapshot, actor.send, { id: "details" })));
 * ```
 */
export function connectUpdateDetails(
  snapshot: SnapshotFrom<UpdateDetailsMachine>,
  send: (event: UpdateDetailsEvent) => void,
  options: UpdateDetailsConnectOptions = {},
): UpdateDetailsApi {
  const messages = options.messages ?? shopMessages;
  const ids = domIds(options.id ?? "update-details");
  const { context } = snapshot;
  const isBusy = snapshot.hasTag("busy");
  const isSaved = snapshot.matches("saved");
  const { form, ...fieldErrors } = context.errors;
  const status: SliceStatus = isBusy ? "loading" : context.error ? "error" : isSaved ? "success" : "idle";
  return {
    status,
    error: context.error,
    errorMessage: form ?? null,
    isBusy,
    values: context.values,
    fieldErrors,
    formError: form ?? null,
    savedMessage: isSaved ? messages.updateDetailsSaved : null,
    customer: context.customer,
    setField: (field, value) => send({ type: "field.change", field, value }),
    setAcceptsMarketing: (on) => send({ type: "marketing.set", on }),
    submit: () => send({ type: "details.submit" }),
    ...customerFormGetters<UpdateDetailsTextField, UpdateDetailsField>({
      ids,
      isBusy,
      fieldErrors,
      inputs: INPUTS,
      value: (field) => context.values[field],
      change: (field, value) => send({ type: "field.change", field, value }),
      submit: () => send({ type: "details.submit" }),
    }),
    getMarketingProps: (props) =>
      mergeProps(
        {
          id: ids("field", "accepts_marketing"),
          name: "accepts_marketing" as const,
          type: "checkbox" as const,
          checked: context.values.accepts_marketing,
          onChange: (event: ChangeEventLike) => send({ type: "marketing.set", on: checkedOf(event) }),
        },
        props,
      ),
  };
}
