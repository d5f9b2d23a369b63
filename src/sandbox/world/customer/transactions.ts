import type { ChildConnection, WishlistItem } from "../customer.types";
import type { StoreTransaction, TransactionItem } from "../purchase.types";
import type { Store } from "../world.types";
import { CHILD_PLANS, measurementDaysAgo } from "./children";
import { type CustomerContext, daysAgo, imageRefs, pickVariant, toDollars } from "./context";
import { wishlistItem } from "./items";

/** One planned line of a store transaction. */
interface LinePlan {
  kind: "shoe" | "sock" | "apparel";
  /** Index of the child the shoe is for (its size is the child's size at the time). */
  child?: number;
  /** Assigned to the child's shoe wardrobe already. */
  assigned?: boolean;
  /** Return reason code when the item was returned. */
  returned?: string;
}

/**
 * In-store purchases, newest first. Shoes bought in the last 30 days and older ones are left
 * unassigned (two of them returned), older shoes are already in the children's wardrobes.
 */
const PLAN: readonly (readonly [days: number, lines: readonly LinePlan[]])[] = [
  [3, [{ kind: "shoe", child: 0 }, { kind: "sock" }]],
  [
    9,
    [
      { kind: "shoe", child: 1 },
      { kind: "shoe", child: 2 },
    ],
  ],
  [17, [{ kind: "shoe", child: 1, returned: "WRONG_SIZE" }]],
  [26, [{ kind: "shoe", child: 0 }, { kind: "apparel" }]],
  [45, [{ kind: "shoe", child: 2 }, { kind: "sock" }]],
  [
    80,
    [
      { kind: "shoe", child: 0 },
      { kind: "shoe", child: 1, returned: "FAULTY" },
    ],
  ],
  [140, [{ kind: "shoe", child: 0, assigned: true }, { kind: "sock" }]],
  [220, [{ kind: "shoe", child: 1, assigned: true }]],
  [
    400,
    [
      { kind: "shoe", child: 0, assigned: true },
      { kind: "shoe", child: 2, assigned: true },
    ],
  ],
  [600, [{ kind: "shoe", child: 1, assigned: true }, { kind: "apparel" }]],
];

/**
 * A child's measured size at a time: the latest measurement taken on or before it.
 *
 * @example
 * ```ts
 * sizeAt(0, 3); // Mia's current size, "1"
 * ```
 */
export function sizeAt(childIndex: number, days: number): string | undefined {
  const plan = CHILD_PLANS[childIndex];
  if (!plan) return undefined;
  let size = plan.sizes[0];
  plan.sizes.forEach((measured, index) => {
    if (measurementDaysAgo(index, plan.sizes.length) >= days) size = measured;
  });
  return size;
}

/** Store transactions and, per child, the wardrobe items linked to assigned purchases. */
export interface TransactionsResult {
  /** Newest first. */
  transactions: StoreTransaction[];
  /** Wardrobe (`assigned` list) items, one array per child in the children's order. */
  assigned: WishlistItem[][];
}

/**
 * Builds the store transactions with their items, linking assigned shoes to each child's
 * `assigned` list (whose ids the caller reserves).
 *
 * @example
 * ```ts
 * const { transactions } = buildTransactions(context, stores, {
 *   children,
 *   assignedListIds: [9101, 9103, 9105],
 * });
 * transactions.length; // 10
 * ```
 */
export function buildTransactions(
  context: CustomerContext,
  stores: readonly Store[],
  { children, assignedListIds }: { children: readonly ChildConnection[]; assignedListIds: readonly number[] },
): TransactionsResult {
  const assigned: WishlistItem[][] = children.map(() => []);
  const localStores = stores.slice(0, 4);
  const transactions = PLAN.map(([days, lines]) => {
    const id = context.nextId("transaction", 300_000);
    const store = context.random.pick(localStores.length > 0 ? localStores : stores);
    const at = daysAgo(context, days);
    const items: TransactionItem[] = lines.map((line) => {
      const size = line.child === undefined ? undefined : sizeAt(line.child, days);
      const pick = pickVariant(context, line.kind, line.kind === "shoe" ? size : undefined);
      const item: TransactionItem = {
        id: context.nextId("transaction-item", 310_000),
        transaction_id: id,
        created_at: at,
        quantity: 1,
        price: toDollars(pick.variant.price),
        product_variant_id: pick.variant.id,
        product_variant: {
          id: pick.variant.id,
          sku: pick.variant.sku,
          meta: { shopify: { option1: pick.variant.option1, option2: pick.variant.option2 } },
        },
        product: {
          id: pick.product.id,
          handle: pick.product.handle,
          brand: pick.product.brand,
          title: pick.product.title,
          product_type: pick.product.product_type,
        },
        product_images: imageRefs(pick.product, 1),
        list_items: [],
        meta: { ap21: { return_reason_code: line.returned ?? null } },
      };
      const listId = line.child === undefined ? undefined : assignedListIds[line.child];
      const wardrobe = line.child === undefined ? undefined : assigned[line.child];
      if (line.assigned && listId !== undefined && wardrobe) {
        const entry = wishlistItem(context, pick, daysAgo(context, days - 1));
        wardrobe.push(entry);
        item.list_items.push({
          id: context.nextId("list-link", 320_000),
          product_list_id: listId,
          product_list_item_id: entry.id,
          type: "link",
        });
      }
      return item;
    });
    return {
      id,
      receipt_ref: `${store.external_code}-${String(id).slice(-6)}`,
      transacted_at: at,
      created_at: at,
      total: toDollars(items.reduce((sum, item) => sum + Math.round(item.price * 100), 0)),
      timezone: store.timezone,
      location: { id: store.id, name: store.name, external_code: store.external_code },
      items,
    };
  });
  return { transactions, assigned };
}
