import { type ProductFormApi, useMessages } from "solekit";
import { productMessages } from "solekit/rules";

const GIFT_FIELDS = [
  ["senderName", "Your name"],
  ["recipientName", "Recipient name"],
  ["recipientEmail", "Recipient email"],
] as const;

export function SizeSelector({ form }: { form: ProductFormApi }) {
  return (
    <div className="size-selector">
      {form.hasUnits ? (
        <div className="size-selector__row">
          <span {...form.getGroupLabelProps("unit")} className="size-selector__label">
            Size unit
          </span>
          <div {...form.getUnitGroupProps({ className: "chips" })}>
            {form.units.map((unit) => (
              <button type="button" key={unit} {...form.getUnitProps(unit, { className: "chip" })}>
                {unit}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {form.widths.length > 0 ? (
        <div className="size-selector__row">
          <span {...form.getGroupLabelProps("width")} className="size-selector__label">
            Width
          </span>
          <div {...form.getWidthGroupProps({ className: "chips" })}>
            {form.widths.map((width) => (
              <button type="button" key={width} {...form.getWidthProps(width, { className: "chip" })}>
                {width}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <span {...form.getGroupLabelProps("size")} className="size-selector__label">
        {form.isGiftCard ? "Amount" : "Size"}
        {form.selectedVariant ? `: ${form.selectedVariant.label}` : ""}
      </span>
      <div {...form.getSizeGroupProps({ className: "size-grid" })}>
        {form.sizes.map((size) => (
          <button
            type="button"
            key={size.variantId}
            {...form.getSizeProps(size, { className: "size-option" })}
          >
            {size.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export function QuantityStepper({ form }: { form: ProductFormApi }) {
  const messages = useMessages(productMessages);
  return (
    <div className="quantity">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getQuantityLabelProps() supplies htmlFor */}
      <label {...form.getQuantityLabelProps()}>{messages.quantityLabel}</label>
      <div className="quantity__stepper">
        <button {...form.getDecrementProps()}>−</button>
        <input {...form.getQuantityInputProps({ size: 3 })} />
        <button {...form.getIncrementProps()}>+</button>
      </div>
    </div>
  );
}

export function GiftCardForm({ form }: { form: ProductFormApi }) {
  return (
    <fieldset className="gift-card-form">
      <legend>Gift card details</legend>
      {GIFT_FIELDS.map(([field, label]) => (
        <p key={field}>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getGiftCardLabelProps() supplies htmlFor */}
          <label {...form.getGiftCardLabelProps(field)}>{label}</label>
          <input {...form.getGiftCardFieldProps(field)} />
        </p>
      ))}
      <p>
        {/* biome-ignore lint/a11y/noLabelWithoutControl: getGiftCardLabelProps() supplies htmlFor */}
        <label {...form.getGiftCardLabelProps("message")}>Message (optional)</label>
        <textarea {...form.getGiftCardFieldProps("message", { rows: 3 })} />
        <span className="counter" aria-live="polite">
          {form.giftCardMessageCounter}
        </span>
      </p>
      <p {...form.getGiftCardErrorProps({ className: "form-error" })}>{form.giftCardError}</p>
      {form.giftCardTotalText ? (
        <p className="gift-card-total">
          Total: <strong>{form.giftCardTotalText}</strong>
        </p>
      ) : null}
    </fieldset>
  );
}

export function BackInStock({ form }: { form: ProductFormApi }) {
  if (form.subscribedMessage) {
    return <p {...form.getSubscribedMessageProps({ className: "form-success" })}>{form.subscribedMessage}</p>;
  }
  if (!form.showEmailBox) return null;
  const input = form.getEmailInputProps({ autoComplete: "email" });
  return (
    <form {...form.getEmailFormProps({ className: "back-in-stock" })}>
      <label htmlFor={input.id}>Email me when this size is back</label>
      <div className="back-in-stock__row">
        <input {...input} />
        <button type="submit" disabled={form.isSubscribing}>
          Notify me
        </button>
      </div>
      <p id={form.errorId("email")} className="form-error" role="alert">
        {form.emailError}
      </p>
    </form>
  );
}
