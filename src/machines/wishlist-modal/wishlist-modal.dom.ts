import type { Actor } from "xstate";
import { domIds, type FocusableDocument, focusById, focusByIdAfterRender } from "../shared/dom-ids";
import { modeOf } from "./wishlist-modal.connect";
import type { WishlistModalMachine } from "./wishlist-modal.machine";

/** What {@link followWishlistModal} is told to do. */
export interface FollowWishlistModalOptions {
  /** The modal's base id (`connectWishlistModal`'s `id`). */
  readonly id: string;
  /** The document; without one, focus is left alone (SSR, tests). */
  readonly document?: FocusableDocument;
  /** Called once the lists are saved (the host closes the modal). */
  readonly onSaved?: () => void;
}

/**
 * The wishlist modal's controller, beside the machine so every host gets it: a refused name
 * puts focus back in the name field (its message is read out), and a landed save calls
 * `onSaved`. Returns the unsubscribe.
 *
 * @example
 * ```ts
 * const stop = followWishlistModal(actor, { id: "wishlist", document, onSaved: closeModal });
 * ```
 */
export function followWishlistModal(
  actor: Pick<Actor<WishlistModalMachine>, "on" | "subscribe" | "getSnapshot">,
  options: FollowWishlistModalOptions,
): () => void {
  const ids = domIds(options.id);
  const refused = actor.on("create.refused", () => {
    const doc = options.document;
    if (doc) focusByIdAfterRender(doc, ids("name"));
  });
  const saved = actor.on("wishlist.saved", () => options.onSaved?.());
  const created = actor.on("list.created", ({ listId }) => {
    const doc = options.document;
    if (doc) focusByIdAfterRender(doc, ids("list", listId));
  });
  // A step that replaces the one holding focus (Next, Change, Create, Cancel) would leave focus on
  // the page behind the dialog: it moves to the new step's first control instead.
  let shown = modeOf(actor.getSnapshot());
  const subscription = actor.subscribe((snapshot) => {
    const mode = modeOf(snapshot);
    if (mode === shown) return;
    shown = mode;
    const doc = options.document as
      | (FocusableDocument & { activeElement?: unknown; body?: unknown })
      | undefined;
    if (!doc) return;
    setTimeout(() => {
      if (doc.activeElement && doc.activeElement !== doc.body) return;
      const target =
        mode === "CREATE_LIST" ? ids("name") : mode === "SELECT_LIST" ? ids("change") : ids("dialog");
      focusById(doc, target);
    }, 0);
  });
  return () => {
    refused.unsubscribe();
    saved.unsubscribe();
    created.unsubscribe();
    subscription.unsubscribe();
  };
}
