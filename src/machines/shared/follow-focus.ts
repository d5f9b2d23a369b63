// The one "focus follows the state" controller: quick search, sign-in, visibility and every later
// widget describe where focus goes for each state; this moves it, after the view has rendered.
import type { FocusableElement } from "./dom-ids";

/** The part of a document that moving and returning focus needs (a DOM `Document` fits). */
export interface FollowFocusDocument {
  /** The element that has focus (what `"restore"` returns to). */
  readonly activeElement?: unknown;
  /** Finds an element by id. */
  getElementById(id: string): FocusableElement | null;
}

/** An actor as {@link followFocus} watches it. */
export interface FocusSource<TSnapshot> {
  /** The snapshot now. */
  getSnapshot(): TSnapshot;
  /** Calls `listener` with every new snapshot. */
  subscribe(listener: (snapshot: TSnapshot) => void): {
    /** Stops calling it. */
    unsubscribe(): void;
  };
}

/** Where focus goes: an element's id, back to where it was before focus last moved, or nowhere. */
export type FocusTarget = { readonly id: string } | "restore" | null;

/** Options of {@link followFocus}. */
export interface FollowFocusOptions<TSnapshot, TState> {
  /** The document focus moves in. */
  readonly document: FollowFocusDocument;
  /** What focus follows, e.g. whether an overlay is open, or the step shown; compared with `===`. */
  readonly read: (snapshot: TSnapshot) => TState;
  /** Where focus goes when it changes to `state`. */
  readonly target: (state: TState) => FocusTarget;
}

/**
 * Moves focus whenever what it follows changes — never when the controller starts, so a page
 * keeps its focus — after the current task, once the view has rendered the change (a dialog
 * shown, a field mounted). `"restore"` returns focus to the element that had it before focus last
 * moved, if that is still on the page. Returns the function that stops it.
 *
 * @example
 * ```ts
 * import { createActor } from "xstate";
 * import { lightboxMachine } from "solekit/machines";
 *
 * const actor = createActor(lightboxMachine, { input: { count: 4 } }).start();
 * const stop = followFocus(actor, {
 *   document,
 *   read: (snapshot) => snapshot.matches("open"),
 *   target: (open) => (open ? { id: "gallery-dialog" } : "restore"),
 * });
 * ```
 */
export function followFocus<TSnapshot, TState>(
  actorRef: FocusSource<TSnapshot>,
  options: FollowFocusOptions<TSnapshot, TState>,
): () => void {
  const { document: doc, read, target } = options;
  let shown = read(actorRef.getSnapshot());
  let before: { focus?: () => void; isConnected?: boolean } | null = null;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const subscription = actorRef.subscribe((snapshot) => {
    const next = read(snapshot);
    if (next === shown) return;
    shown = next;
    clearTimeout(pending);
    const to = target(next);
    if (to === "restore") {
      const back = before;
      before = null;
      if (back?.isConnected !== false) pending = setTimeout(() => back?.focus?.());
    } else if (to) {
      before = doc.activeElement as typeof before;
      pending = setTimeout(() => doc.getElementById(to.id)?.focus());
    }
  });
  return () => {
    clearTimeout(pending);
    subscription.unsubscribe();
  };
}
