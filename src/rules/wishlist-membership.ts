// Which lists hold a product, and what a save or a sync changes: the pure decisions behind the
// wishlist modal, the members' hearts and the guest sync (account-area §2 Wishlists, §4).
import type { GuestWishlistEntry } from "./guest-wishlist";

/** A list as far as membership goes: its id and its items' product and variant. */
export interface WishlistMembershipList {
  /** List id. */
  readonly id: number;
  /** Its items. */
  readonly items?: readonly WishlistMembershipItem[];
}

/** An item as far as membership goes. */
export interface WishlistMembershipItem {
  /** Item id. */
  readonly id: number;
  /** The variant on the list. */
  readonly product_variant_id?: number | string | null;
  /** The product, when the service joined it. */
  readonly product?: { readonly id?: number | string | null } | null;
  /** What the storefront stored with the item. */
  readonly meta?: {
    readonly productId?: number | string | null;
    readonly variantId?: number | string | null;
  } | null;
}

/** A product (and the variant a heart or the modal stands for). */
export interface WishlistProductRef {
  /** Storefront product id. */
  readonly productId: string | number;
  /** Storefront variant id, when one is chosen. */
  readonly variantId?: string | number | null;
}

/** One item of one list. */
export interface WishlistItemRef {
  /** List id. */
  readonly listId: number;
  /** Item id. */
  readonly itemId: number;
}

const same = (a: string | number | null | undefined, b: string | number | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/**
 * Whether an item is the product: its variant is the one asked for, or it is any variant of the
 * product (a card's heart stands for the product, as the guest heart does).
 *
 * @example
 * ```ts
 * itemIsProduct({ id: 1, product_variant_id: 51, product: { id: 5 } }, { productId: 5 }); // true
 * ```
 */
export function itemIsProduct(item: WishlistMembershipItem, product: WishlistProductRef): boolean {
  if (same(item.product_variant_id, product.variantId) || same(item.meta?.variantId, product.variantId)) {
    return true;
  }
  return same(item.product?.id, product.productId) || same(item.meta?.productId, product.productId);
}

/**
 * Every item of every list that is the product ({@link itemIsProduct}): what a member's heart
 * removes when it is pressed again.
 *
 * @example
 * ```ts
 * wishlistItemsOf([{ id: 9, items: [{ id: 1, product_variant_id: 51, product: { id: 5 } }] }], { productId: 5 });
 * // [{ listId: 9, itemId: 1 }]
 * ```
 */
export function wishlistItemsOf(
  lists: readonly WishlistMembershipList[],
  product: WishlistProductRef,
): WishlistItemRef[] {
  return lists.flatMap((list) =>
    (list.items ?? [])
      .filter((item) => itemIsProduct(item, product))
      .map((item) => ({ listId: list.id, itemId: item.id })),
  );
}

/**
 * Whether the product is on any list (a member's heart is pressed, the header heart filled).
 *
 * @example
 * ```ts
 * isOnAnyWishlist([{ id: 9, items: [] }], { productId: 5 }); // false
 * ```
 */
export function isOnAnyWishlist(
  lists: readonly WishlistMembershipList[],
  product: WishlistProductRef,
): boolean {
  return wishlistItemsOf(lists, product).length > 0;
}

/**
 * The ids of the lists that hold exactly this variant: the modal's checkboxes start checked on
 * them.
 *
 * @example
 * ```ts
 * listsHoldingVariant([{ id: 9, items: [{ id: 1, product_variant_id: 51 }] }], 51); // [9]
 * ```
 */
export function listsHoldingVariant(
  lists: readonly WishlistMembershipList[],
  variantId: string | number,
): number[] {
  return lists
    .filter((list) =>
      (list.items ?? []).some(
        (item) => same(item.product_variant_id, variantId) || same(item.meta?.variantId, variantId),
      ),
    )
    .map((list) => list.id);
}

/** What saving the modal changes: lists to add the variant to, items to remove. */
export interface WishlistSaveChanges {
  /** Newly checked lists. */
  readonly add: readonly number[];
  /** The variant's items on the unchecked lists. */
  readonly remove: readonly WishlistItemRef[];
}

/**
 * What a save of the wishlist modal sends: the variant is added to every newly checked list and
 * removed from every list that held it and is now unchecked. Lists left as they were cost nothing.
 *
 * @example
 * ```ts
 * const lists = [{ id: 9, items: [{ id: 1, product_variant_id: 51 }] }, { id: 10, items: [] }];
 * wishlistSaveChanges(lists, 51, [10]); // { add: [10], remove: [{ listId: 9, itemId: 1 }] }
 * ```
 */
export function wishlistSaveChanges(
  lists: readonly WishlistMembershipList[],
  variantId: string | number,
  checked: readonly number[],
): WishlistSaveChanges {
  const holding = listsHoldingVariant(lists, variantId);
  const add = checked.filter((id) => !holding.includes(id));
  const remove = lists
    .filter((list) => holding.includes(list.id) && !checked.includes(list.id))
    .flatMap((list) =>
      (list.items ?? [])
        .filter((item) => same(item.product_variant_id, variantId) || same(item.meta?.variantId, variantId))
        .map((item) => ({ listId: list.id, itemId: item.id })),
    );
  return { add, remove };
}

/**
 * The guest entries still to add to the synced list: those whose variant is not on it yet, each
 * once. A sync that failed half-way and runs again never adds the same item twice.
 *
 * @example
 * ```ts
 * entriesToSync([{ productId: "1", variantId: "10" }, { productId: "2", variantId: "20" }], [{ id: 7, product_variant_id: 10 }]);
 * // [{ productId: "2", variantId: "20" }]
 * ```
 */
export function entriesToSync(
  entries: readonly GuestWishlistEntry[],
  onList: readonly WishlistMembershipItem[],
): GuestWishlistEntry[] {
  const seen = new Set(
    onList.flatMap((item) =>
      [item.product_variant_id, item.meta?.variantId].filter((id) => id !== null && id !== undefined),
    ),
  );
  const result: GuestWishlistEntry[] = [];
  for (const entry of entries) {
    if ([...seen].some((id) => String(id) === entry.variantId)) continue;
    seen.add(entry.variantId);
    result.push(entry);
  }
  return result;
}
