import { useEffect, useState } from "react";
import type { UpdateDetailsTextField } from "solekit";
import { useCustomerToken, useUpdateDetails } from "solekit";
import { useDevSandbox } from "../dev-panel/sandbox-context";
import "./account.css";
import "./shop-account.css";

const DETAILS_FIELDS: { field: UpdateDetailsTextField; label: string }[] = [
  { field: "email", label: "Email" },
  { field: "password", label: "Password" },
  { field: "first_name", label: "First name" },
  { field: "last_name", label: "Last name" },
  { field: "phone", label: "Phone" },
];

// The password comes from the sandbox's chunk, which is loaded already when there is a sandbox;
// importing it statically would make a live store's account page download the whole sandbox.
function SandboxHint() {
  const sandbox = useDevSandbox();
  const [password, setPassword] = useState<string | null>(null);
  useEffect(() => {
    if (sandbox) void import("solekit/sandbox").then((m) => setPassword(m.SANDBOX_CUSTOMER_PASSWORD));
  }, [sandbox]);
  if (!sandbox || !password) return null;
  return (
    <p className="shop-account__hint">
      Sandbox: the demo customer's shop password is <code>{password}</code>.
    </p>
  );
}

/** The storefront password sign-in (customer access token), for a signed-in member. */
export function ShopSignIn() {
  const shop = useCustomerToken({ id: "shop-sign-in" });
  if (shop.hasToken) {
    return (
      <section className="shop-account__card" aria-labelledby="shop-sign-in-heading">
        <h2 id="shop-sign-in-heading">Shop sign-in</h2>
        <p role="status">
          You're signed in to the shop
          {shop.expiresAt ? ` until ${new Date(shop.expiresAt).toLocaleDateString("en-AU")}` : ""}.
        </p>
        <button type="button" className="sign-in__link-button" onClick={shop.forget}>
          Sign out of the shop
        </button>
      </section>
    );
  }
  return (
    <section className="shop-account__card" aria-labelledby="shop-sign-in-heading">
      <form {...shop.getFormProps({ className: "sign-in__form", "aria-labelledby": "shop-sign-in-heading" })}>
        <h2 id="shop-sign-in-heading">Shop sign-in</h2>
        <p className="sign-in__lede">Sign in with your shop email and password for faster checkout.</p>
        <SandboxHint />
        {(["email", "password"] as const).map((field) => (
          <div key={field} className="sign-in__field">
            {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
            <label {...shop.getLabelProps(field)}>{field === "email" ? "Email" : "Password"}</label>
            <input {...shop.getFieldProps(field, { className: "sign-in__input" })} />
            <p {...shop.getErrorProps(field, { className: "sign-in__error" })}>
              {shop.fieldErrors[field] ?? ""}
            </p>
          </div>
        ))}
        <p
          {...shop.getErrorProps("form", {
            className: shop.formError ? "sign-in__alert" : "sign-in__status",
          })}
        >
          {shop.formError ?? ""}
        </p>
        <button {...shop.getSubmitButtonProps({ className: "sign-in__submit" })}>
          {shop.isBusy ? "Signing in…" : "Sign in to the shop"}
        </button>
      </form>
    </section>
  );
}

/** The update-details form (storefront §5), for a signed-in member. */
export function UpdateDetailsForm() {
  const form = useUpdateDetails({ id: "update-details" });
  return (
    <section className="shop-account__card" aria-labelledby="update-details-heading">
      <form
        {...form.getFormProps({ className: "sign-in__form", "aria-labelledby": "update-details-heading" })}
      >
        <h2 id="update-details-heading">Update your details</h2>
        <p className="sign-in__lede">
          Your email and shop password confirm it's you. Empty fields stay as they are.
        </p>
        <SandboxHint />
        {DETAILS_FIELDS.map(({ field, label }) => (
          <div key={field} className="sign-in__field">
            {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
            <label {...form.getLabelProps(field)}>{label}</label>
            <input {...form.getFieldProps(field, { className: "sign-in__input" })} />
            <p {...form.getErrorProps(field, { className: "sign-in__error" })}>
              {form.fieldErrors[field] ?? ""}
            </p>
          </div>
        ))}
        <div className="sign-in__check">
          <input {...form.getMarketingProps()} />
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
          <label {...form.getLabelProps("accepts_marketing")}>Email me news and offers</label>
        </div>
        <p
          {...form.getErrorProps("form", {
            className: form.formError ? "sign-in__alert" : "sign-in__status",
          })}
        >
          {form.formError ?? form.savedMessage ?? ""}
        </p>
        <button {...form.getSubmitButtonProps({ className: "sign-in__submit" })}>
          {form.isBusy ? "Saving…" : "Save details"}
        </button>
      </form>
    </section>
  );
}
