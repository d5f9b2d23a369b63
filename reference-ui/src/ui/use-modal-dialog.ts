import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * A native `<dialog>` shown as a modal while `isOpen` holds and closed otherwise: the ref to put
 * on it. A layout effect, so the dialog is shown before a hook's effect moves focus into it.
 */
export function useModalDialog(isOpen: boolean): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);
  return dialog;
}
