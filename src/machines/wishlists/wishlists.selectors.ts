import type { Wishlist, WishlistItem } from "../../clients/loyalty";
import type { StorefrontProduct } from "../../clients/storefront";
import { formatMessage } from "../../rules/messages";
import { wishlistSizeLabel } from "../../rules/wishlist-size";
import { addToBagLines, canEditWishlist, wishlistPreview, wishlistTitle } from "../../rules/wishlists";
import { type WishlistDetailMessages, wishlistDetailMessages } from "./wishlist-detail-messages";
import { type WishlistOverviewMessages, wishlistOverviewMessages } from "./wishlist-overview-messages";

/** One image tile of a list card. */
export interface WishlistTile {
  /** The item's id (a stable key). */
  readonly key: number;
  /** Image URL, or `null` when the item has none. */
  readonly src: string | null;
  /** Alt text: the product's title. */
  readonly alt: string;
  /** 'N more items' on the 4th tile when the list holds more than 4, else `null`. */
  readonly moreText: string | null;
  /** N for the '+N' overlay (0 when none). */
  readonly more: number;
}

/** A list card of the overview. */
export interface WishlistCard {
  /** List id. */
  readonly id: number;
  /** The title: a child's list reads "{name}'s Wishlist". */
  readonly title: string;
  /** For a child's list, the child's name and avatar; `null` for the member's own. */
  readonly owner: { readonly name: string; readonly avatarUrl: string | null; readonly alt: string } | null;
  /** Up to 4 tiles; the 4th carries '+N' when more. */
  readonly tiles: readonly WishlistTile[];
  /** '3 items', '1 item'. */
  readonly countText: string;
  /** Where the call to open leads: `section=wishlist&child={listId}`. */
  readonly route: {
    readonly section: "wishlist";
    readonly child: { readonly kind: "id"; readonly id: string };
  };
  /** Whether Edit shows (the member's own lists only). */
  readonly canEdit: boolean;
}

/** An item's image: what the storefront stored, else the variant's, else the product's. */
export function wishlistItemImage(item: WishlistItem): string | null {
  return item.meta.img || item.product_variant?.images[0]?.src || item.product?.images[0]?.src || null;
}

/** An item's product title. */
export function wishlistItemTitle(item: WishlistItem): string {
  return item.product?.title ?? item.product_variant?.customer_facing_name ?? item.product_variant_sku;
}

const countText = (count: number, messages: WishlistOverviewMessages) =>
  count === 1 ? messages.wishlistItemCountOne : formatMessage(messages.wishlistItemCount, { count });

/**
 * The overview's cards (account-area §2 Wishlists): the member's own lists first, then each
 * child's, in the service's order; each with its title, the owner's avatar for a child's list,
 * up to 4 image tiles ('+N' on the 4th when more than 4) and the route that opens it.
 *
 * @example
 * ```ts
 * wishlistCards(lists).map((card) => card.title); // ["My Wishlist", "Birthday Ideas", "Mia's Wishlist"]
 * ```
 */
export function wishlistCards(
  lists: readonly Wishlist[],
  messages: WishlistOverviewMessages = wishlistOverviewMessages,
): WishlistCard[] {
  const own = lists.filter((list) => canEditWishlist(list));
  const children = lists.filter((list) => !canEditWishlist(list));
  return [...own, ...children].map((list) => {
    const preview = wishlistPreview(list.items);
    const lastIndex = preview.tiles.length - 1;
    const ownerProfile = list.profile;
    const ownerName = ownerProfile?.connector?.first_name ?? ownerProfile?.first_name ?? "";
    return {
      id: list.id,
      title: wishlistTitle(list, { childWishlistTitle: messages.childWishlistTitle }),
      owner: ownerProfile
        ? {
            name: ownerName,
            avatarUrl: ownerProfile.connector?.avatar_url ?? null,
            alt: formatMessage(messages.wishlistOwnerAvatar, { name: ownerName }),
          }
        : null,
      tiles: preview.tiles.map((item, index) => {
        const more = index === lastIndex ? preview.more : 0;
        return {
          key: item.id,
          src: wishlistItemImage(item),
          alt: wishlistItemTitle(item),
          more,
          moreText: more > 0 ? formatMessage(messages.wishlistMoreItems, { count: more }) : null,
        };
      }),
      countText: countText(list.items.length, messages),
      route: { section: "wishlist", child: { kind: "id", id: String(list.id) } },
      canEdit: canEditWishlist(list),
    };
  });
}

