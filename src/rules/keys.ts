// Names shared with the outside world: storage keys, cookies, browser events, tags, handles and
// cache keys. A typo in any of them breaks interop silently, so they live here once.

/** Local-storage key of the guest wishlist (`productId:variantId` entries). */
export const GUEST_WISHLIST_STORAGE_KEY = "customer-wishlist-SS";
/** Local-storage key of the shopper's recent quick searches (a JSON array, newest first). */
export const RECENT_SEARCHES_STORAGE_KEY = "solekit-recent-searches";
/** Local-storage flag that opens the onboarding overlay once, then is removed. */
export const FIRST_LOGIN_STORAGE_KEY = "isFirstLogin";
/** Local-storage cache of platform (Shopify) transactions for the orders list. */
export const SHOPIFY_TRANSACTIONS_STORAGE_KEY = "orders-shopify-transaction";
/** Cookie holding the storefront customer access token until it expires. */
export const CUSTOMER_ACCESS_TOKEN_COOKIE = "customer_access_token";
/** Local-storage key of the loyalty ID token, reused until it expires and cleared on logout. */
export const LOYALTY_ID_TOKEN_STORAGE_KEY = "omneo-id-token";
/** Local-storage key of the loyalty ID token's expiry, in epoch seconds. */
export const LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY = "omneo-id-token-exp";
/** Local-storage key of the customer id the stored ID token belongs to, so another customer never reuses it. */
export const LOYALTY_ID_TOKEN_CUSTOMER_STORAGE_KEY = "omneo-id-token-customer";
/** Local-storage key of the pwp popup mutes: rule title → epoch ms until which it stays quiet. */
export const PWP_MUTE_STORAGE_KEY = "pwp-mute";
/** Local-storage key of the cached wallet pass URLs (by card and device). */
export const WALLET_PASS_URL_STORAGE_KEY = "wallet-pass-url";
/** Profile tag marking that the guest wishlist was synced once. */
export const WISHLIST_SYNCED_TAG = "wishlist-synced";
/** Browser event asking the rewards chip to refresh the balance. */
export const REFRESH_BALANCE_EVENT = "omneo:refresh-balance";
/** Browser event signalling that wishlists changed. */
export const WISHLIST_UPDATE_EVENT = "omneo:wishlist:update";
/** IndexedDB database and object store of the member's cached wishlists (account-area §7: "wishlists cached in a local database"). */
export const WISHLIST_CACHE_DATABASE = "solekit-wishlists";
/** Object store of {@link WISHLIST_CACHE_DATABASE}, one entry per customer id. */
export const WISHLIST_CACHE_STORE = "lists";
/** Event fired when a wishlist toggle adds a product. */
export const WISHLIST_ADDED_EVENT = "wishlist-added";
/** Event fired when a wishlist toggle removes a product. */
export const WISHLIST_REMOVED_EVENT = "wishlist-removed";
/** Identity handle of the shoe tag. */
export const SHOE_TAG_IDENTITY_HANDLE = "shoetag";
/** Identity handle of the membership card code. */
export const CARD_IDENTITY_HANDLE = "ap21_card";
/** Wishlist handles: a customer's own list and the assigned-shoes list. */
export const WISHLIST_HANDLES = ["wishlist", "assigned"] as const;
/** One of {@link WISHLIST_HANDLES}. */
export type WishlistHandle = (typeof WISHLIST_HANDLES)[number];
/** Interaction name of a recorded measurement. */
export const MEASUREMENT_INTERACTION_NAME = "Measurement Recorded";
/** Local-storage key of the shopper's grid column preference (`"2"` or `"3"`). */
export const GRID_COLUMNS_STORAGE_KEY = "solekit-grid-columns";
/** Marker in links and URL hashes that opens the fitting booking dialog. */
export const BOOK_A_FITTING_MARKER = "book-a-fitting";
/** Query-string pair that opens the account modal on load. */
export const ACCOUNT_MODAL_PARAM = {
  /** Parameter name. */
  name: "modal",
  /** Parameter value. */
  value: "account",
} as const;

/**
 * TanStack Query cache keys, named after the account spec's cache keys so mutations can
 * invalidate exactly what the spec says they refresh.
 */
export const CACHE_KEYS = {
  /** Profile of the customer. */
  profiles: "Profiles",
  /** Reward list. */
  rewards: "Rewards",
  /** Reward balance. */
  balance: "Balance",
  /** Child connections. */
  profileConnections: "ProfileConnections",
  /** Store orders. */
  orders: "Orders",
  /** Platform transactions merged into orders. */
  shopifyTransactions: "ShopifyTransactions",
  /** Loyalty transactions. */
  transactions: "Transactions",
  /** All unassigned transaction items. */
  unassignedItems: "UnassignedItems",
  /** Unassigned items still within the reward window. */
  unexpiredUnassignedItems: "UnexpiredUnassignedItems",
} as const;

/** One of the values of {@link CACHE_KEYS}. */
export type CacheKey = (typeof CACHE_KEYS)[keyof typeof CACHE_KEYS];

/**
 * Whether a link or URL hash should open the fitting booking dialog: any link containing the
 * marker, or a hash equal to it (with or without the `#`).
 *
 * @example
 * ```ts
 * opensFittingDialog({ href: "/pages/book-a-fitting" }); // true
 * opensFittingDialog({ hash: "#book-a-fitting" }); // true
 * ```
 */
export function opensFittingDialog(target: { readonly href?: string; readonly hash?: string }): boolean {
  if (target.href?.includes(BOOK_A_FITTING_MARKER)) return true;
  const hash = target.hash?.replace(/^#/, "");
  return hash === BOOK_A_FITTING_MARKER;
}
