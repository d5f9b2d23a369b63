import { useEffect, useRef } from "react";
import { useSolekit } from "../provider/solekit-context";

/** Options of {@link useGuestWishlistSync}. */
export interface UseGuestWishlistSyncOptions {
  /** Told the spec's message when a step fails (the local items are kept; the next sign-in retries). */
  onFailed?: (message: string) => void;
}

/**
 * Syncs the guest wishlist into the member's lists once per customer, on a signed-in page
 * (account-area §4 "Guest wishlist sync"): local items become 'My First Wishlist', then the
 * profile is tagged `wishlist-synced` and the local copy removed. Mount it once, where the
 * member's pages share a layout. Its code loads only for a member, on first use, so a page that
 * does not mount it carries none of it (a Vue host calls `startGuestWishlistSync`'s machine,
 * `wishlistSyncMachine`, on the customer machine's `session.member` event).
 *
 * @example
 * ```tsx
 * function Layout({ children }: { children: React.ReactNode }) {
 *   useGuestWishlistSync({ onFailed: (message) => console.warn(message) });
 *   return <>{children}</>;
 * }
 * ```
 */
export function useGuestWishlistSync(options: UseGuestWishlistSyncOptions = {}): void {
  const runtime = useSolekit();
  const member = runtime.config.customer?.logged === true;
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!member) return;
    import("./guest-sync").then(
      ({ startGuestWishlistSync }) =>
        startGuestWishlistSync(runtime, (message) => latest.current.onFailed?.(message)),
      // The code could not be fetched (offline): nothing was synced, the next page tries again.
      () => undefined,
    );
  }, [runtime, member]);
}
