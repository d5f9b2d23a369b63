// The gift-card form, composed with the product form from outside: a page carries it only when
// it attaches it (`useGiftCardForm` does, when the card's fields render). A module of its own, apart
// from the back-in-stock form's, since a bundler splits whole modules: each part's chunk carries
// its own wiring only.
import type { Actor } from "xstate";
import { connectGiftCardForm, type GiftCardFormMachine } from "../gift-card-form";
import { giftCardChange } from "../gift-card-form/gift-card-form.selectors";
import type { ProductFormMachine } from "./product-form.machine";
import type { FollowProductFormPartOptions } from "./product-form.types";

/**
 * Attaches the gift-card form to the product form: each edit's report (`giftCard.changed`) goes to
 * the form, which adds the card's properties to the line or refuses the add; the report of what
 * the card holds now goes at once, so a part attached after edits (or a form started later) is
 * counted. A refused add (the form emits `giftCard.check`) shows the card's first failure and
 * moves focus to its field once the view has rendered it; so does an add refused before the card
 * was attached (a lazily loaded part still downloading when Add was pressed). `id` is the base
 * both take. Returns the function that detaches it.
 *
 * @example
 * ```ts
 * const giftCard = createActor(giftCardFormMachine).start();
 * const stop = followProductFormWithGiftCard(form, giftCard, { id: "pdp", document });
 * ```
 */
export function followProductFormWithGiftCard(
  productForm: Pick<Actor<ProductFormMachine>, "on" | "send" | "getSnapshot">,
  giftCardForm: Pick<Actor<GiftCardFormMachine>, "on" | "send" | "getSnapshot">,
  options: FollowProductFormPartOptions,
): () => void {
  const showFailure = () => {
    giftCardForm.send({ type: "giftCard.check" });
    const card = connectGiftCardForm(giftCardForm.getSnapshot(), giftCardForm.send, { id: options.id });
    if (options.document) card.focusInvalidField(options.document);
  };
  // An add refused before the card was attached (its part still downloading) shows now.
  const refusedBefore = productForm.getSnapshot().context.giftCardCheckPending;
  productForm.send(giftCardChange(giftCardForm.getSnapshot().context.fields));
  if (refusedBefore) showFailure();
  const changed = giftCardForm.on("giftCard.changed", (change) => productForm.send(change));
  const refused = productForm.on("giftCard.check", showFailure);
  return () => {
    changed.unsubscribe();
    refused.unsubscribe();
  };
}
