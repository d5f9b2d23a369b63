import { type UseProductFormResult, useGiftCardForm } from "solekit";

const GIFT_FIELDS = [
  ["senderName", "Your name"],
  ["recipientName", "Recipient name"],
  ["recipientEmail", "Recipient email"],
] as const;

/** A gift card's fields (`useGiftCardForm`, attached to the page's form) and its running total. */
export function GiftCardForm({ form }: { form: UseProductFormResult }) {
  const giftCard = useGiftCardForm(form);
  return (
    <fieldset className="gift-card-form">
      <legend>Gift card details</legend>
      {GIFT_FIELDS.map(([field, label]) => (
        <p key={field}>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
          <label {...giftCard.getLabelProps(field)}>{label}</label>
          <input {...giftCard.getFieldProps(field)} />
        </p>
      ))}
      <p>
        {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
        <label {...giftCard.getLabelProps("message")}>Message (optional)</label>
        <textarea {...giftCard.getFieldProps("message", { rows: 3 })} />
        <span className="counter" aria-live="polite">
          {giftCard.messageCounter}
        </span>
      </p>
      <p {...giftCard.getErrorProps({ className: "form-error" })}>{giftCard.fieldError}</p>
      {form.giftCardTotalText ? (
        <p className="gift-card-total">
          Total: <strong>{form.giftCardTotalText}</strong>
        </p>
      ) : null}
    </fieldset>
  );
}
