// The prop getters every customer form shares (the shop's password sign-in, update details): the
// form, its text fields with their messages, labels and the submit button. One place, so the
// forms' ARIA wiring cannot drift apart.
import type { DomIds } from "../shared/dom-ids";
import type { ChangeEventLike, EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type {
  CustomerErrorProps,
  CustomerFieldPropGetter,
  CustomerFormProps,
  CustomerInputProps,
  CustomerLabelProps,
  CustomerPropGetter,
  CustomerSubmitButtonProps,
} from "./customer-token.types";

/** What {@link customerFormGetters} needs of a form's state. */
export interface CustomerFormState<TField extends string> {
  /** The form's DOM ids. */
  ids: DomIds;
  /** Whether its call runs. */
  isBusy: boolean;
  /** Each field's message, when it has one. */
  fieldErrors: Partial<Record<TField, string>>;
  /** Input type and autofill hint of each text field. */
  inputs: Record<TField, Pick<CustomerInputProps, "type" | "autoComplete">>;
  /** A field's current text. */
  value(field: TField): string;
  /** Types into a field. */
  change(field: TField, value: string): void;
  /** Submits the form. */
  submit(): void;
}

/** The shared getters of a customer form. */
export interface CustomerFormGetters<TField extends string, TLabelled extends string> {
  /** The `<form>`. */
  getFormProps: CustomerPropGetter<CustomerFormProps>;
  /** A text field. */
  getFieldProps: CustomerFieldPropGetter<TField, CustomerInputProps>;
  /** A field's label. */
  getLabelProps: CustomerFieldPropGetter<TLabelled, CustomerLabelProps>;
  /** A field's (or the form's) message. */
  getErrorProps: CustomerFieldPropGetter<TLabelled | "form", CustomerErrorProps>;
  /** The submit button. */
  getSubmitButtonProps: CustomerPropGetter<CustomerSubmitButtonProps>;
}

/**
 * The prop getters a customer form shares: ids from `ids`, `aria-invalid`/`aria-describedby`
 * from the field messages, typing and submitting through the given callbacks.
 *
 * @example
 * ```ts
 * const getters = customerFormGetters({ ids, isBusy, fieldErrors, inputs: INPUTS,
 *   value: (field) => context[field], change: (field, value) => send({ type: "field.change", field, value }),
 *   submit: () => send({ type: "credentials.submit" }) });
 * ```
 */
export function customerFormGetters<TField extends string, TLabelled extends string = TField>(
  state: CustomerFormState<TField>,
): CustomerFormGetters<TField, TLabelled> {
  const { ids, isBusy, fieldErrors } = state;
  return {
    getFormProps: (props) =>
      mergeProps(
        {
          id: ids("form"),
          noValidate: true as const,
          "aria-busy": isBusy,
          onSubmit: (event: EventLike) => {
            event.preventDefault();
            state.submit();
          },
        },
        props,
      ),
    getFieldProps: (field, props) => {
      const own: CustomerInputProps = {
        id: ids("field", field),
        name: field,
        ...state.inputs[field],
        value: state.value(field),
        "aria-invalid": fieldErrors[field] !== undefined,
        "aria-describedby": fieldErrors[field] ? ids("error", field) : undefined,
        onChange: (event: ChangeEventLike) => state.change(field, event.target.value),
      };
      return mergeProps(own, props);
    },
    getLabelProps: (field, props) => mergeProps({ htmlFor: ids("field", field) }, props),
    getErrorProps: (field, props) =>
      mergeProps({ id: ids("error", field), "aria-live": "polite" as const }, props),
    getSubmitButtonProps: (props) => mergeProps({ type: "submit" as const, disabled: isBusy }, props),
  };
}
