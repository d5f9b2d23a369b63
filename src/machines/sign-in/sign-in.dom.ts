import type { Actor } from "xstate";
import type { SignInStep } from "../../rules/sign-in";
import { type DomIds, domIds, type FocusableDocument } from "../shared/dom-ids";
import { followFocus } from "../shared/follow-focus";
import type { SignInMachine } from "./sign-in.machine";
import { signInStep } from "./sign-in.selectors";

/** The DOM id base when `connectSignIn` is given none. */
export const DEFAULT_SIGN_IN_ID = "sign-in";

/**
 * The DOM ids of one sign-in widget: `form-{step}`, `heading-{step}`, `field-{name}`,
 * `error-{name}`.
 */
export const signInDomIds = (id: string = DEFAULT_SIGN_IN_ID): DomIds => domIds(id);

/**
 * Where focus lands when a step appears, as `[part, key]` of {@link signInDomIds}: the step's
 * first field, or the heading of success, which has no field (give it `getHeadingProps`, whose
 * `tabIndex={-1}` lets it take focus).
 */
export const SIGN_IN_FOCUS_TARGETS: Readonly<Record<SignInStep, readonly [string, string]>> = {
  initial: ["field", "identifier"],
  mobileCode: ["field", "code"],
  details: ["field", "email"],
  success: ["heading", "success"],
};

/**
 * Moves focus to the new step's first field (or the success heading) whenever the step changes —
 * forward, or back by the back arrow — so Enter submits the new step without tabbing, and a
 * screen reader announces where the shopper is. Nothing moves when the controller starts (the
 * dialog's own focus handling places it) or while the step stays the same (an error keeps focus
 * where the shopper is typing). Focus moves after the current task, once the view has rendered
 * the new step. Returns the function that stops it.
 *
 * @example
 * ```ts
 * const actor = createActor(signInMachine.provide({ actors }), { input: {} }).start();
 * const stop = followSignInFocus(actor, "sign-in", document);
 * // later
 * stop();
 * ```
 */
export function followSignInFocus(
  actorRef: Pick<Actor<SignInMachine>, "getSnapshot" | "subscribe">,
  id: string,
  doc: FocusableDocument,
): () => void {
  const ids = signInDomIds(id);
  return followFocus(actorRef, {
    document: doc,
    read: signInStep,
    target: (step) => ({ id: ids(...SIGN_IN_FOCUS_TARGETS[step]) }),
  });
}
