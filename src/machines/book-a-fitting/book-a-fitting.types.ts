import type { ShopMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/**
 * The third-party booking dialog, as the page's booking-manager script exposes it. solekit only
 * asks it to open; the script owns the dialog.
 */
export interface BookingWidget {
  /**
   * Opens the dialog if the script is ready. Returns (or resolves to) `false` while it is not
   * ready yet; solekit then retries.
   */
  open(): boolean | Promise<boolean>;
}

/** Input of the book-a-fitting machine. */
export interface BookAFittingInput {
  /** Wait between attempts, in ms. @default 500 */
  retryDelay?: number;
  /** Attempts before giving up. @default 5 */
  attemptLimit?: number;
}

/** Context of the book-a-fitting machine. */
export interface BookAFittingContext {
  /** Attempts made in the current request. */
  attempts: number;
  /** Wait between attempts, in ms. */
  retryDelay: number;
  /** Attempts before giving up. */
  attemptLimit: number;
  /** Why it gave up, once it has. */
  error: SolekitError | null;
}

/** Events of the book-a-fitting machine. */
export type BookAFittingEvent =
  /** A booking link was followed or the URL hash named the dialog. */
  | { type: "dialog.request" }
  /** The dialog was closed, or the shopper dismissed the "not available" message. */
  | { type: "dialog.dismiss" };

/** The messages the booking fallback shows. */
export type BookAFittingMessages = Pick<
  ShopMessageCatalogue,
  "fittingDialogLoading" | "fittingDialogUnavailable" | "fittingDialogFallbackLink"
>;

/** Options of `connectBookAFitting`. */
export type BookAFittingConnectOptions = ConnectOptions<BookAFittingMessages>;

/** Props of a link that opens the booking dialog. */
export interface BookingLinkProps {
  /** The link's target: the booking hash, so it still works with scripts off. */
  href: string;
  /** Opens the dialog instead of following the link. */
  onClick(event: EventLike): void;
}

/** Props of the link to the booking page shown after giving up. */
export interface BookingFallbackLinkProps {
  /** `/pages/book-a-fitting`. */
  href: string;
  /** Marks the link so the link controller lets it navigate. */
  "data-booking-fallback": "";
}

/**
 * The book-a-fitting opener's public API (storefront §2, account-area §2 Bookings): any link
 * containing the marker or a `#book-a-fitting` hash opens the third-party dialog; while it is not
 * ready it retries every 500 ms and gives up after 5 attempts with a message and a link to the
 * booking page. Status: `loading` while trying, `success` once opened, `error` after giving up.
 */
export interface BookAFittingApi extends SliceState {
  /** Whether the dialog was opened by the last request. */
  readonly isOpen: boolean;
  /** Whether it is still trying (show {@link BookAFittingApi.loadingMessage}). */
  readonly isWaiting: boolean;
  /** Whether it gave up (show `errorMessage` and the fallback link). */
  readonly isUnavailable: boolean;
  /** Attempts made in the current request. */
  readonly attempts: number;
  /** "Opening the booking calendar…" while waiting, else `null`. */
  readonly loadingMessage: string | null;
  /** The fallback link's text. */
  readonly fallbackLinkText: string;
  /** Opens the dialog (retrying while it is not ready). */
  request(): void;
  /** Forgets the request: after the dialog closed or the message was dismissed. */
  dismiss(): void;
  /** Props of a link that opens the dialog. */
  getLinkProps<T extends object = object>(props?: T): MergedProps<BookingLinkProps, T>;
  /** Props of the link to the booking page shown after giving up. */
  getFallbackLinkProps<T extends object = object>(props?: T): MergedProps<BookingFallbackLinkProps, T>;
}
