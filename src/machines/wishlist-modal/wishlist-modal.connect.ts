import type { SnapshotFrom } from "xstate";
import { WISHLIST_NAME_MAX_LENGTH } from "../../rules/constants";
import { formatMessage } from "../../rules/messages";
import { canSaveWishlistModal, isChildWishlist, wishlistTitle } from "../../rules/wishlists";
import { modalDialogProps } from "../shared/dialog";
import { domIds } from "../shared/dom-ids";
import type { ChangeEventLike, EventLike, KeyboardEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { WishlistModalMachine } from "./wishlist-modal.machine";
import type {
  WishlistModalApi,
  WishlistModalConnectOptions,
  WishlistModalEvent,
  WishlistModalMode,
} from "./wishlist-modal.types";

/** What the modal shows for a snapshot (the controller moves focus when it changes). */
export function modeOf(snapshot: SnapshotFrom<WishlistModalMachine>): WishlistModalMode {
  if (snapshot.matches({ ready: "size" })) return "size";
  if (snapshot.matches({ ready: "CREATE_LIST" }) || snapshot.matches({ ready: "creating" }))
    return "CREATE_LIST";
  if (snapshot.matches("ready") || snapshot.matches("saved")) return "SELECT_LIST";
  return snapshot.context.variant ? "loading" : "size";
}

/**
 * Turns a wishlist-modal snapshot into its API: the mode (size picker, SELECT_LIST,
 * CREATE_LIST), the lists as checkboxes, the inline create form, Save (disabled while loading,
 * in create mode or with no list checked) and the dialog's props with focus handling (focus in
 * on open, Tab kept inside, Escape closes, focus back to the heart).
 *
 * @example
 * ```ts
 * const modal = connectWishlistModal(actor.getSnapshot(), actor.send, { id: "wishlist", onClose });
 * modal.getSaveButtonProps().disabled; // true until a list is checked
 * ```
 */
export function connectWishlistModal(
  snapshot: SnapshotFrom<WishlistModalMachine>,
  send: (event: WishlistModalEvent) => void,
  options: WishlistModalConnectOptions = {},
): WishlistModalApi {
  const { context } = snapshot;
  const messages = options.messages ?? context.messages;
  const ids = domIds(options.id ?? "wishlist-modal");
  const mode = modeOf(snapshot);
  const isBusy = snapshot.hasTag("busy");
  const isSaved = snapshot.matches("saved");
  const loadingLists = snapshot.matches("loading") || snapshot.matches("failed");
  const canSave =
    !isSaved &&
    canSaveWishlistModal({
      loading: isBusy || loadingLists,
      mode: mode === "CREATE_LIST" ? "CREATE_LIST" : "SELECT_LIST",
      checkedCount: mode === "SELECT_LIST" ? context.checked.length : 0,
    });
  const close = () => options.onClose?.();
  const button = (disabled: boolean, onClick: () => void) => ({
    type: "button" as const,
    disabled,
    onClick: (_event: EventLike) => onClick(),
  });
  const createList = () => send({ type: "create.submit" });
  return {
    status: isBusy ? "loading" : context.formError ? "error" : isSaved ? "success" : "idle",
    error: context.error,
    errorMessage: context.formError,
    mode,
    product: context.product,
    variant: context.variant,
    lists: context.lists.map((list) => ({
      id: list.id,
      title: wishlistTitle(list, messages),
      checked: context.checked.includes(list.id),
      isChild: isChildWishlist(list),
    })),
    canSave,
    isBusy,
    isSaved,
    name: context.name,
    nameError: context.nameError,
    message: context.formError ?? (isSaved ? messages.wishlistModalSaved : null),
    labels: {
      title: messages.wishlistModalTitle,
      lists: messages.wishlistModalLists,
      changeSize: formatMessage(messages.wishlistChangeSize, { size: context.variant?.label ?? "" }),
      createNew: messages.wishlistCreateNew,
      name: messages.wishlistNameLabel,
      create: messages.wishlistCreate,
      cancel: messages.wishlistCancel,
      close: messages.wishlistClose,
      save: messages.save,
    },
    toggleList: (listId) => send({ type: "list.toggle", listId }),
    editSize: () => send({ type: "size.edit" }),
    openCreate: () => send({ type: "create.open" }),
    cancelCreate: () => send({ type: "create.cancel" }),
    setName: (value) => send({ type: "name.change", value }),
    createList,
    save: () => send({ type: "save" }),
    retry: () => send({ type: "lists.retry" }),
    getDialogProps: (props) =>
      mergeProps(
        {
          ...modalDialogProps({
            dialogId: ids("dialog"),
            titleId: ids("title"),
            initialFocusId: ids("close"),
            onClose: close,
          }),
          "aria-describedby": ids("description"),
        },
        props,
      ),
    getTitleProps: (props) => mergeProps({ id: ids("title") }, props),
    getDescriptionProps: (props) => mergeProps({ id: ids("description") }, props),
    getCloseButtonProps: (props) =>
      mergeProps(
        { id: ids("close"), type: "button" as const, "aria-label": messages.wishlistClose, onClick: close },
        props,
      ),
    getListCheckboxProps: (listId, props) =>
      mergeProps(
        {
          id: ids("list", listId),
          type: "checkbox" as const,
          checked: context.checked.includes(listId),
          disabled: isBusy || isSaved,
          onChange: (_event: ChangeEventLike) => send({ type: "list.toggle", listId }),
        },
        props,
      ),
    getListLabelProps: (listId, props) => mergeProps({ htmlFor: ids("list", listId) }, props),
    getListGroupProps: (props) =>
      mergeProps(
        { role: "group" as const, "aria-labelledby": ids("lists-label"), "aria-busy": isBusy },
        props,
      ),
    getListGroupLabelProps: (props) => mergeProps({ id: ids("lists-label") }, props),
    getChangeSizeProps: (props) =>
      mergeProps(
        { id: ids("change"), ...button(isBusy || isSaved, () => send({ type: "size.edit" })) },
        props,
      ),
    getCreateNewProps: (props) =>
      mergeProps(
        button(isBusy || isSaved || loadingLists, () => send({ type: "create.open" })),
        props,
      ),
    getNameFieldProps: (props) =>
      mergeProps(
        {
          id: ids("name"),
          type: "text" as const,
          value: context.name,
          required: true as const,
          autoComplete: "off" as const,
          maxLength: WISHLIST_NAME_MAX_LENGTH,
          "aria-invalid": context.nameError !== null,
          "aria-describedby": ids("name-error"),
          disabled: isBusy,
          onChange: (event: ChangeEventLike) =>
            send({ type: "name.change", value: String((event.target as { value?: unknown }).value ?? "") }),
          onKeyDown: (event: KeyboardEventLike) => {
            // Enter creates the list rather than submitting anything around the modal.
            if (event.key === "Enter") {
              event.preventDefault();
              createList();
            }
          },
        },
        props,
      ),
    getNameLabelProps: (props) => mergeProps({ htmlFor: ids("name") }, props),
    getNameErrorProps: (props) => mergeProps({ id: ids("name-error"), role: "alert" as const }, props),
    getCreateSubmitProps: (props) => mergeProps(button(isBusy, createList), props),
    getCreateCancelProps: (props) =>
      mergeProps(
        button(isBusy, () => send({ type: "create.cancel" })),
        props,
      ),
    getSaveButtonProps: (props) =>
      mergeProps({ ...button(!canSave, () => send({ type: "save" })), "aria-busy": isBusy }, props),
    getMessageProps: (props) =>
      mergeProps({ id: ids("message"), role: "status" as const, "aria-live": "polite" as const }, props),
  };
}
