import type { StorefrontProduct } from "../../clients/storefront";
import type { GuestWishlistEntry } from "../../rules/guest-wishlist";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";
import type { GuestWishlistPageMessages } from "./guest-wishlist-page-messages";

/** Input of the guest wishlist page machine. */
export interface GuestWishlistPageInput {
  /**
   * The guest's entries, when already known; otherwise the page waits for the first
   * `entries.change` (`followGuestWishlist` sends it as it starts).
   */
  entries?: readonly GuestWishlistEntry[];
}

/** Context of the guest wishlist page machine. */
export interface GuestWishlistPageContext {
  /** The guest wishlist's entries as last heard, or `null` before the first. */
  entries: readonly GuestWishlistEntry[] | null;
  /** Every product loaded so far (a product removed and hearted again needs no second load). */
  products: readonly StorefrontProduct[];
  /** Product ids the storefront answered without (deleted or unpublished): never asked again. */
  unknownIds: readonly string[];
  /** The product ids the running load asks for. */
  requested: readonly string[];
  /** The last failed load, until a load succeeds. */
  error: SolekitError | null;
  /**
   * The title of the product last removed on this page (for a gone one, the catalogue's
   * `guestWishlistGoneTitle`), for the live region.
   */
  removed: string | null;
}

/** Events of the guest wishlist page machine. */
export type GuestWishlistPageEvent =
  /** The guest wishlist changed (a heart, a remove, another tab): the list to show now. */
  | { type: "entries.change"; entries: readonly GuestWishlistEntry[] }
  /** Try again after a failed load. */
  | { type: "load.retry" }
  /** Remove pressed on an item: the page emits `item.removed` for the guest wishlist to drop it. */
  | { type: "item.remove"; productId: string; variantId: string; title: string };

/** What the page emits: a product to take off the guest wishlist (`followGuestWishlist` does). */
export interface GuestWishlistPageRemoved {
  /** Event type. */
  type: "item.removed";
  /** The product. */
  productId: string;
  /** The variant saved. */
  variantId: string;
}

/** Options of `connectGuestWishlistPage`. */
export type GuestWishlistPageConnectOptions = ConnectOptions<GuestWishlistPageMessages>;

/**
 * A saved product the storefront has, as the page shows it: a card with its picture, name, price
 * and the size saved, linking to the product page.
 *
 * @example
 * ```ts
 * const item: GuestWishlistPageProductItem = {
 *   isGone: false,
 *   productId: "1001",
 *   variantId: "4242",
 *   href: "/products/trail-runner",
 *   title: "Trail Runner",
 *   brand: "Bobux",
 *   image: "https://cdn.example.com/trail-runner.svg",
 *   price: "$89.95",
 *   compareAtPrice: null,
 *   sizeText: "Size 10 · E",
 *   isAvailable: true,
 * };
 * ```
 */
export interface GuestWishlistPageProductItem {
  /** `false`: the storefront has the product (see {@link GuestWishlistPageGoneItem}). */
  readonly isGone: false;
  /** Product id, as stored (`productId` of `productId:variantId`). */
  readonly productId: string;
  /** Variant id, as stored: the size saved. */
  readonly variantId: string;
  /** The product page: `/products/{handle}`. */
  readonly href: string;
  /** Product title. */
  readonly title: string;
  /** Brand, or `null`. */
  readonly brand: string | null;
  /** The product's featured image URL, or `null`. */
  readonly image: string | null;
  /** The saved variant's price (the product's lowest when the variant is gone), formatted: "$89.95". */
  readonly price: string;
  /** The price before a discount ("$119.95"), or `null` when not discounted. */
  readonly compareAtPrice: string | null;
  /** 'Size 10 · E' as the product page shows it (UK), or `null` when the variant has no size. */
  readonly sizeText: string | null;
  /** Whether the saved variant can be bought now; `null` when the storefront no longer has it. */
  readonly isAvailable: boolean | null;
}

/**
 * A saved product the storefront answered without (deleted or unpublished): all the guest
 * wishlist keeps of it is its ids, so its card says 'This product is no longer available'
 * (`labels.gone`) with no link, picture or price, and offers Remove like every other card. Only a
 * product the storefront confirmed gone is one: one still loading, or whose load failed, is not.
 *
 * @example
 * ```ts
 * const item: GuestWishlistPageGoneItem = { isGone: true, productId: "1001", variantId: "4242" };
 * ```
 */
export interface GuestWishlistPageGoneItem {
  /** `true`: the storefront no longer has the product. */
  readonly isGone: true;
  /** Product id, as stored (`productId` of `productId:variantId`). */
  readonly productId: string;
  /** Variant id, as stored: the size saved. */
  readonly variantId: string;
}

