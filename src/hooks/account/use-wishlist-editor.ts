import { useId, useRef } from "react";
import type { Wishlist } from "../../clients/loyalty";
import { listCalls } from "../../clients/loyalty/lists";
import {
  connectWishlistEditor,
  createWishlistEditorActors,
  type EditableWishlist,
  followWishlistEditor,
  type WishlistEditorApi,
  wishlistEditorMachine,
} from "../../machines/wishlist-editor";
import { wishlistEditorMessages } from "../../machines/wishlists/wishlist-editor-messages";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import { accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";

/** Options of {@link useWishlistEditor}. */
export interface UseWishlistEditorOptions {
  /** Called with the list once it is created or renamed (the popover has closed). */
  onSaved?: (list: Wishlist, mode: "create" | "rename") => void;
  /** Called once a list is deleted (e.g. leave its page for the overview). */
  onDeleted?: (list: EditableWishlist) => void;
  /**
   * Opens the popover once mounted, to create a list or to rename the one given: for a popover
   * component rendered (and loaded) only when Create or Edit is pressed. Read once, on mount.
   * @default closed until `create()` or `rename(list)`
   */
  open?: "create" | EditableWishlist;
  /** Called each time the popover closes: Cancel, Escape, after a save or a delete. */
  onClose?: () => void;
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/**
 * The create / edit popover of a wishlist (account-area §2, §5): `create()` or `rename(list)`
 * opens it (or `open`, for a popover component mounted only when it opens, which then calls
 * `onClose` to go away); a required name ('Wishlist name is required for new list'), Save, Cancel, and Delete
 * wishlist with a confirmation when renaming. Success refreshes `Wishlists` and dispatches
 * `omneo:wishlist:update`; a failure keeps the name typed and says so (the service's message for
 * the name under it, with focus moved there). A child's list cannot be
 * renamed or deleted here: offer Edit only where `card.canEdit`.
 *
 * @example
 * ```tsx
 * function CreateWishlist() {
 *   const editor = useWishlistEditor();
 *   return (
 *     <>
 *       <button type="button" onClick={editor.create}>Create wishlist</button>
 *       {editor.isOpen && (
 *         <div {...editor.getDialogProps()}>
 *           <h2 {...editor.getTitleProps()}>{editor.title}</h2>
 *           <form {...editor.getFormProps()}>
 *             <label {...editor.getNameLabelProps()}>Wishlist name</label>
 *             <input {...editor.getNameInputProps()} />
 *             {editor.nameError && <p {...editor.getNameErrorProps()}>{editor.nameError}</p>}
 *             <button {...editor.getSaveButtonProps()}>Save</button>
 *             <button {...editor.getCancelButtonProps()}>Cancel</button>
 *           </form>
 *         </div>
 *       )}
 *     </>
 *   );
 * }
 * ```
 */
export function useWishlistEditor(options: UseWishlistEditorOptions = {}): WishlistEditorApi {
  const messages = useMessages(wishlistEditorMessages);
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const latest = useRef(options);
  latest.current = options;
  return useMachineApi(wishlistEditorMachine, {
    provide: (runtime) => {
      const binding = accountBinding(runtime);
      const refuse = refuseWithout(binding);
      const loyalty = binding.context(listCalls)?.loyalty ?? {
        createList: refuse,
        updateList: refuse,
        deleteList: refuse,
      };
      return { actors: createWishlistEditorActors(loyalty, binding.invalidate) };
    },
    input: () => ({ messages }),
    connect: connectWishlistEditor,
    options: { id, messages },
    start: (actor) => {
      const saved = actor.on("saved", (event) => latest.current.onSaved?.(event.list, event.mode));
      const deleted = actor.on("deleted", (event) => latest.current.onDeleted?.(event.list));
      const closed = actor.on("closed", () => latest.current.onClose?.());
      const stopFocus = followWishlistEditor(actor, {
        id,
        ...(typeof document === "undefined" ? {} : { document }),
      });
      const { open } = latest.current;
      if (open === "create") actor.send({ type: "editor.create" });
      else if (open) actor.send({ type: "editor.rename", list: open });
      return () => {
        saved.unsubscribe();
        deleted.unsubscribe();
        closed.unsubscribe();
        stopFocus();
      };
    },
  });
}
