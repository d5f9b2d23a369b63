import type { PwpRule } from "../../rules/pwp";

/**
 * The product-with-purchase rules the sandbox's store runs (storefront §3): a host app passes
 * its own to `usePwpPopup({ rules })`; the reference UI passes these when it runs on the
 * sandbox. School shoes offer school socks (priority 10); boots offer socks too, at a lower
 * priority, so a cart with both shows the school rule first.
 *
 * @example
 * ```tsx
 * usePwpPopup({ rules: sandboxPwpRules });
 * ```
 */
export const sandboxPwpRules: readonly PwpRule[] = [
  {
    title: "Socks for the school week",
    description: "Fresh socks go with new school shoes. Add a pair or two before you check out.",
    priority: 10,
    exclusionDays: 7,
    upsellTriggerCollection: "school-shoes",
    upsellCollection: "socks",
    productsToShow: 4,
  },
  {
    title: "Keep boots comfortable",
    description: "Thick socks make boots warmer and kinder to heels.",
    priority: 5,
    exclusionDays: 3,
    upsellTriggerCollection: "boots",
    upsellCollection: "socks",
    productsToShow: 3,
  },
];
