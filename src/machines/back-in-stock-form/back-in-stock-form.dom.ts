import type { Actor } from "xstate";
import { domIds, type FocusableDocument, focusByIdAfterRender } from "../shared/dom-ids";
import type { BackInStockFormMachine } from "./back-in-stock-form.machine";

/** What {@link followBackInStockFocus} is told. */
export interface FollowBackInStockFocusOptions {
  /** The form's base id (`connectBackInStockForm`'s `id`; the product form's, inside it). */
  readonly id: string;
  /** The document the form is in; without one, focus is left alone (SSR, tests). */
  readonly document?: FocusableDocument;
}

/**
 * The back-in-stock form's focus controller, beside the machine so every host gets it: a
 * subscription that lands replaces the email box, and the focused Notify me button inside it,
 * with the success message, so focus moves to that message (`getSubscribedMessageProps`,
 * focusable by script) once the view has rendered it, rather than falling to the page's body.
 * Choosing a size already subscribed to moves nothing. Returns the function that stops it.
 *
 * @example
 * ```ts
 * const stop = followBackInStockFocus(form, { id: "pdp", document });
 * ```
 */
export function followBackInStockFocus(
  actor: Pick<Actor<BackInStockFormMachine>, "on">,
  options: FollowBackInStockFocusOptions,
): () => void {
  const subscribed = actor.on("backInStock.subscribed", () => {
    if (options.document) focusByIdAfterRender(options.document, domIds(options.id)("subscribed"));
  });
  return () => subscribed.unsubscribe();
}
