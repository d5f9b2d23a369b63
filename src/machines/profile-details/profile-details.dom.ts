import { type FocusableDocument, focusById } from "../shared/dom-ids";

/**
 * Moves focus to an element once the host has rendered it (the error summary appears in the same
 * render as the refusal, so a microtask is too early for React's commit). The document is read
 * from `from` at once: React clears an event's `currentTarget` after the handler.
 *
 * @example
 * ```ts
 * focusWhenShown(event.currentTarget, ids("summary"));
 * ```
 */
export function focusWhenShown(from: unknown, id: string): void {
  const source = from as { ownerDocument?: FocusableDocument | null } | null | undefined;
  const doc = source?.ownerDocument;
  if (doc) setTimeout(() => focusById(doc, id), 0);
}
