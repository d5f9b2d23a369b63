import { wishlistItemArgumentError } from "../../rules/wishlists";
import { dataOf, ignoredBody, type LoyaltyRequestOptions } from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";
import { type WishlistItem, wishlistItemSchema } from "./schemas/list.schemas";

/** A product variant to put on a list. */
export interface WishlistItemInput {
  /** Product id (required: 'Product ID is required'). */
  productId: number | string;
  /** Variant id (required: 'Variant ID is required'). */
  variantId: number | string;
  /** Variant SKU; the service finds the variant by SKU when given, else by id. */
  sku?: string;
  /** Image URL the list shows for the item. */
  image?: string;
}

/** The body of `POST /profile/lists/{id}/items`: `product_variant_sku` (or id) and `meta`. */
export interface WishlistItemBody {
  /** Variant SKU. */
  product_variant_sku?: string;
  /** Variant id. */
  product_variant_id: number;
  /** What the storefront keeps with the item. */
  meta: { img?: string; selected?: string; productId: number | string; variantId: number | string };
}

/**
 * The item body for a variant, after checking the spec's argument errors (rejects with a
 * `TypeError` carrying 'Product ID is required' or 'Variant ID is required').
 *
 * @example
 * ```ts
 * wishlistItemBody({ productId: 5, variantId: 51, sku: "ABC-010-F" }, messages).product_variant_sku; // "ABC-010-F"
 * ```
 */
export function wishlistItemBody(
  input: WishlistItemInput,
  catalogue: LoyaltyContext["messages"],
): WishlistItemBody {
  const problem = wishlistItemArgumentError(input, catalogue);
  if (problem) throw new TypeError(problem);
  return {
    ...(input.sku ? { product_variant_sku: input.sku } : {}),
    product_variant_id: Number(input.variantId),
    meta: {
      ...(input.image ? { img: input.image } : {}),
      ...(input.sku ? { selected: input.sku } : {}),
      productId: input.productId,
      variantId: input.variantId,
    },
  };
}

/** Wishlist item calls of the {@link LoyaltyClient}. */
export interface ListItemCalls {
  /**
   * Adds a variant to a list (`POST /profile/lists/{id}/items`); adding one already on the list
   * returns the existing item. Rejects with a `TypeError` when the product or variant id is missing.
   *
   * @example
   * ```ts
   * await loyalty.addListItem(list.id, { productId: product.id, variantId: variant.id, sku: variant.sku });
   * ```
   */
  addListItem(
    listId: number,
    item: WishlistItemInput,
    options?: LoyaltyRequestOptions,
  ): Promise<WishlistItem>;
  /**
   * One item of a list (`GET /profile/lists/{id}/items/{itemId}`).
   *
   * @example
   * ```ts
   * const item = await loyalty.getListItem(list.id, itemId);
   * ```
   */
  getListItem(listId: number, itemId: number, options?: LoyaltyRequestOptions): Promise<WishlistItem>;
  /**
   * Changes an item's variant, e.g. another size or width (`PUT /profile/lists/{id}/items/{itemId}`).
   *
   * @example
   * ```ts
   * await loyalty.updateListItem(list.id, item.id, { productId, variantId: other.id, sku: other.sku });
   * ```
   */
  updateListItem(
    listId: number,
    itemId: number,
    item: WishlistItemInput,
    options?: LoyaltyRequestOptions,
  ): Promise<WishlistItem>;
  /**
   * Removes an item from a list (`DELETE /profile/lists/{id}/items/{itemId}`).
   *
   * @example
   * ```ts
   * await loyalty.deleteListItem(list.id, item.id);
   * ```
   */
  deleteListItem(listId: number, itemId: number, options?: LoyaltyRequestOptions): Promise<void>;
}

/**
 * Builds the list item calls over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const item = await listItemCalls(connection).getListItem(list.id, itemId);
 * ```
 */
export function listItemCalls(ctx: LoyaltyContext): ListItemCalls {
  const item = dataOf(wishlistItemSchema);
  const path = (listId: number, itemId?: number) =>
    `/profile/lists/${encodeURIComponent(listId)}/items${itemId === undefined ? "" : `/${encodeURIComponent(itemId)}`}`;
  return {
    async addListItem(listId, input, options = {}) {
      const body = wishlistItemBody(input, ctx.messages);
      return ctx.api.request({
        path: path(listId),
        method: "POST",
        body,
        schema: item,
        signal: options.signal,
      });
    },
    getListItem: (listId, itemId, options = {}) =>
      ctx.api.request({ path: path(listId, itemId), schema: item, signal: options.signal }),
    async updateListItem(listId, itemId, input, options = {}) {
      const body = wishlistItemBody(input, ctx.messages);
      return ctx.api.request({
        path: path(listId, itemId),
        method: "PUT",
        body,
        schema: item,
        signal: options.signal,
      });
    },
    async deleteListItem(listId, itemId, options = {}) {
      await ctx.api.request({
        path: path(listId, itemId),
        method: "DELETE",
        schema: ignoredBody,
        signal: options.signal,
      });
    },
  };
}
