import { basename } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds each browser test file took on a clean-clone CI run (2 cores): the order files start
 * in. A fresh clone has no vitest results cache, so vitest would start the largest files first,
 * and a long file of few lines (onboarding, logout in a second tab) would start last and keep
 * one worker busy after the others finished. Rough figures do: only the order matters.
 */
const SECONDS: Record<string, number> = {
  product: 70,
  "search-grid": 63,
  chrome: 56,
  "account-wishlists": 55,
  "sign-in": 51,
  "quick-search": 48,
  "account-onboarding": 45,
  "account-navigation": 43,
  "account-addresses": 41,
  "wishlist-modal": 41,
  "account-kids": 41,
  "account-rewards": 39,
  "account-session": 33,
  "account-dashboard": 31,
  "account-orders": 28,
  "sandbox-login": 28,
  "account-offers-bookings": 26,
  "account-profile": 24,
  cart: 23,
  "grid-headings": 17,
  home: 15,
  "shop-account": 15,
  "logout-tabs": 14,
  carousels: 11,
  "content-page": 8,
};

const seconds = (spec: TestSpecification) => SECONDS[basename(spec.moduleId).replace(/\.e2e\.test\.ts$/, "")];

/**
 * Starts the longest browser test files first, so the workers finish together. A file not in
 * the table (a new one) starts first of all, as vitest's own sequencer does with unknown files.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (spec: TestSpecification) => seconds(spec) ?? Number.MAX_SAFE_INTEGER;
    return [...(await super.sort(files))].sort((a, b) => weight(b) - weight(a));
  }
}
