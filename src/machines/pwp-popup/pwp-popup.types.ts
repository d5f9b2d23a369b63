import type { SearchResult } from "../../clients/search";
import type { ShopMessageCatalogue } from "../../rules/messages";
import type { PwpCartItem, PwpMutes, PwpRule } from "../../rules/pwp";
import type { SolekitError } from "../../runtime/solekit-error";
import type { CartAddLine } from "../cart";
import type { ConnectOptions, KeyboardEventLike, MergedProps, MouseEventLike, SliceState } from "../shared";

/** Context of the pwp popup machine. */
export interface PwpPopupContext {
  /** The host app's rules. */
  rules: readonly PwpRule[];
  /** Mutes by rule title (stored under `pwp-mute`). */
  mutes: PwpMutes;
  /** The rule whose popup is open, or `null`. */
  rule: PwpRule | null;
  /** Its upsell products, once loaded. */
  products: readonly SearchResult[];
  /** The last failure to load them. */
  error: SolekitError | null;
  /** Each upsell product's add, by product id, as the cart answered it. */
  adds: Readonly<Record<string, PwpAddState>>;
  /** The add being handed to the cart. */
  asked: PwpAddRequest | null;
  /** The last add the cart answered: what the popup's status says. */
  lastAnswer: PwpAddAnswer | null;
  /** Id of the next add. */
  nextAddId: number;
  /** The time source. */
  now: () => number;
}

/** Where one upsell product's add is: not asked, with the cart, taken, or refused. */
export type PwpAddState = "idle" | "adding" | "added" | "failed";

/** The cart's answer to an add from the popup. */
export interface PwpAddAnswer {
  /** The add's id. */
  addId: number;
  /** The product. */
  productId: string;
  /** Its name, for the status. */
  name: string;
  /** Why the cart refused it, or `null` when it took it. */
  error: SolekitError | null;
}

/** What the `addToCart` actor is asked to add. */
export interface PwpAddRequest {
  /** The add's id (answers carry it). */
  addId: number;
  /** The product. */
  productId: string;
  /** Its name. */
  name: string;
  /** The lines, added silently (the mini cart stays closed under the popup). */
  lines: readonly CartAddLine[];
}

/** Input of the pwp popup machine. */
export interface PwpPopupInput {
  /** The rules (storefront §3): from the host app. */
  rules: readonly PwpRule[];
  /** Mutes read from storage. @default {} */
  mutes?: PwpMutes;
  /** The time source. @default Date.now */
  now?: () => number;
}

/** Events of the pwp popup machine. */
export type PwpPopupEvent =
  | {
      /** The cart changed (the server confirmed it): open the best matching rule not muted. */
      type: "cart.change";
      /** The cart's lines. */
      items: readonly PwpCartItem[];
    }
  | {
      /** The shopper dismissed the popup: mute its rule for its exclusion days. */
      type: "popup.dismiss";
    }
  | {
      /** The host's rules changed. */
      type: "rules.change";
      /** The new rules. */
      rules: readonly PwpRule[];
    }
  | {
      /** The shopper adds an upsell product: the cart gets it silently, the popup says when it took it. */
      type: "upsell.add";
      /** The product. */
      productId: string;
      /** Its name. */
      name: string;
      /** The lines. */
      lines: readonly CartAddLine[];
    }
  | {
      /** The cart took an add. */
      type: "upsell.added";
      /** The add's id. */
      addId: number;
      /** The product. */
      productId: string;
      /** Its name. */
      name: string;
    }
  | {
      /** The cart refused an add (it raises its own notice too). */
      type: "upsell.refused";
      /** The add's id. */
      addId: number;
      /** The product. */
      productId: string;
      /** Its name. */
      name: string;
      /** Why. */
      error: unknown;
    };

/** What the `loadUpsells` actor is asked for. */
export interface PwpUpsellRequest {
  /** The rule whose upsell products to load. */
  rule: PwpRule;
  /** How many. */
  limit: number;
}

/** The messages the popup shows. */
export type PwpPopupMessages = Pick<
  ShopMessageCatalogue,
  | "viewAll"
  | "pwpDismiss"
  | "loaderError"
  | "pwpAdd"
  | "pwpAdding"
  | "pwpAdded"
  | "pwpAddLabel"
  | "pwpAddedStatus"
  | "pwpAddFailedStatus"
>;

/** Options of `connectPwpPopup`. */
export type PwpPopupConnectOptions = ConnectOptions<PwpPopupMessages>;

