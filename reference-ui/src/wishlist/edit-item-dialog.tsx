import { useWishlistItemEdit } from "solekit";
import type { Wishlist, WishlistItem } from "solekit/clients";
import { ModalDialog } from "../ui/modal-dialog";
import { SizeStep } from "./size-step";
import "../ui/controls.css";
import "./wishlist-modal.css";

export interface EditItemDialogProps {
  /** The list holding the item. */
  list: Pick<Wishlist, "id">;
  /** The item. */
  item: WishlistItem;
  /** Closes the dialog (also after an update). */
  onClose: () => void;
}

/** 'Edit Item': size and width for an item of a list, 'Update wishlist' or the back-in-stock email. */
export function EditItemDialog({ list, item, onClose }: EditItemDialogProps) {
  const edit = useWishlistItemEdit({ listId: list.id, item, onClose });
  const image = item.meta.img ?? item.product?.images[0]?.src ?? null;
  const name = item.product_variant?.customer_facing_name ?? item.product?.title ?? item.product_variant_sku;
  return (
    <ModalDialog parts={edit} title={edit.title} onDismiss={onClose} className="dialog--sheet wishlist-modal">
      <p className="wishlist-modal__product">
        {image ? <img src={image} alt="" width={56} height={56} /> : null}
        <span>
          {item.product?.brand ? <strong>{item.product.brand} </strong> : null}
          {name}
        </span>
      </p>
      <SizeStep step={edit.sizeStep} />
      <p
        {...edit.getMessageProps({
          className: `wishlist-modal__message${edit.errorMessage ? " wishlist-modal__message--error" : ""}`,
        })}
      >
        {edit.message}
      </p>
    </ModalDialog>
  );
}
