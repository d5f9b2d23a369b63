import type { StorefrontProductDetail } from "../../clients/storefront";
import type { GiftCardProperties } from "../../rules/gift-card";
import type { ProductMessageCatalogue } from "../../rules/messages";
import type { SizeUnit } from "../../rules/sizes";
import type { SolekitError } from "../../runtime/solekit-error";
import type { BackInStockSubscribed, BackInStockSubscribedMessageProps } from "../back-in-stock-form";
import type { GiftCardChanged } from "../gift-card-form";
import type { ProductLoaded } from "../product-loader";
import type { QuantityChanged, QuantityInputProps, QuantityStepButtonProps } from "../quantity-stepper";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { FocusableDocument } from "../shared/dom-ids";
import type { MouseEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";
import type {
  SizeRadioGroupApi,
  SizeRadioGroupEvent,
  SizeRadioGroupProps,
  SizeRadioGroupSize,
  SizeRadioGroupVariant,
  SizeRadioProps,
} from "../size-radio-group";

/** What the cart shows of the form's add until the server answers (the cart's `CartLinePreview`). */
export interface ProductFormAddPreview {
  /** Product title. */
  title: string;
  /** Variant title. */
  variantTitle: string;
  /** Image URL. */
  image: string | null;
  /** Unit price in cents. */
  price: number;
  /** Product URL. */
  url: string;
  /** The variant's options by name. */
  options: readonly { name: string; value: string }[];
  /** The variant's size metafields, or `null` when its sizes do not convert. */
  sizeMetafields: {
    kids_uk: string | null;
    kids_us: string | null;
    euro: string | null;
    centimeter: string | null;
  } | null;
  /** A gift card. */
  giftCard: boolean;
}

/** One cart line the product form adds (storefront §3 "Cart line item"). */
export interface ProductFormAddItem {
  /** Numeric variant id. */
  id: number;
  /** Quantity, 1…limit. */
  quantity: number;
  /** Line-item properties: From, To, Email, Message for gift cards. */
  properties?: Record<string, string>;
  /** What the cart shows of the line until the server answers, and the size's words after. */
  preview?: ProductFormAddPreview;
}

/** What the `addToCart` actor receives: the cart's `add` payload. */
export interface ProductFormAddRequest {
  /** The lines to add. */
  items: ProductFormAddItem[];
}

/** Input of the product-form machine. */
export interface ProductFormInput {
  /** Handle of the product to load. */
  handle: string;
  /** Variant id from the URL's `variant` parameter (a deep link); ignored when foreign or unknown. */
  variantId?: string | null;
  /** Unit the size selector starts in. @default "US" */
  unit?: SizeUnit;
  /** Out-of-stock variants read Out of Stock (disabled) instead of offering a notification. @default false */
  soldOutMode?: boolean;
  /** Most a shopper may add at once (the stepper's limit attribute). @default 99 */
  quantityLimit?: number;
}

/** Context of the product-form machine. */
export interface ProductFormContext {
  /** Handle being shown. */
  handle: string;
  /** The product once loaded. */
  product: StorefrontProductDetail | null;
  /** Variant id asked for by the URL, applied once the product has loaded. */
  requestedVariantId: string | null;
  /** Chosen variant (numeric id as text), or null before a size is picked. */
  variantId: string | null;
  /** Width shown, or null for products without widths. */
  width: string | null;
  /** Unit sizes are shown in. */
  unit: SizeUnit;
  /** Out-of-stock variants read Out of Stock instead of offering a notification. */
  soldOutMode: boolean;
  /** The stepper's limit as the input gave it (the stepper reads it). */
  quantityLimit: number | undefined;
  /** Quantity to add, as the quantity stepper last reported it. */
  quantity: number;
  /** Ids of the adds handed to the cart and not answered yet (the cart queues them, in order). */
  addsInFlight: number[];
  /** Id of the form's next add. */
  nextAddId: number;
  /** The last add that failed, until the next add. */
  addError: SolekitError | null;
  /** Variants subscribed to back-in-stock on this page, as the back-in-stock form reported them. */
  subscribedVariantIds: string[];
  /**
   * Whether the button revealed the back-in-stock email box for the chosen variant: set by the
   * click, cleared by another variant and by a landed subscription.
   */
  emailBoxOpen: boolean;
  /** Whether the gift-card form passes its checks, as it last reported. */
  giftCardValid: boolean;
  /** The gift card's cart line properties, as the gift-card form last reported them. */
  giftCardProperties: GiftCardProperties | null;
  /**
   * Whether an add was refused for the gift card since the gift-card form last reported: a form
   * attached after the click (a part still downloading) shows that failure as it attaches.
   */
  giftCardCheckPending: boolean;
  /** Why the product failed to load. */
  error: SolekitError | null;
}

/** Events of the product-form machine. */
export type ProductFormEvent =
  /** Loads another product (a new handle), starting over. */
  | { type: "product.load"; handle: string; variantId?: string | null }
  /** The URL's `variant` changed (Back, Forward, a link): select it when it belongs to the product. */
  | { type: "variant.sync"; variantId: string | null }
  /** The size radio group's radios: a size, a width, a unit. */
  | SizeRadioGroupEvent
  /** The quantity stepper's report (the stepper itself takes the quantity events). */
  | QuantityChanged
  /** The add-to-cart button: adds, reveals the email box, or nothing, as the button reads. */
  | { type: "cart.submit" }
  /** The product loader's report of a load (loaded, not found, failed). */
  | ProductLoaded
  /** The back-in-stock form's report (that form takes the email events itself). */
  | BackInStockSubscribed
  /** The gift-card form's report (that form takes the field edits itself). */
  | GiftCardChanged
  /** The cart took add `addId` (sent by the `addToCart` actor). */
  | { type: "add.done"; addId: number }
  /** The cart refused add `addId` (sent by the `addToCart` actor). */
  | { type: "add.failed"; addId: number; error: unknown };

/** The parts the product form runs, by id, and the actor each one is. */
export type ProductFormChildren = {
  /** The product loader. */
  loader: "productLoader";
  /** The quantity stepper. */
  quantity: "quantityStepper";
  /**
   * One add handed to the cart, per click (`add-0`, `add-1`…). Named by a pattern, so the
   * declarations an app type-checks stay valid (a plain string index would clash with the names
   * above under `skipLibCheck: false`).
   */
  [add: `add-${number}`]: "addToCart";
};

/**
 * What the product form emits (`actor.on`): a click on the add button refused for the gift card
 * asks the gift-card form to show its first failure (`followProductFormWithGiftCard` passes it on).
 */
export type ProductFormEmitted = { type: "giftCard.check" };

/** What one `addToCart` actor receives: the add's id in the form and the lines. */
export interface ProductFormAddInput {
  /** The form's id of this add, echoed in `add.done` / `add.failed`. */
  addId: number;
  /** The lines. */
  request: ProductFormAddRequest;
}

/**
 * The messages the product form shows: the product page's part of the shop catalogue (the rules it calls
 * — button, sizes, gift card, back-in-stock, text limit — each read their strings from it).
 */
export type ProductFormMessages = ProductMessageCatalogue;

/** Options of `connectProductForm`. */
export interface ProductFormConnectOptions extends ConnectOptions<ProductFormMessages> {
  /** How prices show. @default formatMoney in AUD */
  readonly formatMoney?: (cents: number) => string;
}

/**
 * What a part of the product form is attached with (`followProductFormWithGiftCard`,
 * `followProductFormWithBackInStock`).
 */
export interface FollowProductFormPartOptions {
  /** The product form's base id (`connectProductForm`'s `id`, `api.id`), which the part's ids share. */
  readonly id: string;
  /** The document the form is in; without one, focus is left alone (SSR, tests). */
  readonly document?: FocusableDocument;
}

/** One size button of the selector (the size radio group's). */
export type ProductFormSize = SizeRadioGroupSize;

/** The chosen variant, as the page shows it (the size radio group's). */
export type ProductFormVariant = SizeRadioGroupVariant;

/** Our props of a radio group: sizes, units, widths (the size radio group's). */
export type ProductFormGroupProps = SizeRadioGroupProps;

/** Our props of one radio: a size, a unit, a width (the size radio group's). */
export type ProductFormRadioProps = SizeRadioProps;

/** Our props of the add-to-cart button. */
export interface ProductFormAddButtonProps {
  /** DOM id. */
  id: string;
  /** A plain button. */
  type: "button";
  /** Out of Stock. */
  disabled: boolean;
  /** While the add is in flight or queued. */
  "aria-busy": boolean;
  /**
   * Adds, reveals the email box (focusing its input if it is already shown), or scrolls to and
   * focuses the size selector. A gift card's add it refuses is emitted as `giftCard.check`: the
   * gift-card form shows the error and focus goes to its field (`followProductFormWithGiftCard`).
   */
  onClick(event: MouseEventLike): void;
}

/** Our props of a stepper button (the quantity stepper's). */
export type ProductFormStepButtonProps = QuantityStepButtonProps;

/**
 * The product form's public API (storefront §2 Product page, §4): its own state and the size
 * radio group's (sizes, units, widths and their prop getters).
 */
export interface ProductFormApi extends SliceState, Omit<SizeRadioGroupApi, keyof SliceState> {
  /**
   * The base of the form's DOM ids (`connectProductForm`'s `id`). Its parts take the same base, so
   * their ids line up with the form's (`useGiftCardForm` and `useBackInStockForm` read it here).
   */
  readonly id: string;
  /** The product once loaded. */
  readonly product: StorefrontProductDetail | null;
  /** True when the handle names no product: render the 404 page. */
  readonly isNotFound: boolean;
  /** The customer-facing product name (falls back to the title). */
  readonly title: string;
  /** Brand (the `omneo` brand metafield, else the vendor). */
  readonly brand: string;
  /** Whether the product is a gift card (no wishlist button; show the gift-card form, `useGiftCardForm`). */
  readonly isGiftCard: boolean;
  /** Price in cents: the chosen variant's, else the lowest. */
  readonly price: number;
  /** Compare-at price in cents when above the price, else null. */
  readonly compareAtPrice: number | null;
  /** The price as the shop writes money. */
  readonly priceText: string;
  /** The compare-at price as the shop writes money, or null. */
  readonly compareAtPriceText: string | null;
  /** Add-to-cart button text. */
  readonly buttonLabel: string;
  /** Whether the button is disabled (Out of Stock). */
  readonly isButtonDisabled: boolean;
  /** True until the cart has answered every add this form handed it: show the button busy. */
  readonly isAdding: boolean;
  /** The last add's failure, else null. */
  readonly addError: SolekitError | null;
  /**
   * What to show under the button after a refused add, else null: the storefront's description,
   * or the catalogue's `cartUpdateFailed` for a network failure or a timeout; the notice says the
   * same (`cartFailureMessage`).
   */
  readonly addErrorMessage: string | null;
  /** Quantity to add. */
  readonly quantity: number;
  /** Stepper limit. */
  readonly quantityLimit: number;
  /**
   * Whether the back-in-stock email box shows: the button revealed it for the chosen variant and
   * that variant is not subscribed yet. Render the back-in-stock form (`useBackInStockForm`) then.
   */
  readonly showEmailBox: boolean;
  /** The success message when the chosen variant is subscribed, else null. */
  readonly subscribedMessage: string | null;
  /** Running total of a gift card in cents (amount × quantity), else null. */
  readonly giftCardTotal: number | null;
  /** The running total as the shop writes money, else null. */
  readonly giftCardTotalText: string | null;
  /** Loads another product. */
  load(handle: string): void;
  /** Quantity + 1. */
  increment(): void;
  /** Quantity − 1. */
  decrement(): void;
  /** Sets the quantity box's text (clamped on {@link ProductFormApi.commitQuantity}). */
  setQuantityText(text: string): void;
  /** Clamps what was typed in the quantity box. */
  commitQuantity(): void;
  /** The add-to-cart button's action, as it reads. */
  submit(): void;
  /** Props of the add-to-cart button. */
  getAddButtonProps<T extends object = object>(props?: T): MergedProps<ProductFormAddButtonProps, T>;
  /** Props of the quantity input's label (`htmlFor`); its text is the catalogue's `quantityLabel`. */
  getQuantityLabelProps<T extends object = object>(props?: T): MergedProps<{ htmlFor: string }, T>;
  /** Props of the quantity input. */
  getQuantityInputProps<T extends object = object>(props?: T): MergedProps<QuantityInputProps, T>;
  /** Props of the quantity − button. */
  getDecrementProps<T extends object = object>(props?: T): MergedProps<ProductFormStepButtonProps, T>;
  /** Props of the quantity + button. */
  getIncrementProps<T extends object = object>(props?: T): MergedProps<ProductFormStepButtonProps, T>;
  /**
   * Props of the element showing `subscribedMessage` (a polite status focusable by script): a
   * subscription replaces the email box, and its focused button, with it, so focus goes there
   * (`followProductFormWithBackInStock`, which `useBackInStockForm` runs). It is the form's, not
   * the box's: it shows for a subscribed variant long after the box has gone.
   */
  getSubscribedMessageProps<T extends object = object>(
    props?: T,
  ): MergedProps<BackInStockSubscribedMessageProps, T>;
}
