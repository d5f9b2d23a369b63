import { type UseWishlistEditorOptions, useWishlistEditor } from "solekit";
import { accountMessages } from "solekit/rules";

/**
 * The create / edit popover: name, Save, Cancel, and Delete wishlist with its confirmation. A
 * module the wishlist section loads when Create wishlist or Edit is first pressed; it opens as it
 * mounts (`open`) and calls `onClose` when it closes.
 */
export function WishlistEditorPopover(options: UseWishlistEditorOptions) {
  const editor = useWishlistEditor(options);
  if (!editor.isOpen) return null;
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and Cancel are the keyboard's ways out */}
      <div className="dialog-backdrop" onClick={editor.cancel} />
      <div {...editor.getDialogProps({ className: "dialog dialog--sheet wishlist-popover" })}>
        <h2 {...editor.getTitleProps({ className: "wishlist-popover__title" })}>{editor.title}</h2>
        {editor.confirmingDelete ? (
          <div className="wishlist-popover__confirm">
            <p>{editor.deleteQuestion}</p>
            <div className="wishlist-popover__actions">
              <button
                {...editor.getConfirmDeleteButtonProps({
                  className: "pill-button pill-button--danger",
                })}
              >
                {accountMessages.wishlistDeleteConfirmButton}
              </button>
              <button
                {...editor.getCancelDeleteButtonProps({
                  className: "pill-button pill-button--secondary",
                })}
                // biome-ignore lint/a11y/noAutofocus: the confirmation replaces the form; focus starts on the safe choice
                autoFocus
              >
                {accountMessages.wishlistCancel}
              </button>
            </div>
          </div>
        ) : (
          <form {...editor.getFormProps({ className: "wishlist-popover__form" })}>
            {/* biome-ignore lint/a11y/noLabelWithoutControl: getNameLabelProps() supplies htmlFor */}
            <label {...editor.getNameLabelProps({ className: "wishlist-popover__label" })}>
              {accountMessages.wishlistNameLabel}
            </label>
            <input {...editor.getNameInputProps({ className: "wishlist-popover__input" })} />
            {editor.nameError ? (
              <p {...editor.getNameErrorProps({ className: "wishlist-popover__error" })}>
                {editor.nameError}
              </p>
            ) : null}
            {editor.failure ? (
              <p {...editor.getFailureProps({ className: "wishlist-popover__error" })}>{editor.failure}</p>
            ) : null}
            <div className="wishlist-popover__actions">
              <button {...editor.getSaveButtonProps({ className: "pill-button pill-button--primary" })}>
                {editor.isSaving ? <span className="spinner" aria-hidden="true" /> : null}
                {editor.isSaving ? accountMessages.wishlistSaving : accountMessages.save}
              </button>
              <button {...editor.getCancelButtonProps({ className: "pill-button pill-button--secondary" })}>
                {accountMessages.wishlistCancel}
              </button>
            </div>
            {editor.canDelete ? (
              <button
                {...editor.getDeleteButtonProps({
                  className: "pill-button pill-button--quiet wishlist-popover__delete",
                })}
              >
                {accountMessages.deleteWishlist}
              </button>
            ) : null}
          </form>
        )}
      </div>
    </>
  );
}
