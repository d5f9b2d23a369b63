import type { SearchResult } from "../../clients/search";
import type { ShopMessageCatalogue } from "../../rules/messages";
import type { PwpCartItem, PwpMutes, PwpRule } from "../../rules/pwp";
import type { SolekitError } from "../../runtime/solekit-error";
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
  /** The time source. */
  now: () => number;
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
    };

/** What the `loadUpsells` actor is asked for. */
export interface PwpUpsellRequest {
  /** The rule whose upsell products to load. */
  rule: PwpRule;
  /** How many. */
  limit: number;
}

/** The messages the popup shows. */
export type PwpPopupMessages = Pick<ShopMessageCatalogue, "viewAll" | "pwpDismiss" | "loaderError">;

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

/** Props of the popup's title or description. */
export interface PwpTextProps {
  /** Element id. */
  id: string;
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
  /** Props of the dialog, merged with yours. */
  getDialogProps<TProps extends object = object>(props?: TProps): MergedProps<PwpDialogProps, TProps>;
  /** Props of the title, merged with yours. */
  getTitleProps<TProps extends object = object>(props?: TProps): MergedProps<PwpTextProps, TProps>;
  /** Props of the description, merged with yours. */
  getDescriptionProps<TProps extends object = object>(props?: TProps): MergedProps<PwpTextProps, TProps>;
  /** Props of the dismiss button (label it `messages.pwpDismiss`), merged with yours. */
  getDismissButtonProps<TProps extends object = object>(props?: TProps): MergedProps<PwpDismissProps, TProps>;
}
