import type { ProfileDetailsField } from "solekit";
import { useProfileDetails } from "solekit";

const FIELDS: { field: ProfileDetailsField; label: string; hint?: string }[] = [
  { field: "firstName", label: "First name" },
  { field: "lastName", label: "Last name (optional)" },
  { field: "email", label: "Email", hint: "You sign in with this email, so it can't be changed here." },
  { field: "mobile", label: "Mobile (optional)" },
  { field: "birthday", label: "Birthday (optional)", hint: "dd/mm/yyyy" },
];

/** The profile details form: an error summary, labelled fields with their messages, Save. */
export function ProfileDetailsForm() {
  const form = useProfileDetails({ id: "profile-details" });
  if (!form.isReady) {
    return form.status === "error" ? (
      <div className="account-card profile-form">
        <h2>Personal details</h2>
        <p role="alert" className="form-alert">
          {form.errorMessage}
        </p>
        <button type="button" className="button button--secondary" onClick={form.reload}>
          Try again
        </button>
      </div>
    ) : null;
  }
  return (
    <section className="account-card profile-form" aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading">Personal details</h2>
      <form {...form.getFormProps({ "aria-labelledby": "profile-details-heading" })}>
        {form.summary.length > 0 ? (
          <div {...form.getSummaryProps({ className: "error-summary" })}>
            <h3 {...form.getSummaryTitleProps({ className: "error-summary__title" })}>{form.summaryTitle}</h3>
            <ul>
              {form.summary.map(({ field, message }) => (
                <li key={field}>
                  <a {...form.getSummaryLinkProps(field)}>{message}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="profile-form__fields">
          {FIELDS.map(({ field, label, hint }) => (
            <div key={field} className={`form-field form-field--${field}`}>
              {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
              <label {...form.getLabelProps(field)}>{label}</label>
              {hint ? <p {...form.getHintProps(field, { className: "form-field__hint" })}>{hint}</p> : null}
              <input {...form.getFieldProps(field, { className: "form-field__input" })} />
              <p {...form.getErrorProps(field, { className: "form-field__error" })}>
                {form.fieldErrors[field as keyof typeof form.fieldErrors] ?? ""}
              </p>
            </div>
          ))}
        </div>
        <p {...form.getStatusProps({ className: form.formError ? "form-alert" : "form-status" })}>
          {form.formError ?? form.savedMessage ?? ""}
        </p>
        <button {...form.getSubmitButtonProps({ className: "button button--primary" })}>
          {form.isSaving ? (
            <>
              <span className="spinner" aria-hidden="true" /> Saving…
            </>
          ) : (
            "Save details"
          )}
        </button>
      </form>
    </section>
  );
}
