import { hashKey, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Wishlist } from "../../clients/loyalty";
import { accountKeys } from "../../machines/account";
import {
  createWishlistLocalStore,
  followWishlistLocalCache,
} from "../../machines/wishlists/wishlist-local-cache";
import { accountSessionEnded } from "../customer/account-cache";
import { useSolekit } from "../provider/solekit-context";
import { accountQueryClient } from "./account-query-client";

// One follower per query client and customer, however many wishlist hooks the page renders.
const followers = new WeakMap<QueryClient, { customerId: string; users: number; stop: () => void }>();

function follow(queryClient: QueryClient, customerId: string): () => void {
  const current = followers.get(queryClient);
  if (current && current.customerId === customerId) {
    current.users += 1;
  } else {
    current?.stop();
    const queryKey = accountKeys(customerId).of("Wishlists");
    const queryHash = hashKey(queryKey);
    const stop = followWishlistLocalCache({
      customerId,
      store: createWishlistLocalStore(),
      query: {
        read: () => queryClient.getQueryData<Wishlist[]>(queryKey),
        // Stale from the start (updatedAt 0), so the query still fetches the service's lists.
        seed: (lists) => queryClient.setQueryData(queryKey, [...lists], { updatedAt: 0 }),
        subscribe: (onLists) =>
          queryClient.getQueryCache().subscribe((event) => {
            if (event.type !== "updated" || event.action.type !== "success") return;
            if (event.query.queryHash !== queryHash) return;
            const lists = event.query.state.data as Wishlist[] | undefined;
            if (lists) onLists(lists);
          }),
        invalidate: () => void queryClient.invalidateQueries({ queryKey }),
      },
      ...(typeof window === "undefined" ? {} : { browser: window }),
    });
    followers.set(queryClient, { customerId, users: 1, stop });
  }
  return () => {
    const entry = followers.get(queryClient);
    if (!entry || entry.customerId !== customerId) return;
    entry.users -= 1;
    if (entry.users > 0) return;
    entry.stop();
    followers.delete(queryClient);
  };
}

/**
 * Follows the wishlists' IndexedDB copy while a wishlist screen is mounted: the copy shows at
 * once, the service's lists are written back, another tab's change refetches (see
 * `followWishlistLocalCache`). Nothing runs on a server or without a signed-in customer.
 */
export function useWishlistLocalCache(): void {
  const runtime = useSolekit();
  const customerId = runtime.config.customer?.id ?? null;
  const hasLoyalty = Boolean(runtime.config.loyalty);
  useEffect(() => {
    if (!customerId || !hasLoyalty || accountSessionEnded(runtime)) return undefined;
    return follow(accountQueryClient(runtime), customerId);
  }, [runtime, customerId, hasLoyalty]);
}
