import { useEffect, useState } from "react";
import { useProductForm } from "solekit";
import { validateLookSubmit } from "solekit/rules";
import { SizeSelector } from "./product-form";

/** The look modal's form: the product's sizes and Add to Cart (a variant id is required); `onDone` once added. */
export function LookForm({
  handle,
  titleId,
  onDone,
}: {
  handle: string;
  titleId: string;
  onDone: () => void;
}) {
  const form = useProductForm({ handle, syncUrl: false });
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (added && !form.isAdding && !form.addError) onDone();
  }, [added, form.isAdding, form.addError, onDone]);
  return (
    <>
      <h2 id={titleId}>{form.title || "Loading…"}</h2>
      {form.product ? (
        <>
          <p className="product-page__price">{form.priceText}</p>
          <SizeSelector form={form} />
          <p className="form-error" role="alert">
            {error}
          </p>
          <button
            {...form.getAddButtonProps({
              className: "add-to-cart",
              onClick: (event: { preventDefault(): void }) => {
                const message = validateLookSubmit(form.selectedVariant?.id);
                setError(message);
                if (message) event.preventDefault();
                else if (!form.isButtonDisabled && form.buttonLabel === "Add to Cart") setAdded(true);
              },
            })}
          >
            {form.isAdding ? "Adding…" : form.selectedVariant ? form.buttonLabel : "Add to Cart"}
          </button>
        </>
      ) : null}
    </>
  );
}
