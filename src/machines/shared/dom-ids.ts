/** The DOM ids of one widget instance, all derived from its base id. */
export interface DomIds {
  /** `{base}-{part}`, or `{base}-{part}-{key}` for one of many (an option, a tab). */
  (part: string, key?: string | number): string;
  /** The base id itself. */
  readonly base: string;
}

/**
 * Makes a text safe inside an id (letters, digits, `_` and `-`), so a facet field or a tab id
 * with spaces or punctuation still gives a valid, selectable id.
 *
 * @example
 * ```ts
 * idPart("ss_price:low"); // "ss_price_low"
 * ```
 */
export const idPart = (text: string | number): string => String(text).replace(/[^A-Za-z0-9_-]/g, "_");

/**
 * The one way every slice makes DOM ids, so `aria-controls`, `aria-labelledby` and
 * `aria-activedescendant` line up across a widget's prop getters.
 *
 * @example
 * ```ts
 * const id = domIds("qs");
 * id("input"); // "qs-input"
 * id("option", 2); // "qs-option-2"
 * ```
 */
export function domIds(base: string): DomIds {
  const id = (part: string, key?: string | number) =>
    key === undefined ? `${base}-${part}` : `${base}-${part}-${idPart(key)}`;
  return Object.assign(id, { base });
}

/** An element that can take focus. */
export interface FocusableElement {
  /** Moves focus to the element. */
  focus(): void;
}

/** The little a focus helper needs of a document (a DOM `Document` fits). */
export interface FocusableDocument {
  /** Finds an element by id. */
  getElementById(id: string): FocusableElement | null;
}

/**
 * Focuses the element with `id` in the document of `from` — an event's `currentTarget`, an
 * element, or a document — if it is there. Reading the document from the element keeps
 * framework-free code off the global `document` (SSR, iframes, tests).
 *
 * @example
 * ```ts
 * focusById(event.currentTarget, ids("input"));
 * focusById(document, ids("open"));
 * ```
 */
export function focusById(from: unknown, id: string): void {
  const source = from as { ownerDocument?: FocusableDocument | null } | FocusableDocument | null | undefined;
  const doc =
    source && "getElementById" in source
      ? source
      : (source as { ownerDocument?: FocusableDocument | null } | null | undefined)?.ownerDocument;
  doc?.getElementById(id)?.focus();
}

/**
 * {@link focusById} after the current task, once the view has rendered what the event that asked
 * for it changed (an error shown, a field marked invalid): focused earlier, a screen reader reads
 * the field without its error, and the error appearing afterwards can push the field out of view.
 * React and Vue render an event's change before the next task, as `followFocus` relies on too.
 *
 * @example
 * ```ts
 * send({ type: "giftCard.check" });
 * focusByIdAfterRender(event.currentTarget, ids("gift-card", "senderName"));
 * ```
 */
export function focusByIdAfterRender(from: unknown, id: string): void {
  setTimeout(() => focusById(from, id));
}
