import type { GuestWishlistEntry } from "../../rules/guest-wishlist";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { MouseEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** Input of the guest-wishlist machine. */
export interface GuestWishlistInput {
  /** What local storage holds under `customer-wishlist-SS`, or null. */
  stored: string | null;
}

/** Context of the guest-wishlist machine. */
export interface GuestWishlistContext {
  /** The entries, one per product. */
  entries: GuestWishlistEntry[];
  /** Stored text that could not be read whole, kept aside rather than overwritten silently. */
  unreadable: string | null;
}

/** Events of the guest-wishlist machine. */
export type GuestWishlistEvent =
  /** Adds the product (in that variant), or removes it when it is on the list. */
  | { type: "wishlist.toggle"; productId: string; variantId: string }
  /** Local storage changed in another tab: show its list at once. */
  | { type: "wishlist.sync"; stored: string | null };

/** Options of `connectGuestWishlist`. */
export type GuestWishlistConnectOptions = ConnectOptions<never>;

/** What a heart button stands for. */
export interface GuestWishlistItem {
  /** Product id. */
  productId: string | number;
  /** Variant id (the chosen one, or the first). */
  variantId: string | number;
  /** Product name, for the button's accessible name. */
  name: string;
}

/** Our props of a heart button. */
export interface GuestWishlistHeartProps {
  /** A plain button. */
  type: "button";
  /** Pressed when the product is on the wishlist. */
  "aria-pressed": boolean;
  /** "Add {name} to wishlist" or "Remove {name} from wishlist". */
  "aria-label": string;
  /** Toggles the product. */
  onClick(event: MouseEventLike): void;
}

/** The guest wishlist's public API (storefront §3, §6: local storage for anonymous shoppers). */
export interface GuestWishlistApi extends SliceState {
  /** The entries. */
  readonly entries: readonly GuestWishlistEntry[];
  /** How many products are on the list. */
  readonly count: number;
  /** Stored text that could not be read, kept aside under `customer-wishlist-SS-unreadable`. */
  readonly unreadable: string | null;
  /** Whether a product is on the list. */
  isWishlisted(productId: string | number): boolean;
  /** Adds or removes a product. */
  toggle(item: Omit<GuestWishlistItem, "name">): void;
  /** Props of a heart button for a product. */
  getHeartProps<T extends object = object>(
    item: GuestWishlistItem,
    props?: T,
  ): MergedProps<GuestWishlistHeartProps, T>;
}
