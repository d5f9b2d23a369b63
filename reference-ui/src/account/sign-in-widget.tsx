import type { SignInApi, SignInDetailsField } from "solekit";
import { useSignIn } from "solekit";
import { COMMS_FLAGS, type CommsFlag } from "solekit/rules";
import { runsOnSandbox } from "../dev-panel/sandbox-context";

const DETAILS_FIELDS: { field: SignInDetailsField; label: string }[] = [
  { field: "email", label: "Email" },
  { field: "firstName", label: "First name" },
  { field: "lastName", label: "Last name" },
  { field: "mobile", label: "Mobile" },
  { field: "postcode", label: "Postcode" },
];

const COMMS_LABELS: Partial<Record<CommsFlag, string>> = {
  email_promo: "Email me offers and new arrivals",
  email_benefits: "Email me member benefits",
  email_reminders: "Email me fitting reminders",
  sms_promo: "Text me offers and new arrivals",
  sms_benefits: "Text me member benefits",
  sms_reminders: "Text me fitting reminders",
};

function FieldError({
  signIn,
  field,
  message,
}: {
  signIn: SignInApi;
  field: Parameters<SignInApi["getErrorProps"]>[0];
  message: string | null | undefined;
}) {
  return <p {...signIn.getErrorProps(field, { className: "sign-in__error" })}>{message ?? ""}</p>;
}

function Initial({ signIn }: { signIn: SignInApi }) {
  return (
    <form {...signIn.getFormProps("initial", { className: "sign-in__form" })}>
      <h2 {...signIn.getHeadingProps("initial")}>Sign in or join Fit Club</h2>
      <p className="sign-in__lede">
        Enter your email or Australian mobile number (+61). We'll check whether you're already a member.
      </p>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
      <label {...signIn.getLabelProps("identifier")}>Email or mobile</label>
      <input
        {...signIn.getIdentifierInputProps({
          className: "sign-in__input",
          placeholder: "you@example.com or 0412 345 678",
        })}
      />
      <FieldError signIn={signIn} field="identifier" message={signIn.identifierError} />
      {signIn.errorMessage ? (
        <p role="alert" className="sign-in__alert">
          {signIn.errorMessage}
        </p>
      ) : null}
      <button {...signIn.getSubmitButtonProps({ className: "sign-in__submit" })}>
        {signIn.isBusy ? "Checking…" : "Continue"}
      </button>
    </form>
  );
}

function MobileCode({ signIn }: { signIn: SignInApi }) {
  return (
    <form {...signIn.getFormProps("mobileCode", { className: "sign-in__form" })}>
      <button
        {...signIn.getBackButtonProps({
          className: "sign-in__back",
          "aria-label": "Back to email or mobile",
        })}
      >
        ←
      </button>
      <h2 {...signIn.getHeadingProps("mobileCode")}>Enter your code</h2>
      <p className="sign-in__lede">We've texted a 6-digit code to {signIn.codeSentTo}.</p>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
      <label {...signIn.getLabelProps("code")}>6-digit code</label>
      <input {...signIn.getCodeInputProps({ className: "sign-in__input sign-in__input--code" })} />
      <FieldError signIn={signIn} field="code" message={signIn.codeError} />
      {signIn.errorMessage ? (
        <p role="alert" className="sign-in__alert">
          {signIn.errorMessage}
        </p>
      ) : null}
      <p role="status" className="sign-in__status">
        {signIn.codeResentMessage ?? ""}
      </p>
      <button {...signIn.getSubmitButtonProps({ className: "sign-in__submit" })}>
        {signIn.isBusy ? "Signing in…" : "Sign in"}
      </button>
      <button {...signIn.getResendButtonProps({ className: "sign-in__link-button" })}>
        {signIn.canResendCode ? "Send a new code" : "Send a new code (available shortly)"}
      </button>
    </form>
  );
}

function Details({ signIn }: { signIn: SignInApi }) {
  return (
    <form {...signIn.getFormProps("details", { className: "sign-in__form" })}>
      <button
        {...signIn.getBackButtonProps({
          className: "sign-in__back",
          "aria-label": "Back to email or mobile",
        })}
      >
        ←
      </button>
      <h2 {...signIn.getHeadingProps("details")}>Join Fit Club</h2>
      <p className="sign-in__lede">All fields are required.</p>
      {DETAILS_FIELDS.map(({ field, label }) => (
        <div key={field} className="sign-in__field">
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
          <label {...signIn.getLabelProps(field)}>{label}</label>
          <input {...signIn.getFieldProps(field, { className: "sign-in__input" })} />
          <FieldError signIn={signIn} field={field} message={signIn.fieldErrors[field]} />
        </div>
      ))}
      <fieldset className="sign-in__comms">
        <legend>Keep in touch</legend>
        {COMMS_FLAGS.filter((flag) => COMMS_LABELS[flag]).map((flag) => (
          <div key={flag} className="sign-in__check">
            <input {...signIn.getCommsProps(flag)} />
            {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
            <label {...signIn.getLabelProps(flag)}>{COMMS_LABELS[flag]}</label>
          </div>
        ))}
      </fieldset>
      {signIn.formError ? (
        <p role="alert" className="sign-in__alert">
          {signIn.formError}
        </p>
      ) : null}
      <button {...signIn.getSubmitButtonProps({ className: "sign-in__submit" })}>
        {signIn.isBusy ? "Creating your account…" : "Create account"}
      </button>
    </form>
  );
}

function Success({ signIn }: { signIn: SignInApi }) {
  return (
    <section className="sign-in__form" aria-labelledby={signIn.getHeadingId("success")}>
      <h2 {...signIn.getHeadingProps("success")}>
        {signIn.inboxMessage ? "Check your inbox" : "Welcome to Fit Club"}
      </h2>
      {signIn.inboxMessage ? <p role="status">{signIn.inboxMessage}</p> : null}
      {signIn.card ? (
        <section className="loyalty-card" aria-label="Your Fit Club card">
          <p className="loyalty-card__brand">Fit Club</p>
          <p className="loyalty-card__name">
            {signIn.card.firstName} {signIn.card.lastName}
          </p>
          <p className="loyalty-card__code">{signIn.card.code}</p>
        </section>
      ) : null}
      {signIn.notActivatedMessage ? <p role="status">{signIn.notActivatedMessage}</p> : null}
      {signIn.inboxMessage ? (
        <button {...signIn.getBackButtonProps({ className: "sign-in__link-button" })}>
          Use a different email
        </button>
      ) : null}
    </section>
  );
}

/** The sign-in widget's four steps, skinned on useSignIn. */
export function SignInWidget() {
  // On the sandbox the mobile login completes on this app's own /account page. The widget reads
  // its options once, when it mounts, which may be before the sandbox has started.
  const signIn = useSignIn(runsOnSandbox ? { embedLoginUrl: `${window.location.origin}/account` } : {});
  switch (signIn.step) {
    case "mobileCode":
      return <MobileCode signIn={signIn} />;
    case "details":
      return <Details signIn={signIn} />;
    case "success":
      return <Success signIn={signIn} />;
    default:
      return <Initial signIn={signIn} />;
  }
}
