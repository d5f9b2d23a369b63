import type { Actor } from "xstate";
import { type DomIds, domIds, type FocusableDocument } from "../shared/dom-ids";
import { followFocus } from "../shared/follow-focus";
import type { QuickSearchMachine } from "./quick-search.machine";

/** The DOM id base when `connectQuickSearch` is given none. */
export const DEFAULT_QUICK_SEARCH_ID = "quick-search";

/**
 * The DOM ids of one quick search: `open`, `dialog`, `label`, `input`, `listbox`, `status`,
 * `group-{key}`, `option-{index}`.
 */
export const quickSearchDomIds = (id: string = DEFAULT_QUICK_SEARCH_ID): DomIds => domIds(id);

/**
 * Moves focus as the overlay opens and closes: into the input when it opens, back to the header
 * button when it closes — but not when the controller starts, so a page that starts with the
 * overlay closed keeps its focus. Focus moves after the current task, once the view has rendered
 * the change (a `<dialog>` shown, the input mounted). Returns the function that stops it.
 *
 * @example
 * ```ts
 * const actor = createActor(machine, { input }).start();
 * const stop = followQuickSearchFocus(actor, "qs", document);
 * // later
 * stop();
 * ```
 */
export function followQuickSearchFocus(
  actorRef: Pick<Actor<QuickSearchMachine>, "getSnapshot" | "subscribe">,
  id: string,
  doc: FocusableDocument,
): () => void {
  const ids = quickSearchDomIds(id);
  return followFocus(actorRef, {
    document: doc,
    read: (snapshot) => !snapshot.matches("closed"),
    target: (isOpen) => ({ id: ids(isOpen ? "input" : "open") }),
  });
}
