import type { Actor } from "xstate";
import { domIds, type FocusableDocument, focusByIdAfterRender } from "../shared/dom-ids";
import type { AddressFormMachine } from "./address-form.machine";
import type { AddressFormEmitted } from "./address-form.types";

/** What {@link followAddressForm} is told to do. */
export interface FollowAddressFormOptions {
  /** The form's base id (`connectAddressForm`'s `id`). */
  readonly id: string;
  /** The document the form is in; without one, focus is left alone (SSR, tests). */
  readonly document?: FocusableDocument;
  /** Called with the saved address when a save lands (the host closes its modal). */
  readonly onSaved?: (address: Extract<AddressFormEmitted, { type: "address.saved" }>["address"]) => void;
}

/**
 * The address form's controller, beside the machine so every host gets it: after a refused
 * submit focus moves to the error summary, or after an outage to the form's message (once the
 * host has rendered it), and a landed save calls `onSaved`. Returns the unsubscribe.
 *
 * @example
 * ```ts
 * const stop = followAddressForm(actor, { id: "address", document, onSaved: () => closeModal() });
 * ```
 */
export function followAddressForm(
  actor: Pick<Actor<AddressFormMachine>, "on">,
  options: FollowAddressFormOptions,
): () => void {
  const ids = domIds(options.id);
  const refused = actor.on("address.refused", (event) => {
    const doc = options.document;
    const target = event.focus === "summary" ? ids("summary") : ids("error", "form");
    if (doc) focusByIdAfterRender(doc, target);
  });
  const saved = actor.on("address.saved", (event) => options.onSaved?.(event.address));
  return () => {
    refused.unsubscribe();
    saved.unsubscribe();
  };
}