/** An item of the detail grid. */
export interface WishlistDetailItem {
  /** The item itself (for Remove and the Edit Item modal). */
  readonly item: WishlistItem;
  /** `/products/{handle}`, or `null` when the item names no product handle. */
  readonly href: string | null;
  /** Image URL, or `null`. */
  readonly image: string | null;
  /** Product title. */
  readonly title: string;
  /** Brand, or `null`. */
  readonly brand: string | null;
  /** 'Size 10 · E', or `null` without a size. */
  readonly sizeText: string | null;
  /** Whether the variant can be bought now; `null` until the storefront has answered. */
  readonly isAvailable: boolean | null;
  /** The storefront variant id to add (numeric), or `null`. */
  readonly variantId: number | null;
}

/** The detail page of one list. */
export interface WishlistDetailView {
  /** The list. */
  readonly list: Wishlist;
  /** Its title. */
  readonly title: string;
  /** Whether Edit shows: the member's own lists only. */
  readonly canEdit: boolean;
  /** The items, in the list's order. */
  readonly items: readonly WishlistDetailItem[];
  /** The lines Add items to bag sends: available variants whose SKU matches, quantity 1. */
  readonly bagLines: readonly { readonly id: number; readonly quantity: 1 }[];
}

const numericId = (gid: string) => {
  const match = /(\d+)$/.exec(gid);
  return match ? Number(match[1]) : null;
};

/**
 * The product ids of a list's items, for the storefront's product nodes (availability).
 *
 * @example
 * ```ts
 * wishlistProductIds(list); // [1001, 1002]
 * ```
 */
export function wishlistProductIds(list: Wishlist | null | undefined): number[] {
  const ids = (list?.items ?? []).flatMap((item) => {
    const id = item.product?.id ?? item.product_variant?.product_id;
    return id === undefined ? [] : [id];
  });
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * The detail page's view of one list: its title, whether Edit shows, and each item with its link
 * (`/products/{handle}`), image, size and availability from the storefront's product nodes. Add
 * items to bag takes the available variants whose SKU matches (account-area §4).
 *
 * @example
 * ```ts
 * const view = wishlistDetailView(list, products);
 * view.bagLines; // [{ id: 4242, quantity: 1 }, …]
 * ```
 */
export function wishlistDetailView(
  list: Wishlist,
  products: readonly StorefrontProduct[] | undefined,
  messages: Pick<WishlistDetailMessages, "childWishlistTitle" | "wishlistItemSize"> = wishlistDetailMessages,
): WishlistDetailView {
  const variants = (products ?? []).flatMap((product) => product.variants);
  const items = list.items.map((item): WishlistDetailItem => {
    const variant = variants.find(
      (candidate) => !!candidate.sku && candidate.sku === item.product_variant_sku,
    );
    const options = item.product_variant?.meta.shopify;
    // As the product page and the size step show it (UK unit: "9.5" for the stored "09.5").
    const size = wishlistSizeLabel({
      size: variant?.size ?? options?.option1 ?? null,
      width: variant?.width ?? options?.option2 ?? null,
      metafields: variant?.metafields ?? null,
    });
    const handle = item.product?.handle;
    return {
      item,
      href: handle ? `/products/${encodeURIComponent(handle)}` : null,
      image: wishlistItemImage(item),
      title: wishlistItemTitle(item),
      brand: item.product?.brand ?? null,
      sizeText: size ? formatMessage(messages.wishlistItemSize, { size }) : null,
      isAvailable: products ? (variant?.availableForSale ?? false) : null,
      variantId: variant ? numericId(variant.id) : null,
    };
  });
  return {
    list,
    title: wishlistTitle(list, { childWishlistTitle: messages.childWishlistTitle }),
    canEdit: canEditWishlist(list),
    items,
    bagLines: addToBagLines(
      list.items,
      variants.flatMap((variant) => {
        const id = numericId(variant.id);
        return id === null ? [] : [{ id, sku: variant.sku, availableForSale: variant.availableForSale }];
      }),
    ).map((line) => ({ id: Number(line.id), quantity: 1 as const })),
  };
}
