import type { ComponentProps, ReactNode } from "react";
import { CloseIcon } from "./close-icon";

/**
 * The prop getters a dialog's hook returns (the address form, the measurement form, the
 * favourites picker, Assign Shoes, the claim, the wishlist modal, Edit Item): the dialog carries
 * the role, the name from the title, focus moved in and back to the opener, Tab kept inside and
 * Escape closing.
 */
export interface ModalDialogParts {
  getDialogProps(props: { className: string }): ComponentProps<"div">;
  getTitleProps(props: { className: string }): ComponentProps<"h2">;
  getCloseButtonProps(props: { className: string; "aria-label"?: string }): ComponentProps<"button">;
}

/**
 * A modal dialog's shell, rendered while it is open: the backdrop, the panel (controls.css's
 * centred `dialog`, or with `side` a panel at the right edge, side-modal.css), and its header
 * (the title, and a close button; `closeLabel` names it where the hook does not). The body is
 * `children`. Focus handling comes with the hook's getters; the backdrop is a pointer convenience
 * (`onDismiss`), Escape and the close button are the keyboard's ways out.
 */
export function ModalDialog({
  parts,
  title,
  closeLabel,
  onDismiss,
  side = false,
  className,
  headerClassName,
  children,
}: {
  parts: ModalDialogParts;
  title: ReactNode;
  closeLabel?: string;
  onDismiss: () => void;
  side?: boolean;
  /** The panel's own class (its width), besides `dialog` or `side-modal`. */
  className?: string;
  /** The header's own class (its spacing), besides `dialog__header`. */
  headerClassName?: string;
  children: ReactNode;
}) {
  const panel = side ? "side-modal side-modal--open" : "dialog";
  const header = side ? "dialog__header side-modal__header" : "dialog__header";
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and Close are the keyboard's ways out */}
      <div className={side ? "side-modal-backdrop" : "dialog-backdrop"} onClick={onDismiss} />
      <div {...parts.getDialogProps({ className: className ? `${panel} ${className}` : panel })}>
        <div className={headerClassName ? `${header} ${headerClassName}` : header}>
          <h2 {...parts.getTitleProps({ className: "dialog__title" })}>{title}</h2>
          <button
            {...parts.getCloseButtonProps(
              closeLabel
                ? { className: "dialog__close", "aria-label": closeLabel }
                : { className: "dialog__close" },
            )}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
