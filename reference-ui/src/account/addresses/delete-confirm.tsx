import type { AddressDeleteApi } from "solekit";
import { accountMessages } from "solekit/rules";

/**
 * The small confirmation before a delete. Confirming moves focus to `focusAfter` (the Add
 * address link), since the card whose Delete button opened it goes away.
 */
export function DeleteConfirm({ del, focusAfter }: { del: AddressDeleteApi; focusAfter: () => void }) {
  const address = del.confirming;
  if (!address) return null;
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and Cancel are the keyboard's ways out */}
      <div className="dialog-backdrop" onClick={del.cancel} />
      <div {...del.getConfirmDialogProps({ className: "dialog dialog--sheet address-dialog--confirm" })}>
        <h2 {...del.getConfirmTitleProps({ className: "dialog__title" })}>
          {accountMessages.addressDeleteConfirm}
        </h2>
        <p {...del.getConfirmDescriptionProps({ className: "address-dialog__text" })}>
          {address.meta.first_name} {address.meta.last_name}, {address.address_line_1}, {address.city}{" "}
          {address.state} {address.postcode}
        </p>
        <div className="address-form__actions">
          <button
            {...del.getConfirmButtonProps({
              className: "pill-button pill-button--danger",
              onClick: focusAfter,
            })}
          >
            {accountMessages.addressDeleteConfirmButton}
          </button>
          <button {...del.getCancelButtonProps({ className: "pill-button pill-button--secondary" })}>
            {accountMessages.addressCancel}
          </button>
        </div>
      </div>
    </>
  );
}
