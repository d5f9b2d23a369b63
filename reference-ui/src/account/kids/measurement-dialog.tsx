import { useMeasurementForm } from "solekit";
import type { ChildConnection } from "solekit/clients";
import { accountMessages } from "solekit/rules";

/** The new-measurement side modal: shoe size (AU/UK) and width, both required. */
export function MeasurementDialog({ child, onClose }: { child: ChildConnection; onClose: () => void }) {
  const form = useMeasurementForm({
    connectionId: child.connectionId,
    profileId: child.connector.id,
    onClose,
  });
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and Close are the keyboard's ways out */}
      <div className="kid-backdrop" onClick={onClose} />
      <div {...form.getDialogProps({ className: "kid-side-modal kid-side-modal--open" })}>
        <div className="dialog__header kid-side-modal__header">
          <h2 {...form.getTitleProps()}>{form.labels.title}</h2>
          <button
            {...form.getCloseButtonProps({
              className: "dialog__close",
              "aria-label": accountMessages.closeModal,
            })}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
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
      </div>
    </>
  );
}
