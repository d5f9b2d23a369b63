import { giftCardProperties, validateGiftCard } from "../../rules/gift-card";
import type { GiftCardChanged, GiftCardFields } from "./gift-card-form.types";

/**
 * What the gift-card form reports of its fields: whether they pass the spec's checks, and the
 * cart line's properties. The form emits it on every edit; a composing actor that attaches later
 * reads it once from the fields the form holds (`followProductFormWithGiftCard`).
 *
 * @example
 * ```ts
 * giftCardChange(form.getSnapshot().context.fields).valid; // false until sender, recipient and email pass
 * ```
 */
export function giftCardChange(fields: GiftCardFields): GiftCardChanged {
  return {
    type: "giftCard.changed",
    valid: validateGiftCard(fields) === null,
    properties: giftCardProperties(fields),
  };
}
