import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import "./product.css";

// The form (the product form's machine, 20 KB) loads when a shopper reaches for Quick add, not
// with every grid: pointing at the button or focusing it starts the download.
const loadLookForm = () => import("./look-form");
const LookForm = lazy(async () => ({ default: (await loadLookForm()).LookForm }));
// A preload that fails is tried again when the dialog opens.
const preloadLookForm = () => void loadLookForm().catch(() => undefined);

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
      <button
        type="button"
        className="quick-add"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadLookForm}
        onFocus={preloadLookForm}
        aria-haspopup="dialog"
      >
        Quick add<span className="visually-hidden"> {name}</span>
      </button>
      {open ? (
        <dialog ref={dialog} className="look-modal" aria-labelledby={titleId} onClose={() => setOpen(false)}>
          <Suspense fallback={<h2 id={titleId}>Loading…</h2>}>
            <LookForm handle={handle} titleId={titleId} onDone={() => dialog.current?.close()} />
          </Suspense>
        </dialog>
      ) : null}
    </>
  );
}
