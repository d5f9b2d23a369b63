import { CATEGORIES } from "../categories";
import type { StoreTransaction, TransactionItem } from "../purchase.types";

/** `product_type` values of shoes: the items that can be assigned to a child. */
export const SHOE_PRODUCT_TYPES: readonly string[] = CATEGORIES.filter((c) => c.kind === "shoe").map(
  (c) => c.title,
);

/**
 * Shoe items not yet assigned to a child (no `list_items`), newest first. Returned and
 * older-than-30-days items are included; the client filters them as the spec says.
 *
 * @example
 * ```ts
 * unassignedItems(world.customer.transactions).length; // 8
 * ```
 */
export function unassignedItems(transactions: readonly StoreTransaction[]): TransactionItem[] {
  return transactions
    .flatMap((transaction) => transaction.items)
    .filter((item) => item.list_items.length === 0 && SHOE_PRODUCT_TYPES.includes(item.product.product_type))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}
