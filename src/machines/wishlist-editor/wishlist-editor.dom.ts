import type { Actor } from "xstate";
import { domIds, type FocusableDocument, focusByIdAfterRender } from "../shared/dom-ids";
import type { WishlistEditorMachine } from "./wishlist-editor.machine";

/** What {@link followWishlistEditor} is told. */
export interface FollowWishlistEditorOptions {
  /** The popover's base id (`connectWishlistEditor`'s `id`). */
  readonly id: string;
  /** The document the popover is in; without one, focus is left alone (SSR, tests). */
  readonly document?: FocusableDocument;
}

/**
 * The popover's focus controller, beside the machine so every host gets it: after a refused Save
 * (a blank name, or a name the service refused) focus moves to the name field once its message
 * has rendered; a failure no field owns is announced where it shows, with focus left on Save.
 * Leaving the delete question (No, Yes while the delete runs, or a delete that failed) puts focus
 * on Delete wishlist, since the question's buttons are gone: focus never falls to the page, where
 * Escape would no longer reach the popover. Returns the unsubscribe.
 *
 * @example
 * ```ts
 * const stop = followWishlistEditor(actor, { id: "editor", document });
 * ```
 */
export function followWishlistEditor(
  actor: Pick<Actor<WishlistEditorMachine>, "on" | "subscribe" | "getSnapshot">,
  options: FollowWishlistEditorOptions,
): () => void {
  const ids = domIds(options.id);
  const refused = actor.on("refused", ({ field }) => {
    if (options.document && field === "name") focusByIdAfterRender(options.document, ids("name"));
  });
  let before = actor.getSnapshot().value;
  const leftQuestion = actor.subscribe((snapshot) => {
    const was = before;
    before = snapshot.value;
    const fromQuestion = was === "confirmingDelete" || was === "deleting";
    const toForm = snapshot.value === "open" || snapshot.value === "deleting";
    if (options.document && fromQuestion && toForm && was !== snapshot.value) {
      focusByIdAfterRender(options.document, ids("delete"));
    }
  });
  return () => {
    refused.unsubscribe();
    leftQuestion.unsubscribe();
  };
}
