import type { AccountMessageCatalogue, ShopMessageCatalogue } from "../../rules/messages";
import type { WishlistItemStep } from "../../rules/wishlists";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike, EventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** A variant as the size step offers it. */
export interface WishlistSizeOption {
  /** Numeric storefront variant id, as text. */
  readonly id: string;
  /** Size name: the variant's Size option as stored ("09.5"); what `size.select` names. */
  readonly size: string;
  /**
   * The size as the product page shows it in the UK unit (`variantSizeInUnit`: the `kids_uk`
   * metafield, else the option): "9.5" for "09.5". What the buttons and messages show.
   */
  readonly label: string;
  /** Width, or null for products without widths. */
  readonly width: string | null;
  /** In stock. */
  readonly available: boolean;
  /** Variant SKU, when known. */
  readonly sku: string | null;
}

/** What the `loadSizes` actor is asked. */
export interface WishlistSizeRequest {
  /** Storefront product id. */
  readonly productId: string;
}

/** What `subscribeBackInStock` is asked. */
export interface WishlistNotifyRequest {
  /** Email address. */
  readonly email: string;
  /** Numeric variant id. */
  readonly variantId: string;
}

/** The messages the size step shows. */
export type WishlistSizeMessages = Pick<
  AccountMessageCatalogue,
  | "wishlistSelectSize"
  | "wishlistNext"
  | "addToWishlist"
  | "wishlistSizeLabel"
  | "wishlistWidthLabel"
  | "wishlistNotifyEmailLabel"
  | "wishlistSizesFailed"
> &
  Pick<
    ShopMessageCatalogue,
    | "notifyMeWhenBack"
    | "backInStockEmailBlank"
    | "backInStockEmailInvalid"
    | "backInStockSuccess"
    | "backInStockVariantNotFound"
    | "backInStockInvalidEmail"
  >;

/** Input of the size step. */
export interface WishlistSizeInput {
  /** The product whose sizes are offered. */
  productId: string | number;
  /** The variant chosen already (the product page's, or the item's being edited). */
  variantId?: string | number | null;
  /** A member sees 'Next', a visitor 'Add to wishlist' (account-area §4). */
  loggedIn: boolean;
  /** Out-of-stock sizes offer the back-in-stock email. @default true */
  notifyEnabled?: boolean;
  /** The confirm button's text once an in-stock size is chosen, e.g. 'Update wishlist'. @default 'Next' / 'Add to wishlist' */
  confirmLabel?: string;
  /** Messages. */
  messages: WishlistSizeMessages;
}

/** Context of the size step. */
export interface WishlistSizeContext {
  /** The storefront product id whose sizes are loaded (the input's, as text). */
  productId: string;
  /** Every variant the step offers, in every width; empty until the sizes load. */
  options: WishlistSizeOption[];
  /**
   * The width whose sizes are shown (the chosen variant's, else the first variant's); null before the sizes
   * load and for a product without widths.
   */
  width: string | null;
  /**
   * The chosen variant's numeric id, as text: first the input's `variantId`; null until a size is chosen, or
   * when a new width has no size of the same name.
   */
  selectedId: string | null;
  /** The back-in-stock email as typed (trimmed when sent). */
  email: string;
  /**
   * Why the typed email was refused ('Email Address can not be blank.', 'Please enter in a valid email.'),
   * else null; cleared when the email, size or width changes.
   */
  emailError: string | null;
  /**
   * The back-in-stock service's message when it refused the subscription, else null (a network failure is
   * silent and leaves it null).
   */
  notifyError: string | null;
  /** Why the sizes failed to load, else null; `sizes.retry` loads them again. */
  error: SolekitError | null;
  /** A member (the confirm button reads 'Next') rather than a visitor ('Add to wishlist'). */
  loggedIn: boolean;
  /**
   * Whether an out-of-stock size offers the back-in-stock email (NOTIFY_ME); when false it can be confirmed
   * like an in-stock one. True unless the input says otherwise.
   */
  notifyEnabled: boolean;
  /**
   * The host's text for the confirm button once a size can be confirmed (e.g. 'Update wishlist'); null for
   * 'Next' / 'Add to wishlist'.
   */
  confirmLabel: string | null;
  /** The texts the step shows and validates with, from the input. */
  messages: WishlistSizeMessages;
}

/** Events of the size step. */
export type WishlistSizeEvent =
  /** Chooses a size in the shown width. */
  | { type: "size.select"; size: string }
  /** Shows another width (the size of the same name is kept when it exists there). */
  | { type: "width.change"; width: string }
  /** Types the back-in-stock email. */
  | { type: "email.change"; value: string }
  /** Sends the back-in-stock email. */
  | { type: "notify.submit" }
  /** 'Next' / 'Add to wishlist' / 'Update wishlist' with an in-stock size. */
  | { type: "size.confirm" }
  /** Loads the sizes again after a failure. */
  | { type: "sizes.retry" };

