import { useEffect, useId, useRef, useState } from "react";
import { useProductForm } from "solekit";
import { validateLookSubmit } from "solekit/rules";
import { SizeSelector } from "./product-form";
import "./product.css";

/** The look modal: quick add from a product card — choose a size and add (a variant id is required). */
export function LookModal({ handle, name }: { handle: string; name: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);
  return (
    <>
      <button type="button" className="quick-add" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Quick add<span className="visually-hidden"> {name}</span>
      </button>
      {open ? (
        <dialog ref={dialog} className="look-modal" aria-labelledby={titleId} onClose={() => setOpen(false)}>
          <LookForm handle={handle} titleId={titleId} onDone={() => dialog.current?.close()} />
        </dialog>
      ) : null}
    </>
  );
}

function LookForm({ handle, titleId, onDone }: { handle: string; titleId: string; onDone: () => void }) {
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
      <button type="button" className="link-button" onClick={onDone}>
        Close
      </button>
    </>
  );
}
