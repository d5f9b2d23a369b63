import type { SandboxConnection } from "solekit/sandbox";

/**
 * The wishlist service's faults the developer panel offers, to see a wishlist page's ERROR state
 * ('Something went wrong.' with Try again) when the lists cannot be read and this browser has no
 * copy of them yet. Kept for the tab (sessionStorage) so the fault is in force from a page's very
 * first request, before the header heart reads the lists, until set back to `none`.
 */
export const WISHLIST_FAULTS = {
  none: "Works",
  "lists-5xx": "Reading the lists fails (500)",
} as const;

/** One of {@link WISHLIST_FAULTS}. */
export type WishlistFault = keyof typeof WISHLIST_FAULTS;

const FAULT_KEY = "solekit-reference:wishlist-fault";
// The member's lists, as the header heart, the overview and a list's page read them.
const LISTS_CALL = "GET /api/profile/lists";

const isWishlistFault = (value: string | null): value is WishlistFault =>
  value !== null && Object.hasOwn(WISHLIST_FAULTS, value);

/** The fault chosen in this tab, `none` at first. */
export function storedWishlistFault(): WishlistFault {
  const value = sessionStorage.getItem(FAULT_KEY);
  return isWishlistFault(value) ? value : "none";
}

/** Puts the fault in force in the sandbox (replacing the one before) and keeps it for the tab. */
export async function applyWishlistFault(sandbox: SandboxConnection, fault: WishlistFault): Promise<void> {
  if (fault === "none") sessionStorage.removeItem(FAULT_KEY);
  else sessionStorage.setItem(FAULT_KEY, fault);
  await sandbox.setFaults("wishlists", fault === "none" ? [] : [{ match: LISTS_CALL, status: 500 }]);
}