/** What the size step emits: the chosen variant, when confirmed. */
export type WishlistSizeEmitted = { type: "size.confirmed"; variant: WishlistSizeOption };

/** Options of `connectWishlistSize`. */
export type WishlistSizeConnectOptions = ConnectOptions<WishlistSizeMessages>;

/** A size button. */
export interface WishlistSizeChoice {
  /** Size name, as stored ("09.5"): what `selectSize` takes. */
  readonly size: string;
  /** The size as the product page shows it in the UK unit ("9.5"): the button's text. */
  readonly label: string;
  /** In stock (an out-of-stock size is still offered, for the back-in-stock email). */
  readonly available: boolean;
  /** Chosen. */
  readonly selected: boolean;
}

/** Props of a size or width button (a toggle button). */
export interface WishlistSizeButtonProps {
  /** A plain button, so a press never submits a surrounding form. */
  type: "button";
  /**
   * Whether this is the chosen size (or the shown width), so a screen reader announces the toggle's state.
   */
  "aria-pressed": boolean;
  /** Handles a click. */
  onClick(event: EventLike): void;
}

/** Props of the back-in-stock email field. */
export interface WishlistNotifyEmailProps {
  /** The field's DOM id (`{id}-email`), which the label's `htmlFor` names. */
  id: string;
  /** An email field, so mobile keyboards offer the @ key. */
  type: "email";
  /** Lets the browser fill in the shopper's own email address. */
  autoComplete: "email";
  /** The email as typed. */
  value: string;
  /**
   * True while the email has an error (refused by the check or by the back-in-stock service), so a screen
   * reader reports the field in error.
   */
  "aria-invalid": boolean;
  /** The message's DOM id (`{id}-email-message`), so the refusal or the thanks is read with the field. */
  "aria-describedby": string;
  /** Handles a change. */
  onChange(event: ChangeEventLike): void;
}

/** Props of the step's main button. */
export interface WishlistSizeActionProps {
  /** A plain button, so a press never submits a surrounding form. */
  type: "button";
  /** Nothing to confirm yet (no size, or the sizes are loading). */
  disabled: boolean;
  /** A request runs: the button keeps focus, and a press does nothing. */
  "aria-disabled": boolean;
  /**
   * True while the sizes load or the back-in-stock email is being sent, so assistive technology knows the
   * action is under way.
   */
  "aria-busy": boolean;
  /** Handles a click. */
  onClick(event: EventLike): void;
}

/** The size step's public API (the wishlist modal's first step and the Edit Item modal). */
export interface WishlistSizeApi extends SliceState {
  /** SELECT (no size), NOTIFY_ME (an out-of-stock size) or ADD_TO_WISHLIST; `loading` while sizes load. */
  readonly step: WishlistItemStep | "loading";
  /** Sizes in the shown width. */
  readonly sizes: readonly WishlistSizeChoice[];
  /** Widths offered (empty without widths). */
  readonly widths: readonly string[];
  /** The width shown. */
  readonly width: string | null;
  /** The chosen variant. */
  readonly selected: WishlistSizeOption | null;
  /** The main button's text: 'Select size', 'Notify me when {size} is back', 'Next' / 'Add to wishlist'. */
  readonly buttonLabel: string;
  /** The back-in-stock email. */
  readonly email: string;
  /** Its message: a refused email or the provider's error, else null. */
  readonly emailError: string | null;
  /** 'Thanks! We'll email you…' once sent, else null. */
  readonly notifyMessage: string | null;
  /** Labels. */
  readonly labels: { readonly size: string; readonly width: string; readonly email: string };
  /** Chooses a size. */
  selectSize(size: string): void;
  /** Shows a width. */
  setWidth(width: string): void;
  /** Types the email. */
  setEmail(value: string): void;
  /** The main button's action. */
  confirm(): void;
  /** Loads the sizes again. */
  retry(): void;
  /** Props of a size button. */
  getSizeProps<T extends object = object>(
    choice: WishlistSizeChoice,
    props?: T,
  ): MergedProps<WishlistSizeButtonProps, T>;
  /** Props of a width button. */
  getWidthProps<T extends object = object>(width: string, props?: T): MergedProps<WishlistSizeButtonProps, T>;
  /** Props of the email field. */
  getEmailFieldProps<T extends object = object>(props?: T): MergedProps<WishlistNotifyEmailProps, T>;
  /** Props of the email field's label. */
  getEmailLabelProps<T extends object = object>(props?: T): MergedProps<{ htmlFor: string }, T>;
  /** Props of the email's message (a live region). */
  getEmailMessageProps<T extends object = object>(
    props?: T,
  ): MergedProps<{ id: string; role: "status"; "aria-live": "polite" }, T>;
  /** Props of the main button. */
  getActionProps<T extends object = object>(props?: T): MergedProps<WishlistSizeActionProps, T>;
}
