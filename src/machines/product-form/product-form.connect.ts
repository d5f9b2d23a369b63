import type { SnapshotFrom } from "xstate";
import { formatMessage, shopMessages } from "../../rules/messages";
import { formatMoney } from "../../rules/money";
import { addToCartButton } from "../../rules/product-form";
import { SIZE_UNITS, sizeUnitLabel } from "../../rules/sizes";
import { connectBackInStockForm } from "../back-in-stock-form";
import { connectGiftCardForm } from "../gift-card-form";
import { connectQuantityStepper } from "../quantity-stepper";
import type { SliceStatus } from "../shared/connect";
import { focusById } from "../shared/dom-ids";
import type { EventLike, KeyboardEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { movedRadio, productFormIds } from "./product-form.dom";
import type { ProductFormMachine } from "./product-form.machine";
import {
  cents,
  findVariant,
  hasSizeUnits,
  isGiftCardProduct,
  numericId,
  productWidths,
  sizeLabel,
} from "./product-form.selectors";
import type {
  ProductFormApi,
  ProductFormConnectOptions,
  ProductFormEvent,
  ProductFormRadioProps,
  ProductFormSize,
} from "./product-form.types";

// A part the form invokes at its root runs as long as the form does.
function part<T>(ref: T | undefined, id: string): T {
  if (ref === undefined) throw new Error(`product-form: its part "${id}" is not running`);
  return ref;
}

// One radio group of the selector: its radios' keys, the chosen one, and what choosing does.
interface RadioGroup {
  readonly name: "size" | "unit" | "width";
  readonly keys: readonly string[];
  readonly chosen: string | null;
  choose(key: string): void;
  label?(key: string): string;
  extra?(key: string): Partial<ProductFormRadioProps>;
}

/**
 * Turns a product-form snapshot into its public API: the product, the size selector (units,
 * widths, sizes), the add-to-cart button as the spec's rule reads it, the quantity stepper, the
 * back-in-stock box and the gift-card form, with prop getters carrying a radio group's ARIA.
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
  const messages = options.messages ?? shopMessages;
  const ids = productFormIds(options.id);
  const { context } = snapshot;
  const { product } = context;
  const currency = product?.priceRange.minVariantPrice.currencyCode;
  const money =
    options.formatMoney ?? ((amount: number) => formatMoney(amount, currency ? { currency } : {}));
  const withUnits = hasSizeUnits(product);
  const isGiftCard = isGiftCardProduct(product);
  const chosen = findVariant(product, context.variantId);
  const status: SliceStatus = snapshot.matches({ product: "loading" })
    ? "loading"
    : snapshot.matches({ product: "ready" })
      ? "success"
      : "error";
  const isNotFound = snapshot.matches({ product: "notFound" });
  const stepper = part(snapshot.children.quantity, "quantity");
  const giftCardForm = part(snapshot.children.giftCard, "giftCard");
  const backInStockForm = part(snapshot.children.backInStock, "backInStock");
  const backInStock = connectBackInStockForm(backInStockForm.getSnapshot(), backInStockForm.send, {
    id: ids.base,
    messages,
  });
  const giftCard = connectGiftCardForm(giftCardForm.getSnapshot(), giftCardForm.send, {
    id: ids.base,
    messages,
  });
  const quantity = connectQuantityStepper(stepper.getSnapshot(), stepper.send, {
    id: ids.base,
    messages,
  });

  const sizes: ProductFormSize[] = (product?.variants ?? [])
    .filter((variant) => variant.width === context.width)
    .map((variant) => ({
      variantId: numericId(variant.id),
      label: sizeLabel(variant, context.unit, withUnits),
      size: variant.size ?? variant.selectedOptions[0]?.value ?? variant.title,
      available: variant.availableForSale,
      selected: numericId(variant.id) === context.variantId,
    }));
  const widths = productWidths(product);
  const units = withUnits ? SIZE_UNITS : [];
  const selectedLabel = chosen ? sizeLabel(chosen, context.unit, withUnits) : "";
  const unitPrefix = withUnits ? `${sizeUnitLabel(context.unit, messages)} ` : "";
  const button = addToCartButton(
    {
      variant: chosen
        ? {
            id: numericId(chosen.id),
            title: `${unitPrefix}${selectedLabel}`,
            available: chosen.availableForSale,
          }
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

  // A radio group (sizes, units, widths), named by its label.
  const radioGroup = (name: "size" | "unit" | "width") => ({
    id: ids(`${name}-group`),
    role: "radiogroup" as const,
    "aria-labelledby": ids(`${name}-label`),
  });

  // Radios of one group: roving tab stop, arrows move and choose (WAI-ARIA radio group).
  function radio<T extends object>(group: RadioGroup, key: string, props?: T) {
    const { name, keys, chosen, choose } = group;
    const index = keys.indexOf(key);
    const tabStop = key === chosen || (!keys.includes(chosen ?? "") && index === 0);
    const own: ProductFormRadioProps = {
      id: ids(name, key),
      role: "radio",
      "aria-checked": key === chosen,
      "aria-label": group.label?.(key) ?? key,
      tabIndex: tabStop ? 0 : -1,
      ...group.extra?.(key),
      onClick: () => choose(key),
      onKeyDown: (event: KeyboardEventLike) => {
        const next = movedRadio(event.key, index, keys.length);
        const target = keys[next];
        if (next < 0 || target === undefined) return;
        event.preventDefault();
        choose(target);
        focusById(event.currentTarget, ids(name, target));
      },
    };
    return mergeProps(own, props);
  }

  const sizeKeys = sizes.map((size) => size.variantId);
  const sizeGroup: RadioGroup = {
    name: "size",
    keys: sizeKeys,
    chosen: context.variantId,
    choose: (variantId) => send({ type: "size.select", variantId }),
    label: (variantId) => {
      const size = sizes.find((candidate) => candidate.variantId === variantId);
      if (!size) return variantId;
      return size.available ? size.label : formatMessage(messages.soldOutSize, { size: size.label });
    },
    extra: (variantId) =>
      sizes.find((size) => size.variantId === variantId)?.available === false
        ? { "data-unavailable": "" }
        : {},
  };
  const unitGroup: RadioGroup = {
    name: "unit",
    keys: units,
    chosen: context.unit,
    choose: (unit) => {
      const next = units.find((candidate) => candidate === unit);
      if (next) send({ type: "unit.change", unit: next });
    },
    label: (key) => {
      const unit = units.find((candidate) => candidate === key);
      return unit ? sizeUnitLabel(unit, messages) : key;
    },
  };
  const widthGroup: RadioGroup = {
    name: "width",
    keys: widths,
    chosen: context.width,
    choose: (width) => send({ type: "width.change", width }),
  };

  return {
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
    hasUnits: withUnits,
    units,
    unit: context.unit,
    widths,
    width: context.width,
    sizes,
    selectedVariant: chosen
      ? {
          id: numericId(chosen.id),
          variant: chosen,
          label: selectedLabel,
          unavailableStock: !chosen.availableForSale,
        }
      : null,
    buttonLabel: button.label,
    isButtonDisabled: button.disabled,
    isAdding,
    addError: context.addError,
    quantity: quantity.quantity,
    quantityLimit: quantity.limit,
    showEmailBox: button.showEmailBox && backInStock.isOpen,
    email: backInStock.email,
    emailError: backInStock.fieldError,
    isSubscribing: backInStock.isSubscribing,
    subscribedMessage: button.showSubscribed ? messages.backInStockSuccess : null,
    giftCard: giftCard.fields,
    giftCardError: giftCard.fieldError,
    giftCardMessageCounter: giftCard.messageCounter,
    giftCardTotal,
    giftCardTotalText: giftCardTotal === null ? null : money(giftCardTotal),
    unavailableStock: chosen ? !chosen.availableForSale : false,
    load: (handle) => send({ type: "product.load", handle }),
    selectSize: (variantId) => send({ type: "size.select", variantId }),
    setWidth: (width) => send({ type: "width.change", width }),
    setUnit: (unit) => send({ type: "unit.change", unit }),
    increment: quantity.increment,
    decrement: quantity.decrement,
    setQuantityText: quantity.setText,
    commitQuantity: quantity.commit,
    submit: () => send({ type: "cart.submit" }),
    setEmail: backInStock.setEmail,
    subscribe: backInStock.subscribe,
    setGiftCardField: giftCard.setField,
    getGroupLabelProps: (group, props) => mergeProps({ id: ids(`${group}-label`) }, props),
    getSizeGroupProps: (props) => mergeProps(radioGroup("size"), props),
    getSizeProps: (size, props) => radio(sizeGroup, size.variantId, props),
    getUnitGroupProps: (props) => mergeProps(radioGroup("unit"), props),
    getUnitProps: (unit, props) => radio(unitGroup, unit, props),
    getWidthGroupProps: (props) => mergeProps(radioGroup("width"), props),
    getWidthProps: (width, props) => radio(widthGroup, width, props),
    getAddButtonProps: (props) =>
      mergeProps(
        {
          id: ids("add"),
          type: "button" as const,
          disabled: button.disabled,
          "aria-busy": isAdding,
          onClick: (event: EventLike) => {
            if (button.onClick === "scrollToSelector") {
              const first = sizeKeys[0];
              if (first !== undefined) focusById(event.currentTarget, ids("size", first));
            }
            send({ type: "cart.submit" });
            if (button.onClick === "revealEmailBox") focusById(event.currentTarget, ids("email"));
          },
        },
        props,
      ),
    getQuantityInputProps: quantity.getInputProps,
    getDecrementProps: quantity.getDecrementProps,
    getIncrementProps: quantity.getIncrementProps,
    getEmailFormProps: backInStock.getFormProps,
    getEmailInputProps: backInStock.getInputProps,
    getGiftCardFieldProps: giftCard.getFieldProps,
    errorId: (area) => ids(area === "email" ? "email-error" : "gift-card-error"),
  };
}
