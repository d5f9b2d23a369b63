import type { WishlistSizeApi } from "solekit";

/** The size step both wishlist modals share: widths, sizes, the back-in-stock email and the button. */
export function SizeStep({ step }: { step: WishlistSizeApi }) {
  if (step.status === "error") {
    return (
      <div className="wishlist-size">
        <p className="wishlist-modal__message wishlist-modal__message--error">{step.errorMessage}</p>
        <button type="button" className="pill-button pill-button--secondary" onClick={step.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (step.step === "loading") {
    return <div className="wishlist-size wishlist-size--loading" aria-busy="true" />;
  }
  return (
    <div className="wishlist-size">
      {step.widths.length > 1 ? (
        <fieldset className="wishlist-size__group">
          <legend>{step.labels.width}</legend>
          <div className="wishlist-size__options">
            {step.widths.map((width) => (
              <button key={width} {...step.getWidthProps(width, { className: "wishlist-size__option" })}>
                {width}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="wishlist-size__group">
        <legend>{step.labels.size}</legend>
        <div className="wishlist-size__options">
          {step.sizes.map((choice) => (
            <button
              key={choice.size}
              {...step.getSizeProps(choice, {
                className: `wishlist-size__option${choice.available ? "" : " wishlist-size__option--out"}`,
                "aria-label": choice.available ? choice.label : `${choice.label}, out of stock`,
              })}
            >
              {choice.label}
            </button>
          ))}
        </div>
      </fieldset>
      {step.step === "NOTIFY_ME" ? (
        <div className="wishlist-size__notify">
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getEmailLabelProps() supplies htmlFor */}
          <label {...step.getEmailLabelProps()}>{step.labels.email}</label>
          <input {...step.getEmailFieldProps({ className: "wishlist-input" })} />
        </div>
      ) : null}
      <p
        {...step.getEmailMessageProps({
          className: `wishlist-modal__message${step.emailError ? " wishlist-modal__message--error" : ""}`,
        })}
      >
        {step.emailError ?? step.notifyMessage}
      </p>
      <button {...step.getActionProps({ className: "pill-button pill-button--primary" })}>
        {step.buttonLabel}
      </button>
    </div>
  );
}