/**
 * One saved product as the page shows it: one the storefront has, or one it no longer has
 * (`isGone`), in the order saved. Check `isGone` before reading the product's details.
 *
 * @example
 * ```ts
 * const name = (item: GuestWishlistPageItem, labels: GuestWishlistPageLabels) =>
 *   item.isGone ? labels.gone : item.title;
 * ```
 */
export type GuestWishlistPageItem = GuestWishlistPageProductItem | GuestWishlistPageGoneItem;

/** The words the page shows beside its items, from the catalogue (overridable). */
export interface GuestWishlistPageLabels {
  /** 'Your Wishlist'. */
  readonly title: string;
  /** 'Start shopping' (the empty state's link). */
  readonly startShopping: string;
  /** 'Try again'. */
  readonly retry: string;
  /** 'Remove' (each item's button text). */
  readonly remove: string;
  /** 'This size is out of stock'. */
  readonly unavailable: string;
  /** 'This product is no longer available': a gone item's card ({@link GuestWishlistPageGoneItem}). */
  readonly gone: string;
  /** Why to sign in: the list then follows the shopper. */
  readonly signInPrompt: string;
  /** 'Sign in or join'. */
  readonly signIn: string;
}

/** Our props of the items' list. */
export interface GuestWishlistListProps {
  /** 'Items in Your Wishlist'. */
  "aria-label": string;
  /** Until the saved products show: while the stored list is read, then while they load. */
  "aria-busy": boolean;
}

/** Our props of an item's Remove button. */
export interface GuestWishlistRemoveButtonProps {
  /** DOM id: focus moves here when the item before it goes. */
  id: string;
  /** Not a submit. */
  type: "button";
  /**
   * 'Remove {name} from wishlist', as the product's heart names it; for a gone item, which has no
   * name, 'Remove product no longer available from wishlist'.
   */
  "aria-label": string;
  /**
   * Takes the product off the guest wishlist and moves focus to the next item's Remove button,
   * else the one before, else the page's title (the list is empty), so focus never falls to the
   * page as the card goes.
   */
  onClick(event: EventLike): void;
}

/** Props of the page's title (the heading): where focus goes when the last item is removed. */
export interface GuestWishlistTitleProps {
  /** DOM id. */
  id: string;
  /** Focusable by script only. */
  tabIndex: -1;
}

/** Our props of the Try again button. */
export interface GuestWishlistRetryButtonProps {
  /** Not a submit. */
  type: "button";
  /** Loads the saved products again. */
  onClick(event: EventLike): void;
}

/** Our props of the live region that announces a remove. */
export interface GuestWishlistStatusProps {
  /** DOM id. */
  id: string;
  /** Polite announcements. */
  role: "status";
}

/**
 * The guest wishlist page's Api (storefront §3 "Wishlist (guest)"): what a shopper who is not
 * signed in saved with the hearts, loaded from the storefront, with Remove.
 */
export interface GuestWishlistPageApi extends SliceState {
  /**
   * The saved products whose details have loaded, and those the storefront no longer has
   * (`isGone`), the latest saved first.
   */
  readonly items: readonly GuestWishlistPageItem[];
  /** Whether nothing is saved ('Your Wishlist is empty'); `false` until the list is known. */
  readonly isEmpty: boolean;
  /** 'Your Wishlist is empty' when {@link isEmpty}, else `null`. */
  readonly emptyMessage: string | null;
  /**
   * '{title} was removed from your wishlist.' after a remove ('A product no longer available was
   * removed from your wishlist.' for a gone item), else `null`.
   */
  readonly statusMessage: string | null;
  /** The page's other words. */
  readonly labels: GuestWishlistPageLabels;
  /** Loads the saved products again (after a failure). */
  retry(): void;
  /** Takes a product off the guest wishlist: every heart and the header follow at once. */
  remove(item: GuestWishlistPageItem): void;
  /** The items' list. */
  getListProps<T extends object = object>(props?: T): MergedProps<GuestWishlistListProps, T>;
  /** An item's Remove button. */
  getRemoveButtonProps<T extends object = object>(
    item: GuestWishlistPageItem,
    props?: T,
  ): MergedProps<GuestWishlistRemoveButtonProps, T>;
  /** The Try again button. */
  getRetryButtonProps<T extends object = object>(props?: T): MergedProps<GuestWishlistRetryButtonProps, T>;
  /** The live region. */
  getStatusProps<T extends object = object>(props?: T): MergedProps<GuestWishlistStatusProps, T>;
  /** The page's title: where focus goes when the last item is removed. */
  getTitleProps<T extends object = object>(props?: T): MergedProps<GuestWishlistTitleProps, T>;
}
