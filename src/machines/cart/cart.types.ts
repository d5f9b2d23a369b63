import type { Cart, CartItem, CartLineChange } from "../../clients/cart";
import type {
  CartLineChoice,
  CartLineChoiceMessages,
  CartLineGiftCardDetail,
  CartLineOption,
} from "../../rules/cart-line";
import type { CartMessageCatalogue } from "../../rules/messages";
import type { SizeMetafields, SizeUnit } from "../../rules/sizes";
import type { SolekitError } from "../../runtime/solekit-error";
import type {
  ChangeEventLike,
  ConnectOptions,
  KeyboardEventLike,
  MergedProps,
  MouseEventLike,
  SliceState,
} from "../shared";

/** What a line shows before the server confirms it (an add from a product page knows these). */
export interface CartLinePreview {
  /** Product title. */
  title?: string;
  /** Variant (size) title. */
  variantTitle?: string | null;
  /** Image URL. */
  image?: string | null;
  /** Unit price in cents. */
  price?: number;
  /** Product URL. */
  url?: string;
  /** The variant's options (`Size: 04.5`, `Width: E`), so the line names the choice at once. */
  options?: readonly CartLineOption[];
  /** The variant's size metafields (`null`: it has none), so the size shows in the product page's unit. */
  sizeMetafields?: SizeMetafields | null;
  /** A gift card: its option is the amount. */
  giftCard?: boolean;
}

/** One line to add: the variant, how many, optional line properties and what to show meanwhile. */
export interface CartAddLine {
  /** Variant id. */
  id: number;
  /** Units to add, at least 1. */
  quantity: number;
  /** Line properties, e.g. a gift card's From, To, Email, Message. */
  properties?: Readonly<Record<string, string>>;
  /** Shown on the optimistic line until the server answers. */
  preview?: CartLinePreview;
}

/** A shopper's cart action, as it waits in the queue. */
export type CartAction =
  | {
      /** Adds lines (`add.js`). */
      kind: "add";
      /** The lines. */
      items: readonly CartAddLine[];
      /** The caller's id of this add, answered by `add.confirmed` or `add.refused`. */
      requestId?: string;
      /** A loud add: the mini cart opens when the server takes it (never when it refuses it). */
      opensMiniCart?: boolean;
    }
  | {
      /** Sets quantities by variant id (`update.js`); 0 removes. */
      kind: "update";
      /** Variant id → quantity. */
      updates: Readonly<Record<string, number>>;
    }
  | {
      /** Sets one line's quantity (`change.js`); 0 removes. */
      kind: "change";
      /** The line's key (a `pending:` key for a line not confirmed yet). */
      key: string;
      /** The new quantity. */
      quantity: number;
    }
  | {
      /** Empties the cart (`clear.js`). */
      kind: "clear";
    };

/** One queued request: an action, or several merged ones, and the shopper's action ids it carries. */
export interface CartQueueEntry {
  /** What to send. */
  action: CartAction;
  /** Ids of the shopper's actions it carries (consecutive changes of one line merge). */
  ids: readonly number[];
}

/** What the `mutate` actor is asked to send. */
export type CartRequest =
  | {
      /** `add.js` (it answers the touched lines only). */
      kind: "add";
      /** The lines. */
      items: readonly { id: number; quantity: number; properties?: Readonly<Record<string, string>> }[];
    }
  | {
      /** `update.js`. */
      kind: "update";
      /** Variant id → quantity. */
      updates: Readonly<Record<string, number>>;
    }
  | {
      /** `change.js`. */
      kind: "change";
      /** The line change. */
      change: CartLineChange;
    }
  | {
      /** `clear.js`. */
      kind: "clear";
    };

/**
 * What a mutation answered: the whole cart (`update.js`, `change.js`, `clear.js`), or only the
 * lines an add touched, at their new quantities (`add.js`; the cart is then read in the
 * background).
 */
export type CartAnswer =
  | {
      /** The whole cart. */
      kind: "cart";
      /** The cart. */
      cart: Cart;
    }
  | {
      /** The lines the request touched. */
      kind: "lines";
      /** Those lines. */
      items: readonly CartItem[];
    };

