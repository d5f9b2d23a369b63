// DOM ids of the cart's widgets. The mini cart's focus handling is the shared kit's dialog
// helpers (`src/machines/shared/dialog.ts`).
import { domIds, idPart } from "../shared/dom-ids";

/** The DOM ids of the cart's widgets. */
export interface CartDom {
  /** The mini cart dialog. */
  dialog(): string;
  /** Its heading. */
  title(): string;
  /** Its close button. */
  close(): string;
  /** The button that opens it. */
  trigger(): string;
  /** A line's quantity input. */
  quantity(key: string): string;
}

/**
 * The DOM ids of the cart with base id `base` (one cart per page, so one base).
 *
 * @example
 * ```ts
 * cartDom("cart").dialog(); // "cart-dialog"
 * ```
 */
export function cartDom(base: string): CartDom {
  const id = domIds(base);
  return {
    dialog: () => id("dialog"),
    title: () => id("title"),
    close: () => id("close"),
    trigger: () => id("trigger"),
    quantity: (key) => id("quantity", idPart(key)),
  };
}
