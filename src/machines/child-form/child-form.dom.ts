import type { Actor } from "xstate";
import type { ChildConnection } from "../../clients/loyalty";
import { domIds, type FocusableDocument, focusById } from "../shared/dom-ids";
import type { ChildFormMachine } from "./child-form.machine";

/** The child page's section tags (account-area §2), used as the sections' heading ids. */
export const CHILD_SECTION_TAGS = [
  "IDENTIFIERS",
  "PROFILE_DETAILS",
  "SHOE_WARDROBE",
  "MEASUREMENTS",
  "FAVOURITE_BRANDS",
  "FAVOURITE_SPORTS",
  "WISHLIST",
] as const;

/** One of {@link CHILD_SECTION_TAGS}. */
export type ChildSectionTag = (typeof CHILD_SECTION_TAGS)[number];

/** An element the child form's controller can focus and scroll to. */
export interface ChildFormElement {
  /** Moves focus to it. */
  focus(): void;
  /** Scrolls it into view (a section heading). */
  scrollIntoView?(options?: object): void;
}

/** A document the child form's controller can scroll and focus in. */
export interface ChildFormDocument extends FocusableDocument {
  /** Finds an element by id. */
  getElementById(id: string): ChildFormElement | null;
}

/** What {@link followChildForm} is told to do. */
export interface FollowChildFormOptions {
  /** The form's base id (`connectChildForm`'s `id`). */
  readonly id: string;
  /** The document; without one, focus and scroll are left alone (SSR, tests). */
  readonly document?: ChildFormDocument;
  /** Called when a save lands; `created` on a new child's first save. */
  readonly onSaved?: (child: ChildConnection, created: boolean) => void;
}

/**
 * The child form's controller, beside the machine so every host gets it: a refused submit moves
 * focus to the first field with a message, and a taken shoe tag scrolls to the IDENTIFIERS
 * section first; a landed save calls `onSaved`. Returns the unsubscribe.
 *
 * @example
 * ```ts
 * const stop = followChildForm(actor, { id: "child", document, onSaved: (child, created) => created && goTo(child) });
 * ```
 */
export function followChildForm(
  actor: Pick<Actor<ChildFormMachine>, "on">,
  options: FollowChildFormOptions,
): () => void {
  const ids = domIds(options.id);
  const refused = actor.on("child.refused", ({ field }) => {
    const doc = options.document;
    if (!doc) return;
    // After the host renders the messages (a microtask is too early for React's commit).
    setTimeout(() => {
      if (field === "shoeTag") doc.getElementById("IDENTIFIERS")?.scrollIntoView?.({ block: "start" });
      if (field === "avatarUrl") focusById(doc, ids("avatar", 0));
      else if (field !== "form") focusById(doc, ids("field", field));
    }, 0);
  });
  const saved = actor.on("child.saved", ({ child, created }) => options.onSaved?.(child, created));
  return () => {
    refused.unsubscribe();
    saved.unsubscribe();
  };
}
