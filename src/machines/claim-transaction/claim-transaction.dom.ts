import type { Actor } from "xstate";
import { domIds, type FocusableDocument, focusByIdAfterRender } from "../shared/dom-ids";
import type { ClaimTransactionMachine } from "./claim-transaction.machine";

/** What {@link followClaimTransaction} is told. */
export interface FollowClaimTransactionOptions {
  /** The form's base id (`connectClaimTransaction`'s `id`). */
  readonly id: string;
  /** The document; without one focus is left alone (SSR, tests). */
  readonly document?: FocusableDocument;
}

/**
 * The claim form's controller, beside the machine so every host gets it: after a refused submit
 * focus moves to the first field in error (or, after a failed claim, to the form's message).
 * Returns the unsubscribe.
 *
 * @example
 * ```ts
 * const stop = followClaimTransaction(actor, { id: "claim", document });
 * ```
 */
export function followClaimTransaction(
  actor: Pick<Actor<ClaimTransactionMachine>, "on">,
  options: FollowClaimTransactionOptions,
): () => void {
  const ids = domIds(options.id);
  const refused = actor.on("claim.refused", (event) => {
    const doc = options.document;
    const target = event.field === "form" ? ids("error", "form") : ids("field", event.field);
    if (doc) focusByIdAfterRender(doc, target);
  });
  return () => refused.unsubscribe();
}
