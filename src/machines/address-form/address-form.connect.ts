import type { SnapshotFrom } from "xstate";
import { REQUIRED_ADDRESS_FIELDS } from "../../rules/addresses";
import { accountAddressesMessages } from "../../rules/messages";
import { customerFormGetters } from "../customer-token/customer-token.form";
import type { CustomerInputProps } from "../customer-token/customer-token.types";
import { modalDialogProps } from "../shared/dialog";
import { domIds } from "../shared/dom-ids";
import { errorSummaryParts } from "../shared/error-summary";
import type { ChangeEventLike, EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { AddressFormMachine } from "./address-form.machine";
import type {
  AddressFormApi,
  AddressFormConnectOptions,
  AddressFormEvent,
  AddressFormTextField,
  AddressSummaryItem,
} from "./address-form.types";

type Input = Pick<CustomerInputProps, "type" | "autoComplete">;
const text = (autoComplete: string): Input => ({ type: "text", autoComplete });

const INPUTS: Record<AddressFormTextField, Input> = {
  first_name: text("given-name"),
  last_name: text("family-name"),
  address_line_1: text("address-line1"),
  address_line_2: text("address-line2"),
  city: text("address-level2"),
  state: text("address-level1"),
  postcode: text("postal-code"),
  country: text("country-name"),
};

const checkedOf = (event: ChangeEventLike) => (event.target as { checked?: unknown }).checked === true;

/**
 * Turns an address form snapshot into its public API: the consumer contract, the values, each
 * field's message, the error summary, and prop getters for the modal dialog, the form, its
 * fields, the 'Set as primary address' checkbox and the summary's links.
 *
 * @example
 * ```ts
 * const actor = createActor(addressFormMachine.provide({ actors }), { input: {} }).start();
 * actor.subscribe((snapshot) => render(connectAddressForm(snapshot, actor.send, { id: "address", onClose })));
 * ```
 */
export function connectAddressForm(
  snapshot: SnapshotFrom<AddressFormMachine>,
  send: (event: AddressFormEvent) => void,
  options: AddressFormConnectOptions = {},
): AddressFormApi {
  const messages = options.messages ?? accountAddressesMessages;
  const ids = domIds(options.id ?? "address-form");
  const summaryParts = errorSummaryParts(ids);
  const { context } = snapshot;
  const isBusy = snapshot.hasTag("busy");
  const isSaved = snapshot.matches("saved");
  const { fieldErrors, formError } = context;
  const outageMessage = context.outage ? formError : null;
  const summary: AddressSummaryItem[] = [
    ...(formError && !context.outage ? [{ field: "form" as const, message: formError }] : []),
    ...REQUIRED_ADDRESS_FIELDS.flatMap((field) => {
      const message = fieldErrors[field];
      return message ? [{ field, message }] : [];
    }),
  ];
  const close = () => options.onClose?.();
  const getters = customerFormGetters<AddressFormTextField, AddressFormTextField | "is_default">({
    ids,
    isBusy,
    fieldErrors,
    inputs: INPUTS,
    value: (field) => context.values[field],
    change: (field, value) => send({ type: "field.change", field, value }),
    submit: () => send({ type: "address.submit" }),
  });
  return {
    status: isBusy ? "loading" : context.error ? "error" : isSaved ? "success" : "idle",
    error: context.error,
    // Always the catalogue's words (the service's own text rides in `error`).
    errorMessage: context.error ? messages.addressSaveFailed : null,
    mode: context.id === null ? "create" : "update",
    title: context.id === null ? messages.addAddress : messages.editAddress,
    isBusy,
    isSaved,
    values: context.values,
    fieldErrors,
    formError,
    outageMessage,
    summary,
    labels: {
      first_name: messages.addressFirstNameLabel,
      last_name: messages.addressLastNameLabel,
      address_line_1: messages.addressLine1Label,
      address_line_2: messages.addressLine2Label,
      city: messages.addressCityLabel,
      state: messages.addressStateLabel,
      postcode: messages.addressPostcodeLabel,
      country: messages.addressCountryLabel,
      is_default: messages.setAsPrimaryAddress,
    },
    saved: context.saved,
    setField: (field, value) => send({ type: "field.change", field, value }),
    setPrimary: (on) => send({ type: "primary.set", on }),
    submit: () => send({ type: "address.submit" }),
    ...getters,
    getPrimaryCheckboxProps: (props) =>
      mergeProps(
        {
          id: ids("field", "is_default"),
          name: "is_default" as const,
          type: "checkbox" as const,
          checked: context.values.is_default,
          onChange: (event: ChangeEventLike) => send({ type: "primary.set", on: checkedOf(event) }),
        },
        props,
      ),
    getSummaryProps: (props) => mergeProps({ ...summaryParts.summary(), role: "alert" as const }, props),
    getSummaryTitleProps: (props) => mergeProps(summaryParts.title(), props),
    getSummaryLinkProps: (field, props) => mergeProps(summaryParts.link(field), props),
    getDialogProps: (props) =>
      mergeProps(
        modalDialogProps({
          dialogId: ids("dialog"),
          titleId: ids("title"),
          initialFocusId: ids("field", "first_name"),
          onClose: close,
          closeFocusId: options.closeFocusId,
        }),
        props,
      ),
    getTitleProps: (props) => mergeProps({ id: ids("title") }, props),
    getCloseButtonProps: (props) =>
      mergeProps({ type: "button" as const, onClick: (_event: EventLike) => close() }, props),
  };
}
