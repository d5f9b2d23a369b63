import type { AddressFormApi, AddressFormTextField } from "solekit";
import { useAddressForm } from "solekit";
import type { LoyaltyAddress } from "solekit/clients";
import { accountMessages } from "solekit/rules";
import { ModalDialog } from "../../ui/modal-dialog";

// Fields two to a row from 480 px wide (the pairs), one to a row below.
const ROWS: readonly (readonly AddressFormTextField[])[] = [
  ["first_name", "last_name"],
  ["address_line_1"],
  ["address_line_2"],
  ["city", "state"],
  ["postcode", "country"],
];

/** The add/edit address form in a modal dialog; `closeFocusId` takes focus when nothing opened it. */
export function AddressDialog({
  address,
  onClose,
  closeFocusId,
}: {
  address?: LoyaltyAddress;
  onClose: () => void;
  closeFocusId?: string;
}) {
  const form = useAddressForm({ address: address ?? null, onClose, closeFocusId });
  return (
    <ModalDialog
      parts={form}
      title={form.title}
      closeLabel={accountMessages.addressClose}
      onDismiss={onClose}
      className="address-dialog"
      headerClassName="address-dialog__header"
    >
      <form {...form.getFormProps({ className: "address-form" })}>
        <ErrorSummary form={form} />
        {ROWS.map((row) => (
          <div key={row.join()} className={`address-form__row address-form__row--${row.length}`}>
            {row.map((field) => (
              <Field key={field} form={form} field={field} />
            ))}
          </div>
        ))}
        <label className="address-form__check" {...form.getLabelProps("is_default")}>
          <input {...form.getPrimaryCheckboxProps()} />
          {form.labels.is_default}
        </label>
        {/* An outage is not one of the fields to check: said on its own, and focused. */}
        <p
          {...form.getErrorProps("form", { className: "address-form__outage", role: "alert", tabIndex: -1 })}
        >
          {form.outageMessage}
        </p>
        <div className="address-form__actions">
          <button {...form.getSubmitButtonProps({ className: "pill-button pill-button--primary" })}>
            {form.isBusy ? <span className="spinner" aria-hidden="true" /> : null}
            {form.isBusy ? accountMessages.addressSaving : accountMessages.addressSave}
          </button>
          <button {...form.getCloseButtonProps({ className: "pill-button pill-button--secondary" })}>
            {accountMessages.addressCancel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

function Field({ form, field }: { form: AddressFormApi; field: AddressFormTextField }) {
  const message = field === "address_line_2" ? undefined : form.fieldErrors[field];
  return (
    <div className="address-form__field">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
      <label {...form.getLabelProps(field)}>{form.labels[field]}</label>
      <input {...form.getFieldProps(field, { className: "address-form__input" })} />
      <p {...form.getErrorProps(field, { className: "address-form__error" })}>{message}</p>
    </div>
  );
}

// Shown after a failed submit; takes focus then, and links to each field.
function ErrorSummary({ form }: { form: AddressFormApi }) {
  if (form.summary.length === 0) return null;
  return (
    <div {...form.getSummaryProps({ className: "error-summary address-form__summary" })}>
      <h3 {...form.getSummaryTitleProps({ className: "error-summary__title" })}>
        {accountMessages.addressErrorSummary}
      </h3>
      <ul>
        {form.summary.map((item) =>
          item.field === "form" ? (
            <li key={item.field}>{item.message}</li>
          ) : (
            <li key={item.field}>
              <a {...form.getSummaryLinkProps(item.field)}>{item.message}</a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
