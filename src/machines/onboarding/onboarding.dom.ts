import type { Actor } from "xstate";
import { visibleBrands } from "../../rules/onboarding";
import { domIds, focusById, focusByIdAfterRender } from "../shared/dom-ids";
import { type FollowFocusDocument, followFocus } from "../shared/follow-focus";
import type { OnboardingMachine } from "./onboarding.machine";

/** What {@link followOnboarding} is told. */
export interface FollowOnboardingOptions {
  /** The overlay's base id (`connectOnboarding`'s `id`). */
  readonly id: string;
  /** The document the overlay is in; without one, focus is left alone (SSR, tests). */
  readonly document?: FollowFocusDocument & {
    /** The page's body: where focus is left when the element that had it goes away. */
    readonly body?: unknown;
  };
  /**
   * Where focus goes when the overlay closes (Exit, Escape, skip) and nothing took it back: the
   * id of a landmark of the page beneath, such as its main heading (focusable by script, with
   * `tabIndex={-1}`). The overlay opens by itself on a first login, so there is no opener for
   * the dialog to return focus to, and a keyboard or screen-reader user would otherwise be left
   * on the body, at the top of the document. @default focus is left where the dialog leaves it
   */
  readonly closeFocusId?: string;
}

const DUPLICATE = "about:duplicate";

// The top state shown ("about.editing" and "about.suggesting" are one step), null when closed;
// About for a child whose shoe tag was refused is told apart, as focus goes to that field.
const stepShown = (snapshot: ReturnType<Actor<OnboardingMachine>["getSnapshot"]>): string | null => {
  if (!snapshot.hasTag("open")) return null;
  const { value, context } = snapshot;
  const step = typeof value === "string" ? value : (Object.keys(value)[0] ?? null);
  return step === "about" && context.children[context.current]?.duplicateShoeTag ? DUPLICATE : step;
};

/**
 * The overlay's focus controller, beside the machine so every host gets it: each new step moves
 * focus to its heading (`getHeadingProps`), so a keyboard or screen-reader user starts on the new
 * step; editing a child whose shoe tag was taken moves it to the shoe tag field instead, with its
 * message; a refused Next moves it to the first field in error (the first avatar on Avatar);
 * 'Load more' brands, which leaves as it shows the rest, moves it to the first brand it showed.
 * Opening and closing are the dialog's own (`getDialogProps`' ref: focus back to the opener),
 * except that a close which leaves focus on the body moves it to `closeFocusId`. Returns the stop.
 *
 * @example
 * ```ts
 * const stop = followOnboarding(actor, { id: "onboarding", document, closeFocusId: "account-heading" });
 * ```
 */
export function followOnboarding(
  actor: Pick<Actor<OnboardingMachine>, "getSnapshot" | "subscribe" | "on">,
  options: FollowOnboardingOptions,
): () => void {
  const doc = options.document;
  if (!doc) return () => undefined;
  const ids = domIds(options.id);
  const stopSteps = followFocus(actor, {
    document: doc,
    read: stepShown,
    target: (step) => {
      if (step === DUPLICATE) return { id: ids("field", "shoeTag") };
      return step && step !== "submitting" ? { id: ids("heading") } : null;
    },
  });
  // A refused Next: the first field in error (the first avatar for Avatar), once its message has
  // rendered (a microtask is too early for React's commit).
  const refused = actor.on("step.refused", ({ field }) => {
    const id = field === "avatarUrl" ? ids("avatar", 0) : ids("field", field);
    focusByIdAfterRender(doc, id);
  });
  // Closed with focus left nowhere (no opener took it back): the page's landmark, once the
  // overlay's removal has rendered. Focus an opener did take back stays there.
  const { closeFocusId } = options;
  let wasOpen = actor.getSnapshot().hasTag("open");
  const closing = actor.subscribe((snapshot) => {
    const open = snapshot.hasTag("open");
    if (wasOpen && !open && closeFocusId) {
      setTimeout(() => {
        const active = doc.activeElement;
        if (active === null || active === undefined || active === doc.body) focusById(doc, closeFocusId);
      });
    }
    wasOpen = open;
  });
  // 'Load more' leaves as it shows the rest: focus goes to the first brand it showed.
  let expanded = actor.getSnapshot().context.brandsExpanded;
  const more = actor.subscribe(({ context }) => {
    const shown = visibleBrands(context.brands, false).length;
    if (context.brandsExpanded && !expanded && shown < context.brands.length) {
      focusByIdAfterRender(doc, ids("brand", shown));
    }
    expanded = context.brandsExpanded;
  });
  return () => {
    stopSteps();
    refused.unsubscribe();
    closing.unsubscribe();
    more.unsubscribe();
  };
}
