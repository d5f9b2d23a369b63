import { useEffect, useId, useRef, useState } from "react";
import type { LookForm as LookFormComponent } from "./look-form";
import "./product.css";

// The form (the product form's machine, 20 KB) loads when a shopper reaches for Quick add, not
// with every grid: pointing at the button or focusing it starts the download.
const loadLookForm = () => import("./look-form");
// A preload that fails is tried again when the dialog opens.
const preloadLookForm = () => void loadLookForm().catch(() => undefined);

type FormCode =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; LookForm: typeof LookFormComponent };

/**
 * The form's code, loaded when the dialog opens (once it has arrived, for good). A load that
 * fails says so, and the rest of the page goes on working.
 */
function useLookFormCode() {
  const [code, setCode] = useState<FormCode>({ status: "loading" });
  const load = () => {
    setCode({ status: "loading" });
    loadLookForm().then(
      ({ LookForm }) => setCode({ status: "ready", LookForm }),
      () => setCode({ status: "failed" }),
    );
  };
  return { code, load };
}

/** The look modal: quick add from a product card — choose a size and add (a variant id is required). */
export function LookModal({ handle, name }: { handle: string; name: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { code, load } = useLookFormCode();
  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className="quick-add"
        onClick={() => {
          setOpen(true);
          if (code.status !== "ready") load();
        }}
        onPointerEnter={preloadLookForm}
        onFocus={preloadLookForm}
        aria-haspopup="dialog"
      >
        Quick add<span className="visually-hidden"> {name}</span>
      </button>
      {open ? (
        <dialog ref={dialog} className="look-modal" aria-labelledby={titleId} onClose={() => setOpen(false)}>
          {code.status === "ready" ? (
            <code.LookForm handle={handle} titleId={titleId} onDone={close} />
          ) : (
            <>
              <h2 id={titleId}>{name}</h2>
              {code.status === "failed" ? (
                <>
                  <p className="form-error" role="alert">
                    Quick add could not load. Check your connection, then reload the page.
                  </p>
                  {/* The browser keeps a module that failed to load as failed until the page reloads. */}
                  <button type="button" className="add-to-cart" onClick={() => window.location.reload()}>
                    Reload page
                  </button>
                </>
              ) : (
                <p aria-live="polite">Loading…</p>
              )}
            </>
          )}
          {/* After the form, and the same element whatever shows above it: focus stays on it. */}
          <button type="button" className="link-button" onClick={close}>
            Close
          </button>
        </dialog>
      ) : null}
    </>
  );
}
