import {
  connectGiftCardForm,
  type GiftCardFormApi,
  giftCardFormMachine,
} from "../../machines/gift-card-form";
import { followProductFormWithGiftCard } from "../../machines/product-form";
import { giftCardMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import type { UseProductFormResult } from "./use-product-form";

/** Options of {@link useGiftCardForm}. */
export interface UseGiftCardFormOptions {
  /** Base of the DOM ids. @default the product form's (`form.id`), so the two line up */
  id?: string;
}

/**
 * A gift card's form on its product page (storefront §2, §5): sender, recipient, email and an
 * optional message (cut to 200 characters, with a counter), attached to the page's product form
 * ({@link useProductForm}): its line carries the card's properties, and an add the form refuses
 * shows the first failure in the spec's order ('Sender Name is required', …) in the error area,
 * with focus on the field it is about. Render it when `form.isGiftCard`; a page that shows no gift
 * card does not download it if it loads the component with `React.lazy`.
 *
 * @example
 * ```tsx
 * function GiftCardDetails({ form }: { form: UseProductFormResult }) {
 *   const card = useGiftCardForm(form);
 *   return (
 *     <fieldset>
 *       <label {...card.getLabelProps("senderName")}>Your name</label>
 *       <input {...card.getFieldProps("senderName")} />
 *       <p {...card.getErrorProps()}>{card.fieldError}</p>
 *       <p>Total: {form.giftCardTotalText}</p>
 *     </fieldset>
 *   );
 * }
 * ```
 */
export function useGiftCardForm(
  form: Pick<UseProductFormResult, "actorRef" | "id">,
  options: UseGiftCardFormOptions = {},
): GiftCardFormApi {
  const messages = useMessages(giftCardMessages);
  const id = options.id ?? form.id;
  const productForm = form.actorRef;
  return useMachineApi(giftCardFormMachine, {
    provide: () => ({}),
    input: () => undefined,
    connect: connectGiftCardForm,
    options: { id, messages },
    start: (giftCard) =>
      followProductFormWithGiftCard(productForm, giftCard, {
        id,
        ...(typeof document === "undefined" ? {} : { document }),
      }),
  });
}
