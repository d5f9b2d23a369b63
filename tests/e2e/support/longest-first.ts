import { basename } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds each browser test file took in a whole browser run on a loaded 2-core machine
 * (2026-11-26, workers sharing modules and sign-ins): the order files start in. Files that wait
 * on the page's own timers (the session's retries in account-session) take long on any machine.
 * A fresh clone has no vitest results cache, so vitest would start the largest files first, and
 * a long file of few lines (onboarding, the session's retries) would start last and keep one
 * worker busy after the others finished. Rough figures do: only the order matters.
 */
const SECONDS: Record<string, number> = {
  product: 111,
  "search-grid": 107,
  "account-wishlists": 94,
  "quick-search": 84,
  "wishlist-modal": 80,
  "sign-in": 80,
  chrome: 78,
  "account-session": 75,
  "account-navigation": 70,
  "account-onboarding": 63,
  "account-addresses": 60,
  cart: 59,
  "account-kids": 56,
  "account-orders": 55,
  "account-dashboard": 53,
  "sandbox-login": 51,
  "account-offers-bookings": 48,
  "account-rewards": 48,
  "account-profile": 38,
  "wishlist-hearts": 30,
  "guest-wishlist": 10,
  "grid-headings": 25,
  "shop-account": 25,
  "logout-tabs": 22,
  home: 18,
  carousels: 14,
  "content-page": 11,
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
