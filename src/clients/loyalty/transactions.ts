import * as v from "valibot";
import { TRANSACTIONS_PAGE_SIZE, UNASSIGNED_PAGE_SIZE } from "../../rules/constants";
import { filterUnassignedShoes } from "../../rules/unassigned-shoes";
import { isSolekitError } from "../http";
import {
  dataOf,
  emptyPage,
  type LoyaltyPage,
  type LoyaltyRequestOptions,
  type PageParams,
  pageOf,
  pageQuery,
} from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";
import { loyaltyRewardSchema } from "./schemas/reward.schemas";
import {
  listItemLinkSchema,
  type StoreTransaction,
  storeTransactionSchema,
  type TransactionItem,
  transactionItemSchema,
} from "./schemas/transaction.schemas";

/** Safety stop for reading every page of unassigned items (15 a page). */
const MAX_UNASSIGNED_PAGES = 40;

/** Which transactions to fetch. */
export interface TransactionQuery extends PageParams {
  /** Only the transaction with this receipt reference (`filter[receipt_ref]`). */
  receiptRef?: string;
}

/** Options of {@link TransactionCalls.getUnassignedTransactionItems}. */
export interface UnassignedItemsOptions extends LoyaltyRequestOptions {
  /** Drop pairs bought more than 30 days ago (outside the reward window). */
  filterOutExpired: boolean;
  /** Drop returned pairs. */
  filterReturned: boolean;
}

/** The answer of linking a purchased item to a wardrobe item. */
export const listItemLinkResultSchema = v.object({
  ...listItemLinkSchema.entries,
  reward: v.nullish(loyaltyRewardSchema, null),
});

/** A link, with the $2 reward it earned when the pair was bought within the reward window. */
export type ListItemLinkResult = v.InferOutput<typeof listItemLinkResultSchema>;

/** The unassigned-shoes read of the transaction calls: what the dashboard's panels carry. */
export interface UnassignedCalls {
  /**
   * Purchased shoes not yet assigned to a child (`GET /profile/transactionitems/list/unassigned`,
   * 15 a page, `sort=-created_at`; every page is read), filtered by the rules: never excluded
   * products, and — as asked — not expired (bought more than 30 days ago) and not returned.
   *
   * @example
   * ```ts
   * const all = await loyalty.getUnassignedTransactionItems({ filterOutExpired: false, filterReturned: true });
   * const rewarded = await loyalty.getUnassignedTransactionItems({ filterOutExpired: true, filterReturned: true });
   * unassignedPanelCase(all.length, rewarded.length);
   * ```
   */
  getUnassignedTransactionItems(options: UnassignedItemsOptions): Promise<TransactionItem[]>;
}

/** Transaction calls of the {@link LoyaltyClient}. */
export interface TransactionCalls extends UnassignedCalls {
  /**
   * The customer's store transactions with their products, newest first (`GET
   * /profile/transactions`, `include=product`, `sort=-transacted_at`, page size 100). A 404
   * means none: it yields an empty page, as the spec says.
   *
   * @example
   * ```ts
   * const { data } = await loyalty.getTransactions();
   * const found = await loyalty.getTransactions({ receiptRef: "1001-300004" });
   * ```
   */
  getTransactions(
    query?: TransactionQuery,
    options?: LoyaltyRequestOptions,
  ): Promise<LoyaltyPage<StoreTransaction>>;
  /**
   * One transaction with its items (`GET /profile/transactions/{id}`).
   *
   * @example
   * ```ts
   * const transaction = await loyalty.getTransaction(order.id);
   * ```
   */
  getTransaction(transactionId: number, options?: LoyaltyRequestOptions): Promise<StoreTransaction>;
  /**
   * Links a purchased item to an item of a child's wardrobe list (`POST
   * /profile/transactions/items/{id}/list-item`, `type: "link"`); the service credits the $2
   * reward when the pair is within the reward window.
   *
   * @example
   * ```ts
   * const { reward } = await loyalty.linkTransactionItem(shoe.id, wardrobeItem.id);
   * ```
   */
  linkTransactionItem(
    transactionItemId: number,
    listItemId: number,
    options?: LoyaltyRequestOptions,
  ): Promise<ListItemLinkResult>;
}

/**
 * Builds the unassigned-shoes read over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const pairs = await unassignedCalls(connection).getUnassignedTransactionItems({ filterOutExpired: true, filterReturned: true });
 * ```
 */
export function unassignedCalls(ctx: LoyaltyContext): UnassignedCalls {
  async function unassignedPage(page: number, signal: AbortSignal | undefined) {
    return ctx.api.request({
      path: "/profile/transactionitems/list/unassigned",
      query: { include: "product", sort: "-created_at", ...pageQuery({ page }, UNASSIGNED_PAGE_SIZE) },
      schema: pageOf(transactionItemSchema),
      signal,
    });
  }

  return {
    async getUnassignedTransactionItems(options) {
      const first = await unassignedPage(1, options.signal);
      const items = [...first.data];
      const last = Math.min(first.meta.last_page, MAX_UNASSIGNED_PAGES);
      for (let page = 2; page <= last; page++)
        items.push(...(await unassignedPage(page, options.signal)).data);
      return filterUnassignedShoes(items, {
        now: ctx.clock.now(),
        filterOutExpired: options.filterOutExpired,
        filterReturned: options.filterReturned,
        exclusions: ctx.exclusions,
      });
    },
  };
}

/**
 * Builds the transaction calls over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * await transactionCalls(connection).linkTransactionItem(transactionItem.id, listItem.id);
 * ```
 */
export function transactionCalls(ctx: LoyaltyContext): TransactionCalls {
  return {
    ...unassignedCalls(ctx),
    async getTransactions(query = {}, options = {}) {
      const pageSize = query.pageSize ?? TRANSACTIONS_PAGE_SIZE;
      try {
        return await ctx.api.request({
          path: "/profile/transactions",
          query: {
            include: "product",
            sort: "-transacted_at",
            "filter[receipt_ref]": query.receiptRef,
            ...pageQuery(query, TRANSACTIONS_PAGE_SIZE),
          },
          schema: pageOf(storeTransactionSchema),
          signal: options.signal,
        });
      } catch (error) {
        // Account spec §8 / storefront §8: a 404 on finding transactions yields none.
        if (isSolekitError(error) && error.kind === "http" && error.status === 404)
          return emptyPage(pageSize);
        throw error;
      }
    },
    getTransaction: (transactionId, options = {}) =>
      ctx.api.request({
        path: `/profile/transactions/${encodeURIComponent(transactionId)}`,
        query: { include: "product" },
        schema: dataOf(storeTransactionSchema),
        signal: options.signal,
      }),
    linkTransactionItem: (transactionItemId, listItemId, options = {}) =>
      ctx.api.request({
        path: `/profile/transactions/items/${encodeURIComponent(transactionItemId)}/list-item`,
        method: "POST",
        body: { product_list_item_id: listItemId, type: "link" },
        schema: dataOf(listItemLinkResultSchema),
        signal: options.signal,
      }),
  };
}
