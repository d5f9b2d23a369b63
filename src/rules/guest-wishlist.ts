import { WISHLIST_SYNCED_TAG } from "./keys";

/** One guest wishlist entry: a product and the variant chosen. */
export interface GuestWishlistEntry {
  /** Product id. */
  readonly productId: string;
  /** Variant id. */
  readonly variantId: string;
}

const ENTRY_PATTERN = /^([^:\s]+):([^:\s]+)$/;

/**
 * Reads one `productId:variantId` string, or `null` when malformed.
 *
 * @example
 * ```ts
 * parseGuestWishlistEntry("123:456"); // { productId: "123", variantId: "456" }
 * parseGuestWishlistEntry("123"); // null
 * ```
 */
export function parseGuestWishlistEntry(text: string): GuestWishlistEntry | null {
  const match = ENTRY_PATTERN.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  return { productId: match[1], variantId: match[2] };
}

/**
 * Writes one entry as `productId:variantId`.
 *
 * @example
 * ```ts
 * formatGuestWishlistEntry({ productId: "123", variantId: "456" }); // "123:456"
 * ```
 */
export function formatGuestWishlistEntry(entry: GuestWishlistEntry): string {
  return `${entry.productId}:${entry.variantId}`;
}

/**
 * Reads the guest wishlist as stored under `customer-wishlist-SS`: a JSON array of
 * `productId:variantId` strings. Malformed entries, and exact repeats of an entry already read, are
 * dropped without losing the valid ones; unreadable storage is an empty list.
 *
 * @example
 * ```ts
 * parseGuestWishlist('["1:10", "oops", 7, "2:20"]'); // [{ productId: "1", variantId: "10" }, { productId: "2", variantId: "20" }]
 * ```
 */
export function parseGuestWishlist(stored: string | null | undefined): GuestWishlistEntry[] {
  if (!stored) return [];
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    // A corrupt value must not break the page; the next save overwrites it.
    return [];
  }
  if (!Array.isArray(data)) return [];
  const entries: GuestWishlistEntry[] = [];
  for (const item of data) {
    const entry = typeof item === "string" ? parseGuestWishlistEntry(item) : null;
    const repeat = entries.some(
      (seen) => seen.productId === entry?.productId && seen.variantId === entry.variantId,
    );
    if (entry && !repeat) entries.push(entry);
  }
  return entries;
}

/**
 * Writes the guest wishlist for storage.
 *
 * @example
 * ```ts
 * serialiseGuestWishlist([{ productId: "1", variantId: "10" }]); // '["1:10"]'
 * ```
 */
export function serialiseGuestWishlist(entries: readonly GuestWishlistEntry[]): string {
  return JSON.stringify(entries.map(formatGuestWishlistEntry));
}

/**
 * Whether a product is on the guest wishlist (in any variant).
 *
 * @example
 * ```ts
 * isOnGuestWishlist([{ productId: "1", variantId: "10" }], "1"); // true
 * ```
 */
export function isOnGuestWishlist(
  entries: readonly GuestWishlistEntry[],
  productId: string | number,
): boolean {
  return entries.some((entry) => entry.productId === String(productId));
}

/**
 * Adds a product in a variant. A product is kept once: adding it again replaces its variant, so
 * the heart toggles per product as on the product cards.
 *
 * @example
 * ```ts
 * addToGuestWishlist([{ productId: "1", variantId: "10" }], { productId: "1", variantId: "11" });
 * // [{ productId: "1", variantId: "11" }]
 * ```
 */
export function addToGuestWishlist(
  entries: readonly GuestWishlistEntry[],
  entry: GuestWishlistEntry,
): GuestWishlistEntry[] {
  return [...entries.filter((existing) => existing.productId !== entry.productId), entry];
}

/**
 * Removes a product (all its variants) from the guest wishlist.
 *
 * @example
 * ```ts
 * removeFromGuestWishlist([{ productId: "1", variantId: "10" }], "1"); // []
 * ```
 */
export function removeFromGuestWishlist(
  entries: readonly GuestWishlistEntry[],
  productId: string | number,
): GuestWishlistEntry[] {
  return entries.filter((entry) => entry.productId !== String(productId));
}

/** What the once-per-customer guest wishlist sync should do (account-area §4). */
export type GuestWishlistSyncPlan =
  | {
      /** Already synced: do nothing. */
      readonly kind: "skip";
    }
  | {
      /** Nothing stored locally: only add the synced tag. */
      readonly kind: "tagOnly";
    }
  | {
      /** Create 'My First Wishlist' from the entries, then tag and clear local storage. */
      readonly kind: "createList";
      /** The local entries to move. */
      readonly entries: readonly GuestWishlistEntry[];
    };

/**
 * Plans the guest wishlist sync after login: skipped when the profile already has the
 * `wishlist-synced` tag; with local items, they become a new list ('My First Wishlist') before the
 * tag is added and the local copy removed; with none, only the tag is set.
 *
 * @example
 * ```ts
 * planGuestWishlistSync(["vip"], [{ productId: "1", variantId: "10" }]).kind; // "createList"
 * planGuestWishlistSync(["wishlist-synced"], [{ productId: "1", variantId: "10" }]).kind; // "skip"
 * ```
 */
export function planGuestWishlistSync(
  profileTags: readonly string[],
  entries: readonly GuestWishlistEntry[],
): GuestWishlistSyncPlan {
  if (profileTags.includes(WISHLIST_SYNCED_TAG)) return { kind: "skip" };
  return entries.length > 0 ? { kind: "createList", entries } : { kind: "tagOnly" };
}
