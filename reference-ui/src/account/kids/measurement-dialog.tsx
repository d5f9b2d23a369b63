import { useMeasurementForm } from "solekit";
import type { ChildConnection } from "solekit/clients";
import { accountMessages } from "solekit/rules";
import { ModalDialog } from "../../ui/modal-dialog";
import "../../ui/side-modal.css";

/** The new-measurement side modal: shoe size (AU/UK) and width, both required. */
export function MeasurementDialog({ child, onClose }: { child: ChildConnection; onClose: () => void }) {
  const form = useMeasurementForm({
    connectionId: child.connectionId,
    profileId: child.connector.id,
    onClose,
  });
  return (
    <ModalDialog
      parts={form}
      title={form.labels.title}
      closeLabel={accountMessages.closeModal}
      onDismiss={onClose}
      side
    >
      <form {...form.getFormProps({ className: "kid-form" })}>
        {(["size", "width"] as const).map((field) => (
          <div key={field} className="kid-form__field">
            {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
            <label {...form.getLabelProps(field)}>{form.labels[field]}</label>
            <select {...form.getSelectProps(field, { className: "kid-form__input" })}>
              <option value="">{form.labels.placeholder}</option>
              {(field === "size" ? form.sizes : form.widths).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <p {...form.getErrorProps({ className: "kid-form__error" })}>{form.formError}</p>
        <div className="kid-form__actions">
          <button {...form.getSubmitButtonProps({ className: "pill-button pill-button--primary" })}>
            {form.isBusy ? <span className="spinner" aria-hidden="true" /> : null}
            {form.isBusy ? accountMessages.saving : accountMessages.saveMeasurement}
          </button>
          <button {...form.getCloseButtonProps({ className: "pill-button pill-button--secondary" })}>
            {accountMessages.childCancel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
