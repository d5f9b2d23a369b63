// Which query client holds each runtime's account cache, in a module without TanStack Query, so
// the customer session can clear it on logout without loading the account area's code.
import type { QueryClient } from "@tanstack/react-query";
import { clearWishlistCacheDatabase } from "../../machines/wishlists/wishlist-cache-database";
import type { SolekitRuntime } from "../provider/solekit-runtime";

/** The account query client each runtime has used, set by `accountQueryClient`. */
export const accountCaches = new WeakMap<SolekitRuntime, QueryClient>();

// Runtimes whose session has ended (a logout, a refused session): their account queries stop.
const endedSessions = new WeakSet<SolekitRuntime>();

/**
 * Whether the runtime's session has ended on this page ({@link clearAccountCache} ran): the
 * account hooks fetch nothing more for it while the page leaves.
 *
 * @example
 * ```ts
 * const options = accountSessionEnded(runtime) ? null : addressesQuery(context);
 * ```
 */
export function accountSessionEnded(runtime: SolekitRuntime): boolean {
  return endedSessions.has(runtime);
}

/**
 * Drops every cached copy of account data the page holds (logout, an ended session): the host's
 * query client or the one the account hooks made, and the wishlists' IndexedDB copy. The session counts as ended from then on, so
 * a section still on screen does not fetch (and store a new ID token) before the page unloads.
 *
 * @example
 * ```ts
 * clearAccountCache(runtime);
 * window.location.assign("/account/logout");
 * ```
 */
export function clearAccountCache(runtime: SolekitRuntime): void {
  endedSessions.add(runtime);
  (accountCaches.get(runtime) ?? runtime.queryClient)?.clear();
  void clearWishlistCacheDatabase();
}
