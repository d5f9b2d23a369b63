import type { OnboardingApi, OnboardingTextField } from "solekit";

// Step 1: the child's names, birthday (month and year), gender and shoe tag.
export function AboutStep({ onboarding }: { onboarding: OnboardingApi }) {
  const { messages } = onboarding;
  return (
    <div className="onboarding__form">
      <div className="onboarding__row">
        <TextField onboarding={onboarding} field="firstName" label={messages.childFirstNameLabel} />
        <TextField onboarding={onboarding} field="lastName" label={messages.childLastNameLabel} />
      </div>
      <fieldset className="onboarding__fieldset">
        <legend>{messages.childBirthdayLabel}</legend>
        <div className="onboarding__row onboarding__row--pair">
          <div className="onboarding__field">
            {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
            <label {...onboarding.getLabelProps("birthMonth")}>{messages.childBirthMonthLabel}</label>
            <select {...onboarding.getSelectProps("birthMonth", { className: "onboarding__input" })}>
              <option value="">{messages.childBirthdayUnset}</option>
              {onboarding.months.map((month) => (
                <option key={month.value} value={month.value}>
                  {month.label}
                </option>
              ))}
            </select>
          </div>
          <div className="onboarding__field">
            {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
            <label {...onboarding.getLabelProps("birthYear")}>{messages.childBirthYearLabel}</label>
            <select {...onboarding.getSelectProps("birthYear", { className: "onboarding__input" })}>
              <option value="">{messages.childBirthdayUnset}</option>
              {onboarding.years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      <div className="onboarding__field onboarding__field--spaced">
        {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
        <label {...onboarding.getLabelProps("gender")}>{messages.childGenderLabel}</label>
        <select {...onboarding.getSelectProps("gender", { className: "onboarding__input" })}>
          {onboarding.genders.map((gender) => (
            <option key={gender.value} value={gender.value}>
              {gender.label}
            </option>
          ))}
        </select>
      </div>
      <div className="onboarding__field">
        {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
        <label {...onboarding.getLabelProps("shoeTag")}>{messages.childShoeTagLabel}</label>
        <p {...onboarding.getHintProps({ className: "onboarding__hint" })}>{messages.childShoeTagHint}</p>
        <div className="onboarding__shoe-tag">
          <input {...onboarding.getFieldProps("shoeTag", { className: "onboarding__input" })} />
          <button {...onboarding.getSuggestButtonProps({ className: "button onboarding__suggest" })}>
            {onboarding.isSuggestingShoeTag ? (
              <span className="onboarding__spinner onboarding__spinner--violet" aria-hidden="true" />
            ) : null}
            {messages.suggestShoeTag}
          </button>
        </div>
        <p {...onboarding.getErrorProps("shoeTag", { className: "onboarding__error" })}>
          {onboarding.fieldErrors.shoeTag ?? onboarding.shoeTagError}
        </p>
      </div>
    </div>
  );
}

function TextField({
  onboarding,
  field,
  label,
}: {
  onboarding: OnboardingApi;
  field: OnboardingTextField;
  label: string;
}) {
  return (
    <div className="onboarding__field">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
      <label {...onboarding.getLabelProps(field)}>{label}</label>
      <input {...onboarding.getFieldProps(field, { className: "onboarding__input" })} />
      <p {...onboarding.getErrorProps(field, { className: "onboarding__error" })}>
        {field === "lastName" ? null : onboarding.fieldErrors[field]}
      </p>
    </div>
  );
}
