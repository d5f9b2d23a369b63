// Which query client holds each runtime's account cache, in a module without TanStack Query, so
// the customer session can clear it on logout without loading the account area's code.
import type { QueryClient } from "@tanstack/react-query";
import type { SolekitRuntime } from "../provider/solekit-runtime";

/** The account query client each runtime has used, set by `accountQueryClient`. */
export const accountCaches = new WeakMap<SolekitRuntime, QueryClient>();

/**
 * Drops every cached copy of account data the page holds (logout, an ended session): the host's
 * query client or the one the account hooks made.
 *
 * @example
 * ```ts
 * clearAccountCache(runtime);
 * window.location.assign("/account/logout");
 * ```
 */
export function clearAccountCache(runtime: SolekitRuntime): void {
  (accountCaches.get(runtime) ?? runtime.queryClient)?.clear();
}
