import { useWishlistModal, type WishlistModalProduct } from "solekit";
import { ModalDialog } from "../ui/modal-dialog";
import { SizeStep } from "./size-step";
import "../ui/controls.css";
import "./wishlist-modal.css";

/** The wishlist modal: the size step, then the member's lists with an inline create form. */
export function WishlistModalDialog({
  product,
  onClose,
}: {
  product: WishlistModalProduct;
  onClose: () => void;
}) {
  const modal = useWishlistModal({ product, onClose });
  return (
    <ModalDialog
      parts={modal}
      title={modal.labels.title}
      onDismiss={onClose}
      className="dialog--sheet wishlist-modal"
    >
      <p {...modal.getDescriptionProps({ className: "wishlist-modal__product" })}>
        {product.image ? <img src={product.image} alt="" width={56} height={56} /> : null}
        <span>{product.name}</span>
      </p>
      {modal.mode === "size" ? (
        <SizeStep step={modal.sizeStep} />
      ) : (
        <div className="wishlist-modal__lists">
          {modal.variant ? (
            <button {...modal.getChangeSizeProps({ className: "wishlist-modal__change" })}>
              {modal.labels.changeSize}
            </button>
          ) : null}
          <div {...modal.getListGroupProps({ className: "wishlist-modal__group" })}>
            <h3 {...modal.getListGroupLabelProps({ className: "wishlist-modal__group-title" })}>
              {modal.labels.lists}
            </h3>
            {modal.mode === "loading" ? (
              <div className="wishlist-modal__skeleton" aria-hidden="true" />
            ) : (
              <ul className="wishlist-modal__options">
                {modal.lists.map((list) => (
                  <li key={list.id}>
                    <label {...modal.getListLabelProps(list.id, { className: "wishlist-modal__option" })}>
                      <input {...modal.getListCheckboxProps(list.id)} />
                      <span>{list.title}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {modal.mode === "CREATE_LIST" ? (
            <div className="wishlist-modal__create">
              {/* biome-ignore lint/a11y/noLabelWithoutControl: getNameLabelProps() supplies htmlFor */}
              <label {...modal.getNameLabelProps()}>{modal.labels.name}</label>
              <input {...modal.getNameFieldProps({ className: "wishlist-input" })} />
              <p {...modal.getNameErrorProps({ className: "wishlist-modal__error" })}>{modal.nameError}</p>
              <div className="wishlist-modal__row">
                <button {...modal.getCreateSubmitProps({ className: "pill-button pill-button--primary" })}>
                  {modal.labels.create}
                </button>
                <button
                  {...modal.getCreateCancelProps({
                    className: "pill-button pill-button--secondary",
                  })}
                >
                  {modal.labels.cancel}
                </button>
              </div>
            </div>
          ) : (
            <button {...modal.getCreateNewProps({ className: "wishlist-modal__new" })}>
              + {modal.labels.createNew}
            </button>
          )}
          <p
            {...modal.getMessageProps({
              className: `wishlist-modal__message${modal.errorMessage ? " wishlist-modal__message--error" : ""}`,
            })}
          >
            {modal.message}
          </p>
          {modal.mode === "loading" && modal.errorMessage ? (
            <button type="button" className="pill-button pill-button--secondary" onClick={modal.retry}>
              Try again
            </button>
          ) : null}
          <button {...modal.getSaveButtonProps({ className: "pill-button pill-button--primary" })}>
            {modal.labels.save}
          </button>
        </div>
      )}
    </ModalDialog>
  );
}