/** Props of the popup dialog. Render it only while `isOpen`. */
export interface PwpDialogProps {
  /** Element id. */
  id: string;
  /** WAI-ARIA role. */
  role: "dialog";
  /** Modal. */
  "aria-modal": true;
  /** Id of the title. */
  "aria-labelledby": string;
  /** Id of the description. */
  "aria-describedby": string;
  /** Focusable, so focus can move into it. */
  tabIndex: -1;
  /** Moves focus in when mounted and back to the opener when it goes. */
  ref(element: unknown): void;
  /** Escape dismisses; Tab stays inside. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of the popup's description. */
export interface PwpTextProps {
  /** Element id. */
  id: string;
}

/**
 * Props of the title: the dialog's first words, where focus goes when it opens (the WAI-ARIA
 * dialog pattern's choice for a dialog that starts with text), focusable by script only.
 */
export interface PwpTitleProps {
  /** Element id. */
  id: string;
  /** Focusable by script only (-1), so it can take focus without joining the Tab order. */
  tabIndex: -1;
}

/** Props of the dismiss button. */
export interface PwpDismissProps {
  /** Element id. */
  id: string;
  /** A button that never submits a form. */
  type: "button";
  /** Dismisses (mutes the rule). */
  onClick(event?: MouseEventLike): void;
}

/** Props of an upsell product's add button. */
export interface PwpAddButtonProps {
  /** A button that never submits a form. */
  type: "button";
  /** Names the product and what the button says now ('Add Socks', 'Added Socks'). */
  "aria-label": string;
  /** While the cart takes the add; the button stays focusable. */
  "aria-disabled": boolean;
  /** `adding`, `added`, `failed` or `idle`, for styling. */
  "data-state": PwpAddState;
  /** Adds the product (once per click while not adding). */
  onClick(event?: MouseEventLike): void;
}

/** Props of the popup's status line: a polite live region the cart's answers are said in. */
export interface PwpStatusProps {
  /** Element id. */
  id: string;
  /** WAI-ARIA role. */
  role: "status";
  /** Polite. */
  "aria-live": "polite";
}

/**
 * The public API of the product-with-purchase popup. `status` is `idle` while closed, `loading`
 * while the upsell products load, `success` once shown, `error` if they failed to load.
 */
export interface PwpPopupApi extends SliceState {
  /** Whether the popup is open. */
  readonly isOpen: boolean;
  /** Its title. */
  readonly title: string;
  /** Its description. */
  readonly description: string;
  /** The upsell products, at most `productsToShow`. */
  readonly products: readonly SearchResult[];
  /** `/collections/{handle}` of the upsell collection, else `null`. */
  readonly viewAllUrl: string | null;
  /** The 'View all' link text. */
  readonly viewAllLabel: string;
  /** Dismisses the popup and mutes its rule for `exclusionDays` days. */
  dismiss(): void;
  /** What the cart last answered an add from the popup ('Socks added to your bag.'), else `null`. */
  readonly statusMessage: string | null;
  /** Where a product's add is, as the cart answered it. */
  addState(product: Pick<SearchResult, "id">): PwpAddState;
  /** The add button's word for a product now: 'Add', 'Adding…', 'Added'. */
  addLabel(product: Pick<SearchResult, "id">): string;
  /** Adds a product's lines to the cart, silently; the popup says when the cart took them. */
  add(product: Pick<SearchResult, "id" | "name">, lines: readonly CartAddLine[]): void;
  /** Props of a product's add button (the lines it adds), merged with yours. */
  getAddButtonProps<TProps extends object = object>(
    product: Pick<SearchResult, "id" | "name">,
    lines: readonly CartAddLine[],
    props?: TProps,
  ): MergedProps<PwpAddButtonProps, TProps>;
  /** Props of the status line (render it always, inside the dialog), merged with yours. */
  getStatusProps<TProps extends object = object>(props?: TProps): MergedProps<PwpStatusProps, TProps>;
  /** Props of the dialog, merged with yours. */
  getDialogProps<TProps extends object = object>(props?: TProps): MergedProps<PwpDialogProps, TProps>;
  /** Props of the title (focus goes there when the popup opens), merged with yours. */
  getTitleProps<TProps extends object = object>(props?: TProps): MergedProps<PwpTitleProps, TProps>;
  /** Props of the description, merged with yours. */
  getDescriptionProps<TProps extends object = object>(props?: TProps): MergedProps<PwpTextProps, TProps>;
  /** Props of the dismiss button (label it `messages.pwpDismiss`), merged with yours. */
  getDismissButtonProps<TProps extends object = object>(props?: TProps): MergedProps<PwpDismissProps, TProps>;
}
