import type { SandboxState } from "../sandbox-state";
import type { StoreTransaction, TransactionItem } from "../world";
import { notFound } from "./responses";

/**
 * A transaction or item as answered: with its product only when the call asked to `include`
 * it, as the real API does.
 *
 * @example
 * ```ts
 * json({ data: withProducts(transaction, url) });
 * ```
 */
export function withProducts<T extends StoreTransaction | TransactionItem>(subject: T, url: URL): T {
  const include = (url.searchParams.get("include") ?? "").split(",").includes("product");
  if (include) return subject;
  const strip = (item: TransactionItem) => {
    const { product: _product, ...rest } = item;
    return rest as TransactionItem;
  };
  return ("items" in subject ? { ...subject, items: subject.items.map(strip) } : strip(subject)) as T;
}

/**
 * A purchased item of the customer's transactions, or a 404.
 *
 * @example
 * ```ts
 * const item = transactionItemById(draft, 310_004);
 * ```
 */
export function transactionItemById(state: SandboxState, itemId: number): TransactionItem {
  for (const transaction of state.customer.transactions) {
    const item = transaction.items.find((i) => i.id === itemId);
    if (item) return item;
  }
  throw notFound("Transaction item");
}
