/** A group of the quick-search listbox, in display order. */
export type QuickSearchGroupKey = "popular" | "recent" | "suggestions" | "pages" | "products";

/** The DOM ids the quick search's prop getters hand out, derived from one base id. */
export interface QuickSearchIds {
  /** The header button that opens the overlay. */
  openButton: string;
  /** The overlay (dialog). */
  dialog: string;
  /** The input's label. */
  label: string;
  /** The combobox input. */
  input: string;
  /** The listbox of options. */
  listbox: string;
  /** The live region under the input (fallback text, 'Searching…'). */
  status: string;
  /** The label of one group of options. */
  groupLabel(group: QuickSearchGroupKey): string;
  /** One option, by its index among the visible options. */
  option(index: number): string;
}

/**
 * The DOM ids of one quick search, so `aria-controls`, `aria-activedescendant` and label
 * references line up across the prop getters.
 *
 * @example
 * ```ts
 * const ids = quickSearchIds("qs");
 * ids.input; // "qs-input"
 * ids.option(2); // "qs-option-2"
 * ```
 */
export function quickSearchIds(id: string): QuickSearchIds {
  return {
    openButton: `${id}-open`,
    dialog: `${id}-dialog`,
    label: `${id}-label`,
    input: `${id}-input`,
    listbox: `${id}-listbox`,
    status: `${id}-status`,
    groupLabel: (group) => `${id}-group-${group}`,
    option: (index) => `${id}-option-${index}`,
  };
}

/** The little {@link focusById} needs of a document (a DOM `Document` fits). */
export interface FocusableDocument {
  /** Finds an element by id. */
  getElementById(id: string): FocusableElement | null;
}

/** An element that can take focus. */
export interface FocusableElement {
  /** Moves focus to the element. */
  focus(): void;
}

/**
 * Focuses the element with `id` in `doc`, if it is there. Used to put focus in the input when the
 * overlay opens or is cleared, and back on the open button when it closes.
 *
 * @example
 * ```ts
 * focusById(document, quickSearchIds("qs").input);
 * ```
 */
export function focusById(doc: FocusableDocument | null | undefined, id: string): void {
  doc?.getElementById(id)?.focus();
}
