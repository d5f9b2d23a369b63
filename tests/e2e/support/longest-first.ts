import { longestFirst } from "../../support/longest-first";

/**
 * Seconds each browser test file took in a whole browser run on a loaded 2-core machine
 * (2026-11-28, workers sharing modules and sign-ins): the order files start in. Files that wait
 * on the page's own timers (the session's retries in account-session) take long on any machine.
 * A fresh clone has no vitest results cache, so vitest would start the largest files first, and
 * a long file of few lines (onboarding, the session's retries) would start last and keep one
 * worker busy after the others finished.
 */
const SECONDS: Record<string, number> = {
  "search-grid": 87,
  "quick-search": 83,
  product: 78,
  "account-wishlists": 65,
  "sign-in": 61,
  "account-rewards": 56,
  "account-navigation": 47,
  chrome: 47,
  "account-session": 44,
  cart: 43,
  "account-onboarding": 38,
  "wishlist-modal": 37,
  "account-addresses": 30,
  "account-kids": 30,
  "sandbox-login": 30,
  "search-grid-failures": 30,
  "account-dashboard": 25,
  "account-profile": 23,
  "account-orders": 21,
  "account-offers-bookings": 18,
  "wishlist-hearts": 17,
  "grid-headings": 16,
  "lazy-parts": 13,
  home: 11,
  "logout-tabs": 8,
  "shop-account": 8,
  carousels: 6,
  "guest-wishlist": 6,
  "content-page": 4,
};

/**
 * Starts the longest browser test files first, so the workers finish together. A file not in
 * the table (a new one) starts first of all, as vitest's own sequencer does with unknown files.
 */
export const LongestFirst = longestFirst(SECONDS, "first");
