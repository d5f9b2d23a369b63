// Fixtures for the My Rewards machines: rewards, unassigned pairs, stores.
import type { LoyaltyReward, LoyaltyStore, TransactionItem } from "../../src/clients/loyalty";

export const NOW = Date.parse("2026-03-01T00:00:00Z");
const DAY = 86_400_000;
const inDays = (days: number) => new Date(NOW + days * DAY).toISOString();

let nextId = 1;
/** A reward expiring in `days` (negative: expired), active unless expired. */
export function reward(name: string, days: number | null, value = 2): LoyaltyReward {
  const expired = days !== null && days < 0;
  return {
    id: nextId++,
    definition: { name, description: null },
    value_remaining: value,
    is_active: !expired,
    is_expired: expired,
    expires_at: days === null ? null : inDays(days),
  };
}

/** A purchased pair bought `daysAgo` days ago. */
export function shoe(id: number, daysAgo: number, title = `Runner ${id}`): TransactionItem {
  return {
    id,
    created_at: inDays(-daysAgo),
    quantity: 1,
    product_variant_id: 5000 + id,
    product_variant: { id: 5000 + id, sku: `SKU-${id}`, meta: { shopify: { option1: "1", option2: "E" } } },
    product: { id: 900 + id, brand: "Bobux", title },
    product_images: [],
    list_items: [],
    meta: { ap21: { return_reason_code: null } },
  };
}

export const children = [
  { id: "71", name: "Mia" },
  { id: "72", name: "Leo" },
];

export const stores: LoyaltyStore[] = [
  { id: 2, name: "SNS Richmond", external_code: "1002", timezone: "Australia/Melbourne" },
  { id: 1, name: "SNS Chadstone", external_code: "1001", timezone: "Australia/Melbourne" },
  { id: 3, name: "SNS - Bondi Junction", external_code: "1003", timezone: "Australia/Sydney" },
];
