import { useId, useMemo, useRef } from "react";
import type { Actor } from "xstate";
import { productByHandle } from "../../clients/storefront";
import {
  connectProductForm,
  createProductFormActors,
  type ProductFormAddRequest,
  type ProductFormApi,
  type ProductFormMachine,
  productFormMachine,
  syncProductFormUrl,
  VARIANT_PARAM,
} from "../../machines/product-form";
import { productMessages } from "../../rules/messages";
import type { SizeUnit } from "../../rules/sizes";
import { hasConfigSection } from "../../runtime";
import { cartActor } from "../cart/shared-cart";
import { noticeActor } from "../notice/use-notice";
import { storefrontTransport } from "../provider/clients";
import { useSharedActor } from "../provider/shared-actor";
import { useClient, useMessages } from "../provider/solekit-context";
import { getClient } from "../provider/solekit-runtime";
import { storefrontSystem } from "../shared/storefront-system";
import { useMachineActor } from "../shared/use-machine-api";
import { useSendOnChange } from "../shared/use-send-on-change";

/** Options of {@link useProductForm}. */
export interface UseProductFormOptions {
  /** Handle of the product; a new handle loads that product. */
  handle: string;
  /**
   * Out-of-stock sizes read Out of Stock (disabled) instead of offering a notification.
   * @default false, or true when the configuration has no `backInStock` section
   */
  soldOutMode?: boolean;
  /** The quantity stepper's limit. @default 99 */
  quantityLimit?: number;
  /** Unit the size selector starts in. @default "US" */
  unit?: SizeUnit;
  /** Keep the chosen variant in the URL's `variant` parameter. @default true */
  syncUrl?: boolean;
  /**
   * Where adds go instead of the page's cart (see {@link useCart}); settles when the add is done.
   * @default the provider's one cart actor
   */
  addToCart?: (request: ProductFormAddRequest, signal: AbortSignal) => Promise<unknown>;
  /** DOM id base of the form's widgets (and of its parts'). @default a React id */
  id?: string;
}

/**
 * What {@link useProductForm} returns: the form's Api, and the form's actor, which its parts attach
 * to: pass the result to {@link useGiftCardForm} and {@link useBackInStockForm}.
 */
export type UseProductFormResult = ProductFormApi & {
  /** The product form's actor: pass the result to `useGiftCardForm` / `useBackInStockForm`. */
  readonly actorRef: Actor<ProductFormMachine>;
};

/**
 * The product page's form (storefront §2, §4): the product by handle, the size selector with
 * units, widths and the `variant` URL parameter, the add-to-cart button as the spec reads it,
 * the quantity stepper, whether the back-in-stock box shows and the success message, and a gift
 * card's running total. Adds go to the page's one cart ({@link useCart}), so the mini cart and the
 * header count show them at once; the button is busy until the cart has confirmed them. The
 * gift-card fields ({@link useGiftCardForm}, when `isGiftCard`) and the email box
 * ({@link useBackInStockForm}, when `showEmailBox`) are parts of their own, which a page renders
 * (and so downloads) only when it shows them.
 *
 * @example
 * ```tsx
 * function ProductForm({ handle }: { handle: string }) {
 *   const form = useProductForm({ handle });
 *   if (form.isNotFound) return <NotFound />;
 *   return (
 *     <>
 *       <p {...form.getGroupLabelProps("size")}>Size</p>
 *       <div {...form.getSizeGroupProps()}>
 *         {form.sizes.map((size) => <button key={size.variantId} {...form.getSizeProps(size)}>{size.label}</button>)}
 *       </div>
 *       {form.isGiftCard ? <GiftCardDetails form={form} /> : null}
 *       <button {...form.getAddButtonProps()}>{form.buttonLabel}</button>
 *       {form.showEmailBox ? <EmailBox form={form} /> : null}
 *       {form.subscribedMessage ? <p {...form.getSubscribedMessageProps()}>{form.subscribedMessage}</p> : null}
 *     </>
 *   );
 * }
 * ```
 */
export function useProductForm(options: UseProductFormOptions): UseProductFormResult {
  const transport = useClient(storefrontTransport);
  // The page's cart and notice run while a form can add (the cart raises its own notice).
  useSharedActor(cartActor);
  useSharedActor(noticeActor);
  const messages = useMessages(productMessages);
  const latest = useRef(options);
  latest.current = options;
  const reactId = useId();
  const { api, actorRef } = useMachineActor(productFormMachine, {
    provide: (runtime) => ({
      actors: createProductFormActors({
        storefront: { product: (handle, callOptions) => productByHandle(transport, handle, callOptions) },
        // The cart queues the add, sends it, rolls back and raises the notice on failure; the
        // form awaits the cart's answer to it (busy until then, the refusal under the button).
        addToCart: (request, signal) =>
          (latest.current.addToCart ?? getClient(runtime, storefrontSystem).addToCart)(request, signal),
      }),
    }),
    input: (runtime) => ({
      handle: options.handle,
      variantId: runtime.url.current().searchParams.get(VARIANT_PARAM),
      ...(options.unit ? { unit: options.unit } : {}),
      // Without a back-in-stock service there is nothing to offer: sold-out sizes read Out of Stock.
      soldOutMode: options.soldOutMode ?? !hasConfigSection(runtime.config, "backInStock"),
      ...(options.quantityLimit === undefined ? {} : { quantityLimit: options.quantityLimit }),
    }),
    connect: connectProductForm,
    options: { id: options.id ?? reactId, messages },
    start: (actor, runtime) =>
      options.syncUrl === false ? () => undefined : syncProductFormUrl(actor, runtime.url),
  });
  useSendOnChange(actorRef, options.handle, () => ({
    type: "product.load" as const,
    handle: options.handle,
  }));
  return useMemo(() => ({ ...api, actorRef }), [api, actorRef]);
}
