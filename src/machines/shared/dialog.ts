// The focus handling of a modal dialog that is rendered only while open (the mini cart, the pwp
// popup, and every dialog after them): focus moves in when it mounts, Tab stays inside, and when
// it goes away focus returns to the element that had it before (the opener).
import type { KeyboardEventLike } from "./events";

interface Focusable {
  focus(): void;
  readonly isConnected?: boolean;
  compareDocumentPosition(other: unknown): number;
}
interface DialogElement extends Focusable {
  readonly ownerDocument: {
    readonly activeElement: Focusable | null;
    readonly body: unknown;
    getElementById(id: string): Focusable | null;
  };
  querySelectorAll(selector: string): ArrayLike<Focusable>;
  contains(other: unknown): boolean;
}

const openers = new Map<string, Focusable | null>();
const refs = new Map<string, (element: unknown) => void>();
// The opener of the dialog that just went away, until focus has gone back to it: a dialog that
// opens as another closes (the pwp popup, waiting for the mini cart to close) finds focus on the
// body, and returns it there when it closes in turn.
let returning: Focusable | null | undefined;

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The ref of a dialog rendered only while open. The same function for the same id on every
 * render, so it runs once when the dialog mounts — remembering the opener and moving focus to
 * `initialFocusId` (else the dialog) — and once when it unmounts, returning focus to the opener
 * if focus was left nowhere. A dialog that mounts as another unmounts (one modal after another)
 * takes over that one's opener, so focus goes back to what opened the first. A dialog nothing
 * opened (a link or the URL did, with focus on the page) returns focus to `closeFocusId`.
 *
 * Hosts that call a ref on every update (a plain-DOM host's `bindProps`, Vue's patch) hand it the
 * open dialog again: that is no new mount, so focus stays where the shopper put it. A dialog bound
 * before it is filled or put in the page (a plain-DOM host's natural order) takes its initial
 * focus once the current task has done so. A plain-DOM host says the dialog closed with
 * `unbindProps(dialog)` (or `ref(null)`).
 *
 * @example
 * ```ts
 * const own = { id: dom.dialog(), ref: dialogRef(dom.dialog(), dom.close(), "add-address") };
 * ```
 */
export function dialogRef(
  dialogId: string,
  initialFocusId: string,
  closeFocusId?: string,
): (element: unknown) => void {
  let ref = refs.get(dialogId);
  if (ref) return ref;
  let mounted: DialogElement | null = null;
  ref = (element: unknown) => {
    if (element) {
      if (element === mounted) return;
      const dialog = element as DialogElement;
      mounted = dialog;
      const doc = dialog.ownerDocument;
      const active = doc.activeElement;
      if (!dialog.contains(active))
        openers.set(dialogId, active === doc.body ? (returning ?? active) : active);
      const focusIn = () => (doc.getElementById(initialFocusId) ?? dialog).focus();
      focusIn();
      // Not in the page yet, or its target not in it yet: once the host's task has put them
      // there, unless the dialog closed or focus moved into it meanwhile.
      if (dialog.isConnected === false || !doc.getElementById(initialFocusId)) {
        queueMicrotask(() => {
          const now = doc.activeElement;
          if (mounted === dialog && (now === dialog || !dialog.contains(now))) focusIn();
        });
      }
      return;
    }
    const closed = mounted;
    const doc = closed?.ownerDocument;
    mounted = null;
    returning = openers.get(dialogId);
    // After the removal settles, unless it was only a remount: focus on the body (or nowhere)
    // means it was inside the dialog, so it goes back to the opener; so does focus still inside a
    // dialog a host hid rather than removed.
    globalThis.setTimeout(() => {
      returning = undefined;
      if (mounted) return;
      const opener = openers.get(dialogId);
      openers.delete(dialogId);
      if (!doc) return;
      const back =
        opener && opener !== doc.body && opener.isConnected !== false
          ? opener
          : closeFocusId
            ? doc.getElementById(closeFocusId)
            : null;
      const active = doc.activeElement;
      if (back && (active === null || active === doc.body || closed?.contains(active))) back.focus();
    });
  };
  refs.set(dialogId, ref);
  return ref;
}

/**
 * Keeps Tab and Shift+Tab inside a modal dialog (its key handler's `currentTarget`). Shift+Tab
 * from the dialog itself, or from a heading focused by script above the first control, goes to
 * the last control too.
 *
 * @example
 * ```ts
 * const onKeyDown = (event: KeyboardEvent) => { if (event.key === "Tab") trapTab(event); };
 * ```
 */
export function trapTab(event: KeyboardEventLike): void {
  const dialog = event.currentTarget as DialogElement | undefined;
  if (!dialog?.querySelectorAll) return;
  const tabbable = Array.from(dialog.querySelectorAll(TABBABLE));
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = dialog.ownerDocument.activeElement;
  // 2: the focused element comes before the first control (it holds it, or precedes it).
  if (event.shiftKey && (active === first || first.compareDocumentPosition(active) & 2)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Options of {@link modalDialogProps}. */
export interface ModalDialogOptions {
  /** The dialog's id. */
  readonly dialogId: string;
  /** The id of the heading that names it (`aria-labelledby`). */
  readonly titleId: string;
  /** Where focus goes when it opens (else the dialog itself). */
  readonly initialFocusId: string;
  /** What Escape does: the slice's close. */
  readonly onClose: () => void;
  /** Where focus goes when it closes with no opener to return to (a link or the URL opened it). */
  readonly closeFocusId?: string;
}

/**
 * The props every modal dialog of the kit carries, for a slice's `getDialogProps` to merge with the
 * caller's: the dialog role, `aria-modal`, the name from its title, the focus handling of
 * {@link dialogRef} (focus in on open, back to the opener on close), Tab kept inside and Escape
 * closing.
 *
 * @example
 * ```ts
 * const getDialogProps = <TProps extends object>(props?: TProps) =>
 *   mergeProps(modalDialogProps({ dialogId: ids("dialog"), titleId: ids("title"), initialFocusId: ids("close"), onClose: close }), props);
 * ```
 */
export function modalDialogProps(options: ModalDialogOptions) {
  return {
    id: options.dialogId,
    role: "dialog" as const,
    "aria-modal": true as const,
    "aria-labelledby": options.titleId,
    tabIndex: -1 as const,
    ref: dialogRef(options.dialogId, options.initialFocusId, options.closeFocusId),
    onKeyDown: (event: KeyboardEventLike) => {
      if (event.key === "Escape") {
        event.preventDefault();
        options.onClose();
      } else if (event.key === "Tab") {
        trapTab(event);
      }
    },
  };
}
