import { isSolekitError, SolekitError } from "../http";
import type { ConnectionCalls } from "./connections";
import { dataOf, ignoredBody, type LoyaltyRequestOptions } from "./envelope";
import type { ListCalls } from "./lists";
import type { LoyaltyContext } from "./loyalty-context";
import { type Wishlist, type WishlistItem, wishlistItemSchema } from "./schemas/list.schemas";
import type { ListItemLinkResult, TransactionCalls } from "./transactions";

/** One pair assigned to a child. */
export interface AssignmentResult {
  /** The purchased item (transaction item) id. */
  transactionItemId: number;
  /** The item created in the child's wardrobe list. */
  listItem: WishlistItem;
  /** The link, with the reward it earned (null outside the 30-day window). */
  link: ListItemLinkResult;
}

/** The outcome of one pair of {@link AssignmentCalls.assignItemsToChild}. */
export type AssignmentOutcome =
  | { status: "assigned"; shoeId: number; result: AssignmentResult }
  | { status: "failed"; shoeId: number; error: SolekitError };

/** Assign-shoes calls of the {@link LoyaltyClient}. */
export interface AssignmentCalls {
  /**
   * Assigns one purchased pair to a child: adds the variant to the child's wardrobe list
   * (`assigned`), then links the purchase to it. If the link fails the wardrobe item is removed
   * again. When the child has no wardrobe it rejects with 'Something went wrong.' (code
   * `wardrobe_not_found`), as the spec says. The caller refreshes rewards and balance afterwards.
   *
   * @example
   * ```ts
   * const { link } = await loyalty.assignItemToChild(shoe.id, shoe.product_variant_id, child.connectionId);
   * link.reward?.value_remaining; // 2 when bought within 30 days
   * ```
   */
  assignItemToChild(
    lineId: number,
    variantId: number,
    childId: number,
    options?: LoyaltyRequestOptions,
  ): Promise<AssignmentResult>;
  /**
   * Assigns several pairs to one child, one after another, and reports each pair's outcome
   * (a failed pair does not stop the others). `shoeIds[i]` is bought as `variantIds[i]`. The
   * spec's fourth argument asks for a rewards refresh afterwards: that is the hook's job
   * (dispatch `omneo:refresh-balance`, invalidate `Rewards` and `Balance`).
   *
   * @example
   * ```ts
   * const outcomes = await loyalty.assignItemsToChild([11, 12], [5101, 5202], child.connectionId);
   * outcomes.filter((o) => o.status === "failed").length; // 0
   * ```
   */
  assignItemsToChild(
    shoeIds: readonly number[],
    variantIds: readonly number[],
    childId: number,
    options?: LoyaltyRequestOptions,
  ): Promise<AssignmentOutcome[]>;
}

type Needs = Pick<ConnectionCalls, "getChildren"> &
  Pick<ListCalls, "getLists"> &
  Pick<TransactionCalls, "linkTransactionItem">;

/** Builds the assignment calls over a loyalty context and the calls they combine. */
export function assignmentCalls(ctx: LoyaltyContext, calls: Needs): AssignmentCalls {
  async function wardrobeOf(childId: number, options: LoyaltyRequestOptions): Promise<Wishlist> {
    const [children, lists] = await Promise.all([
      calls.getChildren(options),
      calls.getLists({ handle: "assigned" }, options),
    ]);
    const child = children.find((c) => c.connectionId === childId || c.id === childId);
    const wardrobe = child && lists.find((list) => list.profileId === child.connector.id);
    if (!wardrobe) {
      throw new SolekitError({
        kind: "invalid-response",
        code: "wardrobe_not_found",
        message: ctx.messages.somethingWentWrong,
      });
    }
    return wardrobe;
  }

  // Puts one pair (a transaction line and its variant) in a child's wardrobe and links it.
  async function assign(
    wardrobe: Wishlist,
    { lineId, variantId }: { lineId: number; variantId: number },
    options: LoyaltyRequestOptions,
  ): Promise<AssignmentResult> {
    const path = `/profile/lists/${encodeURIComponent(wardrobe.id)}/items`;
    const listItem = await ctx.api.request({
      path,
      method: "POST",
      body: { product_variant_id: variantId, meta: { variantId } },
      schema: dataOf(wishlistItemSchema),
      signal: options.signal,
    });
    try {
      const link = await calls.linkTransactionItem(lineId, listItem.id, options);
      return { transactionItemId: lineId, listItem, link };
    } catch (error) {
      // Leave no wardrobe item behind for a pair that was not assigned — unless the service
      // answered with an item the wardrobe already held, which belongs to another pair.
      const existed = wardrobe.items.some((item) => item.id === listItem.id);
      if (!existed) {
        await ctx.api
          .request({
            path: `${path}/${encodeURIComponent(listItem.id)}`,
            method: "DELETE",
            schema: ignoredBody,
          })
          // The clean-up is best effort: its failure must not hide the error that caused it.
          .catch(() => undefined);
      }
      throw error;
    }
  }

  return {
    async assignItemToChild(lineId, variantId, childId, options = {}) {
      return assign(await wardrobeOf(childId, options), { lineId, variantId }, options);
    },
    async assignItemsToChild(shoeIds, variantIds, childId, options = {}) {
      if (shoeIds.length !== variantIds.length) {
        throw new TypeError("assignItemsToChild needs one variant id per shoe id");
      }
      const wardrobe = await wardrobeOf(childId, options);
      const outcomes: AssignmentOutcome[] = [];
      for (const [index, shoeId] of shoeIds.entries()) {
        const variantId = variantIds[index] ?? Number.NaN;
        try {
          outcomes.push({
            status: "assigned",
            shoeId,
            result: await assign(wardrobe, { lineId: shoeId, variantId }, options),
          });
        } catch (error) {
          // A cancelled batch stops; any other failure is reported and the next pair is tried.
          if (!isSolekitError(error) || error.kind === "aborted") throw error;
          outcomes.push({ status: "failed", shoeId, error });
        }
      }
      return outcomes;
    },
  };
}
