import * as v from "valibot";
import type { WishlistHandle } from "../../rules/keys";
import { dataOf, ignoredBody, type LoyaltyRequestOptions } from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";
import { type Wishlist, wishlistSchema } from "./schemas/list.schemas";

/** A new list: its name, and optionally its handle and owner. */
export interface CreateListBody {
  /** List name; blank names are refused. */
  name: string;
  /** `wishlist` (default) or `assigned` (a child's wardrobe). */
  handle?: WishlistHandle;
  /** A child's profile id, to create the list for that child. @default the customer */
  profile_id?: number;
}

/** Wishlist calls of the {@link LoyaltyClient}. */
export interface ListCalls {
  /**
   * The customer's lists and their children's (`GET /profile/lists`), with items; `handle`
   * narrows to wishlists or wardrobes (`filter[handle]`).
   *
   * @example
   * ```ts
   * const wishlists = await loyalty.getLists({ handle: "wishlist" });
   * ```
   */
  getLists(filter?: { handle?: WishlistHandle }, options?: LoyaltyRequestOptions): Promise<Wishlist[]>;
  /**
   * Creates a list (`POST /profile/lists`).
   *
   * @example
   * ```ts
   * const list = await loyalty.createList({ name: "Birthday Ideas" });
   * ```
   */
  createList(body: CreateListBody, options?: LoyaltyRequestOptions): Promise<Wishlist>;
  /**
   * One list with its items (`GET /profile/lists/{id}`).
   *
   * @example
   * ```ts
   * const list = await loyalty.getList(9101);
   * ```
   */
  getList(listId: number, options?: LoyaltyRequestOptions): Promise<Wishlist>;
  /**
   * Renames a list (`PUT /profile/lists/{id}`).
   *
   * @example
   * ```ts
   * await loyalty.updateList(list.id, { name: "Winter" });
   * ```
   */
  updateList(listId: number, body: { name: string }, options?: LoyaltyRequestOptions): Promise<Wishlist>;
  /**
   * Deletes a list and its items (`DELETE /profile/lists/{id}`).
   *
   * @example
   * ```ts
   * await loyalty.deleteList(list.id);
   * ```
   */
  deleteList(listId: number, options?: LoyaltyRequestOptions): Promise<void>;
}

/**
 * Builds the list calls over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const wardrobes = await listCalls(connection).getLists({ handle: "assigned" });
 * ```
 */
export function listCalls(ctx: LoyaltyContext): ListCalls {
  const list = dataOf(wishlistSchema);
  const path = (listId: number) => `/profile/lists/${encodeURIComponent(listId)}`;
  return {
    getLists: (filter = {}, options = {}) =>
      ctx.api.request({
        path: "/profile/lists",
        query: { "filter[handle]": filter.handle },
        schema: dataOf(v.array(wishlistSchema)),
        signal: options.signal,
      }),
    createList: (body, options = {}) =>
      ctx.api.request({ path: "/profile/lists", method: "POST", body, schema: list, signal: options.signal }),
    getList: (listId, options = {}) =>
      ctx.api.request({ path: path(listId), schema: list, signal: options.signal }),
    updateList: (listId, body, options = {}) =>
      ctx.api.request({ path: path(listId), method: "PUT", body, schema: list, signal: options.signal }),
    async deleteList(listId, options = {}) {
      await ctx.api.request({
        path: path(listId),
        method: "DELETE",
        schema: ignoredBody,
        signal: options.signal,
      });
    },
  };
}
