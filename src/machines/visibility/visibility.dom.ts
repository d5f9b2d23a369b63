import type { Actor } from "xstate";
import { type DomIds, domIds, type FocusableElement } from "../shared/dom-ids";
import { followFocus } from "../shared/follow-focus";
import type { VisibilityMachine } from "./visibility.machine";

/** The DOM ids of one visibility element: `content`. The base defaults to its name. */
export const visibilityDomIds = (id: string): DomIds => domIds(id);

/** The part of a document focus handling needs. */
export interface VisibilityDocument {
  /** The element that has focus. */
  readonly activeElement: unknown;
  /** Finds the content by id. */
  getElementById(id: string): FocusableElement | null;
}

/**
 * Moves focus into the element when it opens (after the view has shown it) and back to whatever
 * had focus before when it closes, if that is still on the page. Returns the function that stops it.
 *
 * @example
 * ```ts
 * const stop = followVisibilityFocus(actor, "size-guide", document);
 * ```
 */
export function followVisibilityFocus(
  actorRef: Pick<Actor<VisibilityMachine>, "getSnapshot" | "subscribe" | "send">,
  id: string,
  doc: VisibilityDocument,
): () => void {
  const contentId = visibilityDomIds(id)("content");
  return followFocus(actorRef, {
    document: doc,
    read: (snapshot) => snapshot.matches("visible"),
    target: (isVisible) => (isVisible ? { id: contentId } : "restore"),
  });
}

/** An element whose `visible` attribute shows it (the theme's custom elements). */
export interface VisibleAttributeElement {
  /** Whether it has the attribute. */
  hasAttribute(name: "visible"): boolean;
  /** Sets the attribute. */
  setAttribute(name: "visible", value: string): void;
  /** Removes the attribute. */
  removeAttribute(name: "visible"): void;
}

/**
 * Keeps a theme element's `visible` attribute and the machine in step, both ways: the attribute
 * follows the state, and a script that sets or removes the attribute shows or hides it (watched
 * with a `MutationObserver` when one is given). Returns the function that stops it.
 *
 * @example
 * ```ts
 * const stop = reflectVisibleAttribute(actor, document.querySelector("modal-box")!, MutationObserver);
 * ```
 */
export function reflectVisibleAttribute(
  actorRef: Pick<Actor<VisibilityMachine>, "getSnapshot" | "subscribe" | "send">,
  element: VisibleAttributeElement,
  Observer?: new (
    callback: () => void,
  ) => { observe(target: never, options: object): void; disconnect(): void },
): () => void {
  const reflect = (visible: boolean) => {
    if (visible === element.hasAttribute("visible")) return;
    if (visible) element.setAttribute("visible", "");
    else element.removeAttribute("visible");
  };
  if (element.hasAttribute("visible")) actorRef.send({ type: "visibility.show" });
  reflect(actorRef.getSnapshot().matches("visible"));
  const subscription = actorRef.subscribe((snapshot) => reflect(snapshot.matches("visible")));
  const observer = Observer
    ? new Observer(() =>
        actorRef.send({ type: element.hasAttribute("visible") ? "visibility.show" : "visibility.hide" }),
      )
    : undefined;
  observer?.observe(element as never, { attributes: true, attributeFilter: ["visible"] });
  return () => {
    observer?.disconnect();
    subscription.unsubscribe();
  };
}
