import type { MarketingPreferencesSwitch } from "solekit";
import { useMarketingPreferences } from "solekit";

const CHANNELS: { legend: string; toggles: { name: MarketingPreferencesSwitch; label: string }[] }[] = [
  {
    legend: "By email",
    toggles: [
      { name: "email_promo", label: "Promotions and new arrivals" },
      { name: "email_benefits", label: "Member benefits and rewards" },
      { name: "email_reminders", label: "Reminders (fitting, birthdays)" },
    ],
  },
  {
    legend: "By SMS",
    toggles: [
      { name: "sms_promo", label: "Promotions and new arrivals" },
      { name: "sms_benefits", label: "Member benefits and rewards" },
      { name: "sms_reminders", label: "Reminders (fitting, birthdays)" },
    ],
  },
];

/** The marketing preferences: six toggles by channel and the opt-out, Save. */
export function MarketingPreferencesForm() {
  const prefs = useMarketingPreferences({ id: "marketing-preferences" });
  if (!prefs.isReady) {
    return prefs.status === "error" ? (
      <div className="account-card profile-form">
        <h2>Marketing preferences</h2>
        <p role="alert" className="form-alert">
          {prefs.errorMessage}
        </p>
        <button type="button" className="button button--secondary" onClick={prefs.reload}>
          Try again
        </button>
      </div>
    ) : null;
  }
  return (
    <section className="account-card profile-form" aria-labelledby="marketing-preferences-heading">
      <h2 id="marketing-preferences-heading">Marketing preferences</h2>
      <p className="profile-form__lede">Choose what we send you. Order and account messages always arrive.</p>
      <form {...prefs.getFormProps({ "aria-labelledby": "marketing-preferences-heading" })}>
        <div className="preferences__channels">
          {CHANNELS.map(({ legend, toggles }) => (
            <fieldset key={legend} className="preferences__channel">
              <legend>{legend}</legend>
              {toggles.map(({ name, label }) => (
                <div key={name} className="check-row">
                  <input {...prefs.getSwitchProps(name, { className: "check-row__box" })} />
                  {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
                  <label {...prefs.getLabelProps(name)}>{label}</label>
                </div>
              ))}
            </fieldset>
          ))}
        </div>
        <div className="check-row check-row--optout">
          <input {...prefs.getSwitchProps("optout", { className: "check-row__box" })} />
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
          <label {...prefs.getLabelProps("optout")}>Opt out of all marketing messages</label>
        </div>
        <p {...prefs.getStatusProps({ className: prefs.formError ? "form-alert" : "form-status" })}>
          {prefs.formError ?? prefs.savedMessage ?? ""}
        </p>
        <div className="profile-form__actions">
          <button {...prefs.getSubmitButtonProps({ className: "button button--primary" })}>
            {prefs.isSaving ? (
              <>
                <span className="spinner" aria-hidden="true" /> Saving…
              </>
            ) : (
              "Save preferences"
            )}
          </button>
          {prefs.canRetry ? (
            <button type="button" className="button button--secondary" onClick={prefs.retry}>
              Try my changes again
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
