import type { Actor } from "xstate";
import { domIds, type FocusableDocument, focusByIdAfterRender } from "../shared/dom-ids";
import type { ProfileDetailsMachine } from "./profile-details.machine";

/** What {@link followProfileDetails} is told. */
export interface FollowProfileDetailsOptions {
  /** The form's base id (`connectProfileDetails`'s `id`). */
  readonly id: string;
  /** The document the form is in; without one, focus is left alone (SSR, tests). */
  readonly document?: FocusableDocument;
}

/**
 * The details form's controller, beside the machine so every host gets it (the address form's
 * pattern): after a refused submit, whether the form's checks or the service refused it, focus
 * moves to the error summary when a field has a message, else to the message below the form —
 * once the host has rendered it (a microtask is too early for React's commit). Returns the
 * unsubscribe.
 *
 * @example
 * ```ts
 * const stop = followProfileDetails(actor, { id: "profile", document });
 * ```
 */
export function followProfileDetails(
  actor: Pick<Actor<ProfileDetailsMachine>, "on">,
  options: FollowProfileDetailsOptions,
): () => void {
  const ids = domIds(options.id);
  const refused = actor.on("details.refused", (event) => {
    const doc = options.document;
    if (doc) focusByIdAfterRender(doc, ids(event.focus));
  });
  return () => refused.unsubscribe();
}
