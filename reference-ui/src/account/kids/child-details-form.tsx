import type { ReactNode } from "react";
import type { ChildFormApi, ChildFormSelectField, ChildFormTextField } from "solekit";
import { accountMessages } from "solekit/rules";

/**
 * The IDENTIFIERS (avatar, shoe tag) and PROFILE_DETAILS (names, birthday month and year,
 * gender) sections of a child, as one form with Save (and Cancel) at its foot.
 */
export function ChildDetailsForm({ form, actions }: { form: ChildFormApi; actions?: ReactNode }) {
  return (
    <form {...form.getFormProps({ className: "kid-form" })}>
      <section className="kid-section" aria-labelledby="IDENTIFIERS">
        <h2 id="IDENTIFIERS" className="kid-section__title" tabIndex={-1}>
          {accountMessages.identifiersTitle}
        </h2>
        <fieldset
          className="kid-avatars"
          aria-describedby={form.fieldErrors.avatarUrl ? "avatar-error" : undefined}
        >
          <legend>{form.labels.avatarUrl}</legend>
          <div className="kid-avatars__options">
            {form.avatars.map((url, index) => (
              <label key={url} className="kid-avatars__option">
                <input
                  {...form.getAvatarProps(url, {
                    className: "kid-avatars__radio",
                    "aria-label": `${form.labels.avatarUrl} ${index + 1}`,
                  })}
                />
                <img src={url} alt="" />
              </label>
            ))}
          </div>
          <p {...form.getErrorProps("avatarUrl", { className: "kid-form__error", id: "avatar-error" })}>
            {form.fieldErrors.avatarUrl}
          </p>
        </fieldset>
        <div className="kid-form__field">
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
          <label {...form.getLabelProps("shoeTag")}>{form.labels.shoeTag}</label>
          <div className="kid-form__inline">
            <input {...form.getFieldProps("shoeTag", { className: "kid-form__input" })} />
            <button {...form.getShoeTagButtonProps({ className: "pill-button pill-button--secondary" })}>
              {form.isGeneratingShoeTag
                ? accountMessages.randomShoeTagLoading
                : accountMessages.randomShoeTag}
            </button>
          </div>
          <p {...form.getErrorProps("shoeTag", { className: "kid-form__error" })}>
            {form.fieldErrors.shoeTag ?? form.shoeTagNotice}
          </p>
        </div>
      </section>
      <section className="kid-section" aria-labelledby="PROFILE_DETAILS">
        <h2 id="PROFILE_DETAILS" className="kid-section__title" tabIndex={-1}>
          {accountMessages.profileDetailsTitle}
        </h2>
        <div className="kid-form__row">
          <TextField form={form} field="firstName" />
          <TextField form={form} field="lastName" />
        </div>
        <div className="kid-form__row">
          <SelectField form={form} field="birthMonth" options={form.months} />
          <SelectField form={form} field="birthYear" options={form.years} />
        </div>
        {form.birthdayHint ? <p className="kid-form__hint">{form.birthdayHint}</p> : null}
        <div className="kid-form__row">
          <SelectField form={form} field="gender" options={form.genders} />
        </div>
      </section>
      {form.formError ? (
        <p className="kid-form__error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <div className="kid-form__actions">
        <button {...form.getSubmitButtonProps({ className: "pill-button pill-button--primary" })}>
          {form.isBusy ? <span className="spinner" aria-hidden="true" /> : null}
          {form.isBusy ? accountMessages.saving : accountMessages.save}
        </button>
        {actions}
        <p className="kid-form__status" role="status">
          {form.isSaved ? accountMessages.childSaved : ""}
        </p>
      </div>
    </form>
  );
}

function TextField({ form, field }: { form: ChildFormApi; field: ChildFormTextField }) {
  return (
    <div className="kid-form__field">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
      <label {...form.getLabelProps(field)}>{form.labels[field]}</label>
      <input {...form.getFieldProps(field, { className: "kid-form__input" })} />
      <p {...form.getErrorProps(field, { className: "kid-form__error" })}>{form.fieldErrors[field]}</p>
    </div>
  );
}

function SelectField({
  form,
  field,
  options,
}: {
  form: ChildFormApi;
  field: ChildFormSelectField;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="kid-form__field">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
      <label {...form.getLabelProps(field)}>{form.labels[field]}</label>
      <select {...form.getSelectProps(field, { className: "kid-form__input" })}>
        {field === "gender" ? null : <option value="">{accountMessages.notSet}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {/* Only the service refuses a picker's value: no room kept for a message it rarely has. */}
      {form.fieldErrors[field] ? (
        <p {...form.getErrorProps(field, { className: "kid-form__error" })}>{form.fieldErrors[field]}</p>
      ) : null}
    </div>
  );
}