/** Context of the cart machine. */
export interface CartContext {
  /** The last cart the server confirmed; `null` until the first load. */
  confirmed: Cart | null;
  /** Actions not confirmed yet, oldest first; while `syncing`, the first is in flight. */
  queue: readonly CartQueueEntry[];
  /** How many entries at the head of the queue are in flight (0 or 1), so they never merge. */
  sending: number;
  /** Id of the shopper's next action. */
  nextId: number;
  /** The last failure, until a request succeeds. */
  error: SolekitError | null;
  /** Whether the mini cart is open. */
  isMiniCartOpen: boolean;
  /**
   * The shown cart is not one the server sent whole since the last change: a change failed (the
   * server may hold something else), or an add answered only its lines. Read in the background.
   */
  stale: boolean;
  /** Reads tried since the cart became stale. */
  readRetries: number;
  /**
   * How many changes the server has confirmed since the actor started, each one also emitted as
   * `cart.changed`. A listener that starts late (a lazily loaded popup) reads it to catch up.
   */
  changes: number;
}

/** Input of the cart machine. */
export interface CartInput {
  /** A cart the page already has (server-rendered); skips nothing, the first load still runs. */
  initialCart?: Cart | null;
}

/** Events of the cart machine. */
export type CartEvent =
  | {
      /** Adds lines; opens the mini cart once the server takes them, unless `silent`. */
      type: "cart.add";
      /** The lines. */
      items: readonly CartAddLine[];
      /** Leave the mini cart closed. */
      silent?: boolean;
      /**
       * Your id of this add: the cart answers it by name with `add.confirmed` or `add.refused`
       * (see `requestAdd`).
       */
      requestId?: string;
    }
  | {
      /** Sets quantities by variant id; 0 removes. */
      type: "cart.update";
      /** Variant id → quantity. */
      updates: Readonly<Record<string, number>>;
    }
  | {
      /** Sets one line's quantity; 0 removes. */
      type: "cart.change";
      /** The line key. */
      key: string;
      /** The new quantity. */
      quantity: number;
    }
  | {
      /** Steps a line's quantity from what it shows now (the stepper's + and −), within 1…max. */
      type: "cart.step";
      /** The line key. */
      key: string;
      /** +1 or −1 (any step). */
      delta: number;
      /** Highest quantity. */
      max: number;
    }
  | {
      /** Empties the cart. */
      type: "cart.clear";
    }
  | {
      /** Loads the cart again (the tab became visible: another tab may have changed it). */
      type: "cart.refresh";
    }
  | {
      /**
       * Asks for the last change the server confirmed, answered by `changes.replayed` with this
       * `requestId` (a listener that starts late catches up: see `followCartChanges`).
       */
      type: "changes.replay";
      /** Your id of this question. */
      requestId: string;
    }
  | {
      /** Opens the mini cart. */
      type: "miniCart.open";
    }
  | {
      /** Closes the mini cart. */
      type: "miniCart.close";
    };

/** Events the cart machine emits for the page (the notice, the pwp popup listen). */
export type CartEmitted =
  | {
      /**
       * The server confirmed a change the shopper made, or the whole cart was read after one (an
       * add answers its lines only; the read brings their collections): then `actionIds` is empty.
       */
      type: "cart.changed";
      /** The cart the server confirmed. */
      cart: Cart;
      /** Ids of the shopper's actions it confirmed. */
      actionIds: readonly number[];
    }
  | {
      /** A change failed and was rolled back. */
      type: "cart.failed";
      /** What failed; its message is the storefront's `description`. */
      error: SolekitError;
      /** Ids of the shopper's actions that were rolled back. */
      actionIds: readonly number[];
    }
  | {
      /** The answer to `changes.replay`. */
      type: "changes.replayed";
      /** The question's `requestId`. */
      requestId: string;
      /** The cart as the server last confirmed it after a change, or `null` when nobody changed it. */
      cart: Cart | null;
    }
  | {
      /** The server took an add that carried a `requestId`. */
      type: "add.confirmed";
      /** The add's `requestId`. */
      requestId: string;
    }
  | {
      /** The server refused an add that carried a `requestId`; it was rolled back. */
      type: "add.refused";
      /** The add's `requestId`. */
      requestId: string;
      /** Why; its message is the storefront's `description`. */
      error: SolekitError;
    };

