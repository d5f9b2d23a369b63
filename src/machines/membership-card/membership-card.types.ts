import type { WalletDevice } from "../../rules/membership-card";
import type { SliceState, SliceStatus } from "../shared/connect";
import type { PropHandlers } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";
import type { MembershipCardView } from "./membership-card.selectors";

/** Props of the barcode's `<svg>`: drawn on mount, an image named with the card number. */
export interface MembershipCardBarcodeProps {
  /** Draws the barcode into the element (jsbarcode loads on the first). */
  ref: (element: SVGSVGElement | null) => void;
  /** An image. */
  role: "img";
  /** 'Membership card barcode, card number {code}'. */
  "aria-label": string;
  /**
   * The drawn barcode's height, so the element takes its place before jsbarcode has loaded and
   * nothing below it moves when the bars appear.
   */
  height: number;
}

/** The membership card's public API, as `useMembershipCard` returns it. */
export interface MembershipCardApi extends SliceState, MembershipCardView {
  /** Where the balance's request stands (the card shows without it when it fails). */
  readonly balanceStatus: SliceStatus;
  /** Whether the barcode has been drawn (the number shows as text either way). */
  readonly isBarcodeDrawn: boolean;
  /** Props of the barcode's `<svg>` (render it only when `card` is set). */
  getBarcodeProps<T extends object>(props?: T & PropHandlers): MergedProps<MembershipCardBarcodeProps, T>;
}

/** Props of the wallet pass link. */
export interface WalletPassLinkProps {
  /** The pass link the loyalty service generated. */
  href: string;
  /** Opens without giving the pass page a handle on this one. */
  rel: "noopener";
}

/** The wallet pass link's public API, as `useWalletPass` returns it. */
export interface WalletPassApi extends SliceState {
  /** Whether the link shows: a card, a viewport under 768 px and a pass link allowed to open. */
  readonly isShown: boolean;
  /** The wallet this device gets (from the user agent). */
  readonly device: WalletDevice;
  /** The pass link, once generated. */
  readonly url: string | null;
  /** 'Add to Apple Wallet' or 'Add to Google Wallet'. */
  readonly linkText: string;
  /** Props of the link. */
  getLinkProps<T extends object>(props?: T & PropHandlers): MergedProps<WalletPassLinkProps, T>;
}
