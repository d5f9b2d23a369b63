import type { SnapshotFrom } from "xstate";
import { formatMessage, productMessages } from "../../rules/messages";
import { formatMoney } from "../../rules/money";
import { addToCartButton } from "../../rules/product-form";
import { sizeUnitLabel } from "../../rules/sizes";
import { cartFailureMessage } from "../cart/cart.failure-message";
import { connectQuantityStepper } from "../quantity-stepper";
import type { SliceStatus } from "../shared/connect";
import { domIds, focusById } from "../shared/dom-ids";
import type { EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { connectSizeRadioGroup } from "../size-radio-group";
import type { ProductFormMachine } from "./product-form.machine";
import { cents, isGiftCardProduct } from "./product-form.selectors";
import type { ProductFormApi, ProductFormConnectOptions, ProductFormEvent } from "./product-form.types";

// A part the form invokes at its root runs as long as the form does.
function part<T>(ref: T | undefined, id: string): T {
  if (ref === undefined) throw new Error(`product-form: its part "${id}" is not running`);
  return ref;
}

/**
 * Turns a product-form snapshot into its public API: the product, the size selector (units,
 * widths, sizes), the add-to-cart button as the spec's rule reads it, the quantity stepper,
 * whether the back-in-stock email box shows and the success message, and a gift card's running
 * total, with prop getters carrying a radio group's ARIA. The email box and the gift-card fields
 * are their own slices' (`connectBackInStockForm`, `connectGiftCardForm`, with the same `id`).
 *
 * @example
 * ```ts
 * const api = connectProductForm(actor.getSnapshot(), actor.send, { id: "pdp" });
 * api.buttonLabel; // "Select Size"
 * api.sizes.map((size) => size.label); // ["10", "10.5", …] in US
 * ```
 */
export function connectProductForm(
  snapshot: SnapshotFrom<ProductFormMachine>,
  send: (event: ProductFormEvent) => void,
  options: ProductFormConnectOptions = {},
): ProductFormApi {
  const messages = options.messages ?? productMessages;
  const ids = domIds(options.id ?? "product-form");
  const { context } = snapshot;
  const { product } = context;
  const currency = product?.priceRange.minVariantPrice.currencyCode;
  const money =
    options.formatMoney ?? ((amount: number) => formatMoney(amount, currency ? { currency } : {}));
  const isGiftCard = isGiftCardProduct(product);
  // The size radio group reads the selection the form holds and sends the form its events.
  const sizeGroup = connectSizeRadioGroup(context, send, { id: ids.base, messages });
  const selected = sizeGroup.selectedVariant;
  const chosen = selected?.variant;
  const status: SliceStatus = snapshot.matches({ product: "loading" })
    ? "loading"
    : snapshot.matches({ product: "ready" })
      ? "success"
      : "error";
  const isNotFound = snapshot.matches({ product: "notFound" });
  const stepper = part(snapshot.children.quantity, "quantity");
  const quantity = connectQuantityStepper(stepper.getSnapshot(), stepper.send, {
    id: ids.base,
    messages,
  });

  const unitPrefix = sizeGroup.hasUnits ? `${sizeUnitLabel(context.unit, messages)} ` : "";
  const button = addToCartButton(
    {
      variant: selected
        ? { id: selected.id, title: `${unitPrefix}${selected.label}`, available: !selected.unavailableStock }
        : null,
      soldOutMode: context.soldOutMode,
      subscribedVariantIds: new Set(context.subscribedVariantIds),
    },
    messages,
  );
  const price = cents(chosen?.price ?? product?.priceRange.minVariantPrice) ?? 0;
  const compare = cents(chosen ? chosen.compareAtPrice : product?.variants[0]?.compareAtPrice);
  const compareAtPrice = compare !== null && compare > price ? compare : null;
  const isAdding = snapshot.matches({ cart: "adding" });
  const giftCardTotal = isGiftCard && chosen ? price * quantity.quantity : null;
  const error = context.error;

  return {
    ...sizeGroup,
    id: ids.base,
    status,
    error,
    errorMessage: isNotFound
      ? messages.productNotFound
      : error
        ? formatMessage(messages.loaderError, { message: error.message })
        : null,
    product,
    isNotFound,
    title: product?.metafields.customer_facing_product_name ?? product?.title ?? "",
    brand: product?.brand ?? product?.vendor ?? "",
    isGiftCard,
    price,
    compareAtPrice,
    priceText: money(price),
    compareAtPriceText: compareAtPrice === null ? null : money(compareAtPrice),
    buttonLabel: button.label,
    isButtonDisabled: button.disabled,
    isAdding,
    addError: context.addError,
    addErrorMessage: context.addError
      ? cartFailureMessage(context.addError, messages.cartUpdateFailed)
      : null,
    quantity: quantity.quantity,
    quantityLimit: quantity.limit,
    showEmailBox: button.showEmailBox && context.emailBoxOpen,
    subscribedMessage: button.showSubscribed ? messages.backInStockSuccess : null,
    giftCardTotal,
    giftCardTotalText: giftCardTotal === null ? null : money(giftCardTotal),
    load: (handle) => send({ type: "product.load", handle }),
    increment: quantity.increment,
    decrement: quantity.decrement,
    setQuantityText: quantity.setText,
    commitQuantity: quantity.commit,
    submit: () => send({ type: "cart.submit" }),
    getAddButtonProps: (props) =>
      mergeProps(
        {
          id: ids("add"),
          type: "button" as const,
          disabled: button.disabled,
          "aria-busy": isAdding,
          onClick: (event: EventLike) => {
            if (button.onClick === "scrollToSelector") sizeGroup.focusSizes(event.currentTarget);
            send({ type: "cart.submit" });
            // A box already shown takes focus now; one this click reveals takes it once rendered
            // (`followProductFormWithBackInStock`: its part may still be on its way).
            if (button.onClick === "revealEmailBox") focusById(event.currentTarget, ids("email"));
          },
        },
        props,
      ),
    getQuantityLabelProps: quantity.getLabelProps,
    getQuantityInputProps: quantity.getInputProps,
    getDecrementProps: quantity.getDecrementProps,
    getIncrementProps: quantity.getIncrementProps,
    // The back-in-stock form's props for it (`connectBackInStockForm`, alone), where its focus
    // controller looks for it. Spelled here, not shared from a module of their own: that module's
    // wrapper cost the product page 67 bytes gzip, over the figure it is held to.
    getSubscribedMessageProps: (props) =>
      mergeProps({ id: ids("subscribed"), role: "status" as const, tabIndex: -1 as const }, props),
  };
}