/** One cart line as the UI shows it: confirmed, or optimistic while a request runs. */
export interface CartLine {
  /** Line key (`pending:…` until the server confirms a new line). */
  key: string;
  /** Variant id. */
  variantId: number;
  /** Product id (0 until the server confirms a new line). */
  productId: number;
  /** Product title. */
  title: string;
  /** Variant (size) title. */
  variantTitle: string | null;
  /** Image URL. */
  image: string | null;
  /** Product URL. */
  url: string;
  /** Units. */
  quantity: number;
  /** Unit price in cents. */
  price: number;
  /** Line price in cents. */
  linePrice: number;
  /** Line properties. */
  properties: Readonly<Record<string, string>>;
  /** Collection handles, where the server sent them. */
  collections: readonly string[];
  /**
   * What the shopper chose, in the product page's words: `Size: US 5.5` and `Width: E` for a shoe
   * (the unit is `useCart({ sizeUnit })`, US by default), `Amount: $50` for a gift card. A new
   * line's size shows once its conversions are known (from the add's preview, else the cart read
   * right after the add). Render `choice.label`, or `name` and `value` apart.
   */
  choices: readonly CartLineChoice[];
  /**
   * Who a gift card is for: its line properties From, To, Email and Message (storefront §3), in
   * that order, named from the catalogue (`cartLineFrom`, …); none for another line, and no
   * Message when the shopper wrote none. Render `detail.label`, or `name` and `value` apart (a
   * message may hold line breaks and runs to 200 characters: let it wrap).
   */
  giftCardDetails: readonly CartLineGiftCardDetail[];
  /** True while the line differs from what the server confirmed. */
  isPending: boolean;
}

/** The messages the cart shows. */
export type CartMessages = Pick<
  CartMessageCatalogue,
  | "cartUpdateFailed"
  | "cartQuantityLabel"
  | "cartIncrease"
  | "cartDecrease"
  | "cartRemove"
  | "miniCartClose"
  | "cartButtonLabel"
  | "cartButtonLabelOne"
> &
  CartLineChoiceMessages;

/**
 * Options of `connectCart`. `id` is the base of the mini cart's ids (one mini cart per cart, so
 * every trigger's `aria-controls` names the same dialog); each cart button has its own id.
 */
export interface CartConnectOptions extends ConnectOptions<CartMessages> {
  /** DOM id of the cart button `getTriggerProps` gives (unique per button). @default `${id}-trigger` */
  readonly triggerId?: string;
  /** Highest quantity a stepper allows. @default 99 */
  readonly quantityLimit?: number;
  /** Unit a line's size is shown in, as the product page's size selector starts. @default "US" */
  readonly sizeUnit?: SizeUnit;
}

/**
 * Options of `connectCartTrigger`: the cart's `id` (the base of the mini cart's ids, which the
 * button's `aria-controls` names), the button's own id and the words of its label.
 */
export interface CartTriggerConnectOptions
  extends ConnectOptions<Pick<CartMessages, "cartButtonLabel" | "cartButtonLabelOne">> {
  /** DOM id of the cart button. @default `${id}-trigger` */
  readonly triggerId?: string;
}

/**
 * The public API of a cart button (a header's bag icon): the optimistic count, whether the mini
 * cart is open, and the button's props. The mini cart itself is {@link CartApi}'s.
 */
export interface CartTriggerApi {
  /** Units in the cart (optimistic: queued actions are counted). */
  readonly itemCount: number;
  /** Whether the page's mini cart is open. */
  readonly isMiniCartOpen: boolean;
  /** Opens the mini cart. */
  openMiniCart(): void;
  /** Props of the button that opens the mini cart (label with the live count), merged with yours. */
  getTriggerProps<TProps extends object = object>(props?: TProps): MergedProps<CartTriggerProps, TProps>;
}

