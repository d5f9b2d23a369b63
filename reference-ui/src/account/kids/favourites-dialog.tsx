import { useEffect, useRef } from "react";
import { type FavouritesHandle, useFavouritesPicker } from "solekit";
import type { ChildConnection } from "solekit/clients";
import { accountMessages } from "solekit/rules";
import { ModalDialog } from "../../ui/modal-dialog";
import "../../ui/side-modal.css";

/**
 * The favourite brands or sports side modal, a lazy module of the child's page: it mounts on the
 * parent's click, opens the picker at once, and reports when the picker closes (saved or not).
 */
export function FavouritesDialog({
  child,
  handle,
  options,
  onClose,
}: {
  child: ChildConnection;
  handle: FavouritesHandle;
  options: readonly string[];
  onClose: (saved: boolean) => void;
}) {
  const picker = useFavouritesPicker({ child, handle, options, id: `picker-${handle}` });
  const { open, isOpen, status } = picker;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!wasOpen.current && !isOpen) open();
  }, [open, isOpen]);
  useEffect(() => {
    if (isOpen) wasOpen.current = true;
    else if (wasOpen.current) onClose(status === "success");
  }, [isOpen, status, onClose]);
  if (!picker.isOpen) return null;
  return (
    <ModalDialog
      parts={picker}
      title={picker.title}
      closeLabel={accountMessages.closeModal}
      onDismiss={picker.close}
      side
    >
      <ul className="kid-picker">
        {picker.options.map((value) => (
          <li key={value}>
            <label {...picker.getOptionLabelProps(value, { className: "kid-picker__option" })}>
              <input {...picker.getOptionProps(value)} />
              <span>{value}</span>
            </label>
          </li>
        ))}
      </ul>
      {picker.errorMessage ? (
        <p className="kid-form__error" role="alert">
          {picker.errorMessage}
        </p>
      ) : null}
      <div className="kid-form__actions side-modal__foot">
        <button {...picker.getSaveButtonProps({ className: "pill-button pill-button--primary" })}>
          {picker.isBusy ? <span className="spinner" aria-hidden="true" /> : null}
          {picker.isBusy ? accountMessages.saving : accountMessages.saveFavourites}
        </button>
      </div>
    </ModalDialog>
  );
}
