import {
  type BackInStockFormApi,
  backInStockFormMachine,
  backInStockFormMessages,
  connectBackInStockForm,
  createBackInStockFormActors,
} from "../../machines/back-in-stock-form";
import { followProductFormWithBackInStock } from "../../machines/product-form";
import { backInStockClient } from "../provider/back-in-stock-client";
import { useMessages } from "../provider/solekit-context";
import { getClient } from "../provider/solekit-runtime";
import { useMachineApi } from "../shared/use-machine-api";
import type { UseProductFormResult } from "./use-product-form";

/** Options of {@link useBackInStockForm}. */
export interface UseBackInStockFormOptions {
  /** Base of the DOM ids. @default the product form's (`form.id`), so the two line up */
  id?: string;
}

/**
 * The back-in-stock email box on a product page (storefront §4, §5, §8), attached to the page's
 * product form ({@link useProductForm}): it is for the size chosen, opens when the button reading
 * 'Notify me when {variant} is back' is pressed (focus goes to the email input) and closes on
 * another size. The email is checked with the spec's messages ('Email Address can not be blank.',
 * 'Please enter in a valid email.'); the subscription goes to the provider's back-in-stock
 * service, once however often it is submitted. A landed one is the form's: the button reads Out
 * of Stock and the form's `subscribedMessage` shows, with the focus. Render it when
 * `form.showEmailBox`; a page loading it with `React.lazy` downloads it on the first click.
 *
 * @example
 * ```tsx
 * function EmailBox({ form }: { form: UseProductFormResult }) {
 *   const box = useBackInStockForm(form);
 *   return (
 *     <form {...box.getFormProps()}>
 *       <label {...box.getLabelProps()}>Email me when this size is back</label>
 *       <input {...box.getInputProps()} />
 *       <button type="submit" disabled={box.isSubscribing}>Notify me</button>
 *       <p {...box.getErrorProps()}>{box.fieldError}</p>
 *     </form>
 *   );
 * }
 * ```
 */
export function useBackInStockForm(
  form: Pick<UseProductFormResult, "actorRef" | "id">,
  options: UseBackInStockFormOptions = {},
): BackInStockFormApi {
  const messages = useMessages(backInStockFormMessages);
  const id = options.id ?? form.id;
  const productForm = form.actorRef;
  return useMachineApi(backInStockFormMachine, {
    // Without a `backInStock` section the client refuses, naming it (the form then reads Out of
    // Stock and shows no box).
    provide: (runtime) => ({ actors: createBackInStockFormActors(getClient(runtime, backInStockClient)) }),
    input: () => undefined,
    connect: connectBackInStockForm,
    options: { id, messages },
    start: (part) =>
      followProductFormWithBackInStock(productForm, part, {
        id,
        ...(typeof document === "undefined" ? {} : { document }),
      }),
  });
}