/** Props of the mini cart dialog. Render it only while `isMiniCartOpen`. */
export interface MiniCartProps {
  /** Element id. */
  id: string;
  /** WAI-ARIA role. */
  role: "dialog";
  /** Modal: the page behind is not for use while it is open. */
  "aria-modal": true;
  /** Id of the dialog's heading (give your heading `getMiniCartTitleProps()`). */
  "aria-labelledby": string;
  /** Focusable, so focus can move into it. */
  tabIndex: -1;
  /** Moves focus in when mounted and remembers the opener. */
  ref(element: unknown): void;
  /** Escape closes and returns focus; Tab stays inside. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of the mini cart's heading. */
export interface MiniCartTitleProps {
  /** Element id. */
  id: string;
}

/** Props of a button (close, +, −, remove, the cart button). */
export interface CartButtonProps {
  /** Element id, where the button has one. */
  id?: string;
  /** A button that never submits a form. */
  type: "button";
  /** Accessible name. */
  "aria-label": string;
  /** Disabled when the step is out of range. */
  disabled?: boolean;
  /** Runs the button's action. */
  onClick(event?: MouseEventLike): void;
}

/** Props of the button that opens the mini cart. */
export interface CartTriggerProps {
  /** Element id. */
  id: string;
  /** A button that never submits a form. */
  type: "button";
  /** Accessible name with the live count. */
  "aria-label": string;
  /** Opens a dialog. */
  "aria-haspopup": "dialog";
  /** Whether the mini cart is open. */
  "aria-expanded": boolean;
  /** The mini cart's id. */
  "aria-controls": string;
  /** Opens the mini cart. */
  onClick(event?: MouseEventLike): void;
}

/** Props of a line's quantity input. */
export interface CartQuantityInputProps {
  /** Element id. */
  id: string;
  /** A number field. */
  type: "number";
  /** Numeric keyboard on phones. */
  inputMode: "numeric";
  /** Lowest quantity. */
  min: number;
  /** Highest quantity. */
  max: number;
  /** The line's quantity (optimistic). */
  value: number;
  /** Accessible name. */
  "aria-label": string;
  /** Sets the quantity, clamped to 1…max. */
  onChange(event: ChangeEventLike): void;
}

/**
 * The public API of the cart: the optimistic cart, named actions, and the mini cart's prop
 * getters. `status` is `loading` until the first cart arrives, `error` after a failed request
 * (until one succeeds), else `success`.
 */
export interface CartApi extends SliceState {
  /** Lines, optimistic: queued actions are already applied. */
  readonly lines: readonly CartLine[];
  /** Units in the cart (optimistic). */
  readonly itemCount: number;
  /** Subtotal in cents (optimistic). */
  readonly subtotal: number;
  /** Currency of the cart. */
  readonly currency: string | undefined;
  /** No lines. */
  readonly isEmpty: boolean;
  /** The first cart has arrived. */
  readonly isLoaded: boolean;
  /** A request is in flight or queued. */
  readonly isUpdating: boolean;
  /** Whether the mini cart is open. */
  readonly isMiniCartOpen: boolean;
  /** The cart the server last confirmed. */
  readonly confirmedCart: Cart | null;
  /**
   * Adds lines; unless `silent`, opens the mini cart once the server has taken them (a refused
   * add leaves it as it was and raises the cart's error notice).
   */
  add(
    items: readonly {
      id: number;
      quantity: number;
      properties?: Record<string, string>;
      preview?: CartLinePreview;
    }[],
    options?: { silent?: boolean },
  ): void;
  /** Sets quantities by variant id; 0 removes. */
  update(quantities: Record<number, number>): void;
  /** Sets a line's quantity (clamped to 0…max; 0 removes). */
  change(lineKey: string, quantity: number): void;
  /** Removes a line. */
  remove(lineKey: string): void;
  /** Empties the cart. */
  clear(): void;
  /** Loads the cart again. */
  refresh(): void;
  /** Opens the mini cart. */
  openMiniCart(): void;
  /** Closes the mini cart (focus returns to the opener). */
  closeMiniCart(): void;
  /** Props of the button that opens the mini cart, merged with yours. */
  getTriggerProps<TProps extends object = object>(props?: TProps): MergedProps<CartTriggerProps, TProps>;
  /** Props of the mini cart dialog, merged with yours. */
  getMiniCartProps<TProps extends object = object>(props?: TProps): MergedProps<MiniCartProps, TProps>;
  /** Props of the mini cart's heading, merged with yours. */
  getMiniCartTitleProps<TProps extends object = object>(
    props?: TProps,
  ): MergedProps<MiniCartTitleProps, TProps>;
  /** Props of the mini cart's close button, merged with yours. */
  getCloseButtonProps<TProps extends object = object>(props?: TProps): MergedProps<CartButtonProps, TProps>;
  /** Props of a line's quantity input, merged with yours. */
  getQuantityInputProps<TProps extends object = object>(
    line: CartLine,
    props?: TProps,
  ): MergedProps<CartQuantityInputProps, TProps>;
  /** Props of a line's + button, merged with yours. */
  getIncrementProps<TProps extends object = object>(
    line: CartLine,
    props?: TProps,
  ): MergedProps<CartButtonProps, TProps>;
  /** Props of a line's − button (disabled at 1; use remove to delete), merged with yours. */
  getDecrementProps<TProps extends object = object>(
    line: CartLine,
    props?: TProps,
  ): MergedProps<CartButtonProps, TProps>;
  /** Props of a line's remove button, merged with yours. */
  getRemoveButtonProps<TProps extends object = object>(
    line: CartLine,
    props?: TProps,
  ): MergedProps<CartButtonProps, TProps>;
}
