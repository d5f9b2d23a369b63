import type { StorefrontMoney, StorefrontProduct } from "../../clients/storefront";
import type { GuestWishlistEntry } from "../../rules/guest-wishlist";
import { formatMessage } from "../../rules/messages";
import { formatMoney } from "../../rules/money";
import { wishlistSizeLabel } from "../../rules/wishlist-size";
import type { GuestWishlistPageContext, GuestWishlistPageItem } from "./guest-wishlist-page.types";
import type { GuestWishlistPageMessages } from "./guest-wishlist-page-messages";

/**
 * The numeric id at the end of a storefront global id (`gid://shopify/Product/1001` → "1001"): the
 * guest wishlist stores the numeric ids the product cards and the product page carry.
 */
export const numericId = (gid: string): string => /(\d+)$/.exec(gid)?.[1] ?? gid;

const cents = (money: StorefrontMoney) => Math.round(Number(money.amount) * 100);
const money = (amount: StorefrontMoney) => formatMoney(cents(amount), { currency: amount.currencyCode });

/**
 * Whether a stored product id can name a storefront product: the storefront's ids are numbers.
 * Anything else in local storage (an older theme's entry, a hand edit) would make the storefront
 * refuse the whole request, so the page would fail on every load: such an entry is gone at once.
 */
const isStorefrontId = (id: string) => /^\d+$/.test(id);

/**
 * The product ids the page still has to load for these entries: each saved product once, less
 * those already loaded, those the storefront answered without, and ids no storefront product has
 * (not a number: such an entry shows as gone without a request).
 *
 * @example
 * ```ts
 * guestWishlistProductsToLoad([{ productId: "1001", variantId: "4242" }], [], []); // ["1001"]
 * ```
 */
export function guestWishlistProductsToLoad(
  entries: readonly GuestWishlistEntry[],
  products: readonly StorefrontProduct[],
  unknownIds: readonly string[],
): string[] {
  const known = new Set([...products.map((product) => numericId(product.id)), ...unknownIds]);
  return [...new Set(entries.map((entry) => entry.productId))].filter(
    (id) => isStorefrontId(id) && !known.has(id),
  );
}

/**
 * The page's items, the latest saved first (the guest wishlist keeps them oldest first): each
 * entry whose product has loaded, with the saved variant's size as the product page shows it
 * (UK: "Size 9.5 · E"), its price and whether it can be bought; and, in its saved place, each
 * entry whose product the storefront answered without (`unknownIds`: deleted or unpublished) as a
 * gone item, as is an entry whose id no storefront product has (not a number). An entry whose
 * product is still loading, or failed to load, is not an item yet.
 *
 * @example
 * ```ts
 * const items = guestWishlistItems(entries, { products, unknownIds: ["1002"] }, guestWishlistPageMessages);
 * items.filter((item) => !item.isGone).map((item) => item.sizeText); // ["Size 10 · E"]
 * ```
 */
export function guestWishlistItems(
  entries: readonly GuestWishlistEntry[],
  storefront: Pick<GuestWishlistPageContext, "products" | "unknownIds">,
  messages: Pick<GuestWishlistPageMessages, "wishlistItemSize">,
): GuestWishlistPageItem[] {
  return [...entries].reverse().flatMap((entry): GuestWishlistPageItem[] => {
    const { productId, variantId } = entry;
    const product = storefront.products.find((candidate) => numericId(candidate.id) === productId);
    if (!product)
      return storefront.unknownIds.includes(productId) || !isStorefrontId(productId)
        ? [{ isGone: true, productId, variantId }]
        : [];
    const variant = product.variants.find((candidate) => numericId(candidate.id) === variantId);
    const size = wishlistSizeLabel({
      size: variant?.size ?? null,
      width: variant?.width ?? null,
      metafields: variant?.metafields ?? null,
    });
    const price = variant?.price ?? product.priceRange.minVariantPrice;
    const compareAt = variant?.compareAtPrice ?? null;
    return [
      {
        isGone: false,
        productId,
        variantId,
        href: `/products/${encodeURIComponent(product.handle)}`,
        title: product.title,
        brand: product.brand ?? (product.vendor || null),
        image: product.featuredImage?.url ?? null,
        price: money(price),
        compareAtPrice: compareAt && cents(compareAt) > cents(price) ? money(compareAt) : null,
        sizeText: size ? formatMessage(messages.wishlistItemSize, { size }) : null,
        isAvailable: variant ? variant.availableForSale : null,
      },
    ];
  });
}
