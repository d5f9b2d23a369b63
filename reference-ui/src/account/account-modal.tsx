import { useAccountModal } from "solekit";
import { useModalDialog } from "../ui/use-modal-dialog";
import { SignInWidget } from "./sign-in-widget";
import "./account.css";

/** The account modal: a native dialog (focus trap, Escape) around the sign-in widget. */
export function AccountModal() {
  const modal = useAccountModal();
  const ref = useModalDialog(modal.isOpen);
  const { role: _role, ...dialogProps } = modal.getDialogProps({ className: "account-modal" });
  return (
    <dialog
      ref={ref}
      {...dialogProps}
      onCancel={(event) => {
        event.preventDefault();
        modal.close();
      }}
    >
      <div className="account-modal__inner">
        <p {...modal.getTitleProps({ className: "visually-hidden" })}>Fit Club account</p>
        {modal.isOpen ? <SignInWidget /> : null}
        {/* After the widget, so showModal() focuses the first field; placed top-right by CSS. */}
        <button {...modal.getCloseButtonProps({ className: "account-modal__close" })}>×</button>
      </div>
    </dialog>
  );
}
