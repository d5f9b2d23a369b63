import { useId, useRef } from "react";
import { productByHandle } from "../../clients/storefront";
import {
  connectProductForm,
  createProductFormActors,
  followProductFormFocus,
  type ProductFormAddRequest,
  type ProductFormApi,
  productFormMachine,
  syncProductFormUrl,
  VARIANT_PARAM,
} from "../../machines/product-form";
import { productMessages } from "../../rules/messages";
import type { SizeUnit } from "../../rules/sizes";
import { hasConfigSection } from "../../runtime";
import { cartActor } from "../cart/shared-cart";
import { noticeActor } from "../notice/use-notice";
import { backInStockClient, storefrontTransport } from "../provider/clients";
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
  /** DOM id base of the form's widgets. @default a React id */
  id?: string;
}

/**
 * The product page's form (storefront §2, §4): the product by handle, the size selector with
 * units, widths and the `variant` URL parameter, the add-to-cart button as the spec reads it,
 * the quantity stepper, the back-in-stock box and the gift-card form. Adds go to the page's one
 * cart ({@link useCart}), so the mini cart and the header count show them at once; the button is
 * busy until the cart has confirmed them. A landed back-in-stock subscription moves focus to the
 * success message (render it with `getSubscribedMessageProps`), as the email box goes.
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
 *       <button {...form.getAddButtonProps()}>{form.buttonLabel}</button>
 *     </>
 *   );
 * }
 * ```
 */
export function useProductForm(options: UseProductFormOptions): ProductFormApi {
  const transport = useClient(storefrontTransport);
  const backInStock = useClient(backInStockClient);
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
        backInStock,
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
    start: (actor, runtime) => {
      const stopFocus = followProductFormFocus(actor, { id: options.id ?? reactId, document });
      const stopUrl = options.syncUrl === false ? undefined : syncProductFormUrl(actor, runtime.url);
      return () => {
        stopFocus();
        stopUrl?.();
      };
    },
  });
  useSendOnChange(actorRef, options.handle, () => ({
    type: "product.load" as const,
    handle: options.handle,
  }));
  return api;
}
