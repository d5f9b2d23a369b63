import { lazy, useState } from "react";
import { type ProductFormApi, type UseProductFormResult, useMessages } from "solekit";
import { productMessages } from "solekit/rules";
import { PartBoundary } from "../ui/lazy-part";

export function SizeSelector({ form }: { form: ProductFormApi }) {
  return (
    <div className="size-selector">
      {form.hasUnits ? (
        <div className="size-selector__row">
          <span {...form.getGroupLabelProps("unit")} className="size-selector__label">
            Size unit
          </span>
          <div {...form.getUnitGroupProps({ className: "chips" })}>
            {form.units.map((unit) => (
              <button type="button" key={unit} {...form.getUnitProps(unit, { className: "chip" })}>
                {unit}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {form.widths.length > 0 ? (
        <div className="size-selector__row">
          <span {...form.getGroupLabelProps("width")} className="size-selector__label">
            Width
          </span>
          <div {...form.getWidthGroupProps({ className: "chips" })}>
            {form.widths.map((width) => (
              <button type="button" key={width} {...form.getWidthProps(width, { className: "chip" })}>
                {width}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <span {...form.getGroupLabelProps("size")} className="size-selector__label">
        {form.isGiftCard ? "Amount" : "Size"}
        {form.selectedVariant ? `: ${form.selectedVariant.label}` : ""}
      </span>
      <div {...form.getSizeGroupProps({ className: "size-grid" })}>
        {form.sizes.map((size) => (
          <button
            type="button"
            key={size.variantId}
            {...form.getSizeProps(size, { className: "size-option" })}
          >
            {size.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export function QuantityStepper({ form }: { form: ProductFormApi }) {
  const messages = useMessages(productMessages);
  return (
    <div className="quantity">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getQuantityLabelProps() supplies htmlFor */}
      <label {...form.getQuantityLabelProps()}>{messages.quantityLabel}</label>
      <div className="quantity__stepper">
        <button {...form.getDecrementProps()}>−</button>
        <input {...form.getQuantityInputProps({ size: 3 })} />
        <button {...form.getIncrementProps()}>+</button>
      </div>
    </div>
  );
}

// The gift card's fields load with a gift card's page, and the back-in-stock email box on the first
// 'Notify me when … is back' click: a shoe's page downloads neither until it needs it.
const GiftCardForm = lazy(() => import("./gift-card-form").then((m) => ({ default: m.GiftCardForm })));
const BackInStockBox = lazy(() => import("./back-in-stock-box").then((m) => ({ default: m.BackInStockBox })));

// What shows where a part's code failed to download (browsers keep the failure until a reload).
function PartFailed({ children }: { children: string }) {
  return (
    <p className="form-error" role="alert">
      {children} Check your connection, then reload the page.
    </p>
  );
}

/** A gift card's fields and running total (its own module, loaded with the gift card's page). */
export function GiftCardPart({ form }: { form: UseProductFormResult }) {
  return (
    <PartBoundary failure={<PartFailed>Sorry, we couldn't load the gift card's details.</PartFailed>}>
      <GiftCardForm form={form} />
    </PartBoundary>
  );
}

/**
 * The back-in-stock success message (the form's), and the email box, whose code loads when the
 * button first reveals it. The box stays mounted from then on, showing nothing while closed, so
 * an email typed survives switching sizes, as a subscription on its way does.
 */
export function BackInStock({ form }: { form: UseProductFormResult }) {
  const [revealed, setRevealed] = useState(false);
  if (form.showEmailBox && !revealed) setRevealed(true);
  return (
    <>
      {form.subscribedMessage ? (
        <p {...form.getSubscribedMessageProps({ className: "form-success" })}>{form.subscribedMessage}</p>
      ) : null}
      {revealed ? (
        <PartBoundary
          failure={
            form.showEmailBox ? <PartFailed>Sorry, we couldn't load the email sign-up.</PartFailed> : null
          }
        >
          <BackInStockBox form={form} />
        </PartBoundary>
      ) : null}
    </>
  );
}
