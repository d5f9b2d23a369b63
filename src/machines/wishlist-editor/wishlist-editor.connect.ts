import type { SnapshotFrom } from "xstate";
import { WISHLIST_NAME_MAX_LENGTH } from "../../rules/constants";
import { formatMessage } from "../../rules/messages";
import { modalDialogProps } from "../shared/dialog";
import { domIds } from "../shared/dom-ids";
import type { EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { wishlistEditorMessages } from "../wishlists/wishlist-editor-messages";
import type { WishlistEditorMachine } from "./wishlist-editor.machine";
import type {
  WishlistEditorApi,
  WishlistEditorConnectOptions,
  WishlistEditorEvent,
} from "./wishlist-editor.types";

/**
 * Turns a wishlist editor snapshot into its public API: the popover's state, named actions and
 * prop getters for the dialog, the name field, Save, Cancel, Delete wishlist and its confirmation.
 *
 * @example
 * ```ts
 * const actor = createActor(wishlistEditorMachine.provide({ actors }), { input: {} }).start();
 * actor.subscribe((snapshot) => render(connectWishlistEditor(snapshot, actor.send, { id: "editor" })));
 * ```
 */
export function connectWishlistEditor(
  snapshot: SnapshotFrom<WishlistEditorMachine>,
  send: (event: WishlistEditorEvent) => void,
  options: WishlistEditorConnectOptions = {},
): WishlistEditorApi {
  const messages = options.messages ?? wishlistEditorMessages;
  const ids = domIds(options.id ?? "wishlist-editor");
  const { context } = snapshot;
  const isOpen = !snapshot.matches("closed");
  const isSaving = snapshot.matches("saving");
  const isDeleting = snapshot.matches("deleting");
  const isBusy = isSaving || isDeleting;
  const canDelete = context.mode === "rename" && context.list !== null;
  const cancel = () => send({ type: "editor.cancel" });
  const submit = () => send({ type: "editor.submit" });
  const nameErrorId = ids("name-error");
  return {
    status: isBusy ? "loading" : context.errorMessage ? "error" : "idle",
    error: context.errorMessage ? context.error : null,
    // Always the catalogue's words (the service's own text rides in `error`, under the name or below).
    errorMessage: context.errorMessage,
    isOpen,
    mode: context.mode,
    title: context.mode === "rename" ? messages.wishlistEditTitle : messages.wishlistCreateTitle,
    name: context.name,
    nameError: context.nameError,
    failure: context.failure,
    isSaving,
    isDeleting,
    canDelete,
    confirmingDelete: snapshot.matches("confirmingDelete"),
    deleteQuestion: formatMessage(messages.wishlistDeleteConfirm, { name: context.list?.name ?? "" }),
    create: () => send({ type: "editor.create" }),
    rename: (list) => send({ type: "editor.rename", list }),
    setName: (value) => send({ type: "name.change", value }),
    submit,
    cancel,
    requestDelete: () => send({ type: "delete.request" }),
    confirmDelete: () => send({ type: "delete.confirm" }),
    cancelDelete: () => send({ type: "delete.cancel" }),
    getDialogProps: (props) =>
      mergeProps(
        modalDialogProps({
          dialogId: ids("dialog"),
          titleId: ids("title"),
          initialFocusId: ids("name"),
          // Escape steps back out of the delete confirmation before it closes the popover.
          onClose: () => (snapshot.matches("confirmingDelete") ? send({ type: "delete.cancel" }) : cancel()),
        }),
        props,
      ),
    getTitleProps: (props) => mergeProps({ id: ids("title") }, props),
    getFormProps: (props) =>
      mergeProps(
        {
          id: ids("form"),
          noValidate: true as const,
          onSubmit: (event: EventLike) => {
            event.preventDefault();
            submit();
          },
        },
        props,
      ),
    getNameLabelProps: (props) => mergeProps({ id: ids("name-label"), htmlFor: ids("name") }, props),
    getNameInputProps: (props) =>
      mergeProps(
        {
          id: ids("name"),
          name: "name" as const,
          type: "text" as const,
          value: context.name,
          "aria-required": true as const,
          "aria-invalid": context.nameError !== null,
          "aria-describedby": context.nameError ? nameErrorId : undefined,
          autoComplete: "off" as const,
          maxLength: WISHLIST_NAME_MAX_LENGTH,
          onChange: (event: { readonly target: { readonly value: string } }) =>
            send({ type: "name.change", value: event.target.value }),
        },
        props,
      ),
    getNameErrorProps: (props) => mergeProps({ id: nameErrorId, role: "alert" as const }, props),
    getFailureProps: (props) => mergeProps({ id: ids("failure"), role: "alert" as const }, props),
    getSaveButtonProps: (props) =>
      mergeProps(
        // Stays enabled during a save: pressing it again is queued (the concurrency rule).
        {
          id: ids("save"),
          type: "submit" as const,
          disabled: isDeleting,
          onClick: (_event: EventLike) => undefined,
        },
        props,
      ),
    getCancelButtonProps: (props) =>
      mergeProps(
        {
          id: ids("cancel"),
          type: "button" as const,
          disabled: isDeleting,
          onClick: (_event: EventLike) => cancel(),
        },
        props,
      ),
    getDeleteButtonProps: (props) =>
      mergeProps(
        {
          id: ids("delete"),
          type: "button" as const,
          disabled: isBusy,
          onClick: (_event: EventLike) => send({ type: "delete.request" }),
        },
        props,
      ),
    getConfirmDeleteButtonProps: (props) =>
      mergeProps(
        {
          id: ids("confirm-delete"),
          type: "button" as const,
          disabled: isBusy,
          onClick: (_event: EventLike) => send({ type: "delete.confirm" }),
        },
        props,
      ),
    getCancelDeleteButtonProps: (props) =>
      mergeProps(
        {
          id: ids("cancel-delete"),
          type: "button" as const,
          disabled: isBusy,
          onClick: (_event: EventLike) => send({ type: "delete.cancel" }),
        },
        props,
      ),
  };
}
