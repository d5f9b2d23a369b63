import { type UseProductFormResult, useBackInStockForm } from "solekit";

/**
 * The back-in-stock email box (`useBackInStockForm`, attached to the page's form), shown while the
 * form's button holds it open.
 */
export function BackInStockBox({ form }: { form: UseProductFormResult }) {
  const box = useBackInStockForm(form);
  if (!form.showEmailBox) return null;
  const input = box.getInputProps({ autoComplete: "email" });
  return (
    <form {...box.getFormProps({ className: "back-in-stock" })}>
      <label htmlFor={input.id}>Email me when this size is back</label>
      <div className="back-in-stock__row">
        <input {...input} />
        <button type="submit" disabled={box.isSubscribing}>
          Notify me
        </button>
      </div>
      <p {...box.getErrorProps({ className: "form-error" })}>{box.fieldError}</p>
    </form>
  );
}
