import { fromCallback } from "xstate";
import { serialiseGuestWishlist } from "../../rules/guest-wishlist";
import { GUEST_WISHLIST_STORAGE_KEY, WISHLIST_ADDED_EVENT, WISHLIST_REMOVED_EVENT } from "../../rules/keys";
import type { StorageAdapter } from "../../runtime/storage";
import type { GuestWishlistMachine } from "./guest-wishlist.machine";
import type { GuestWishlistEvent } from "./guest-wishlist.types";

/** Where unreadable stored text is kept aside. */
export const GUEST_WISHLIST_UNREADABLE_KEY = `${GUEST_WISHLIST_STORAGE_KEY}-unreadable`;

/** The window-like target the guest wishlist listens on and fires its events at. */
export interface GuestWishlistWindow {
  /** Adds a listener (the `storage` event of other tabs). */
  addEventListener(
    type: "storage",
    listener: (event: { key: string | null; newValue: string | null }) => void,
  ): void;
  /** Removes it. */
  removeEventListener(
    type: "storage",
    listener: (event: { key: string | null; newValue: string | null }) => void,
  ): void;
  /** Fires `wishlist-added` / `wishlist-removed`. */
  dispatchEvent(event: Event): boolean;
}

/**
 * The guest wishlist's side effects on a storage adapter and a window: writes the list under
 * `customer-wishlist-SS`, keeps unreadable text aside under `customer-wishlist-SS-unreadable`
 * (never dropped silently), fires `wishlist-added` / `wishlist-removed` with
 * `{ productId, variantId }` as detail, and follows other tabs through the `storage` event.
 *
 * @example
 * ```ts
 * const machine = guestWishlistMachine.provide(guestWishlistImplementations(createBrowserStorage(), window));
 * ```
 */
export function guestWishlistImplementations(
  storage: StorageAdapter,
  target: GuestWishlistWindow | undefined,
): Parameters<GuestWishlistMachine["provide"]>[0] {
  const announce = (type: string, detail: { productId: string; variantId: string }) => {
    if (target && typeof CustomEvent === "function") target.dispatchEvent(new CustomEvent(type, { detail }));
  };
  return {
    actions: {
      persist: ({ context }) =>
        storage.setItem(GUEST_WISHLIST_STORAGE_KEY, serialiseGuestWishlist(context.entries)),
      keepUnreadableAside: ({ context }) => {
        if (context.unreadable !== null) storage.setItem(GUEST_WISHLIST_UNREADABLE_KEY, context.unreadable);
      },
      announceAdded: (_, params) => announce(WISHLIST_ADDED_EVENT, params),
      announceRemoved: (_, params) => announce(WISHLIST_REMOVED_EVENT, params),
    },
    actors: {
      watchStorage: fromCallback<GuestWishlistEvent>(({ sendBack }) => {
        // What storage holds when the wishlist starts: a page hydrating a server render builds it
        // empty, as the server did, and takes the stored list here, after hydration.
        sendBack({ type: "wishlist.sync", stored: storage.getItem(GUEST_WISHLIST_STORAGE_KEY) });
        if (!target) return undefined;
        const listener = (event: { key: string | null; newValue: string | null }) => {
          if (event.key !== GUEST_WISHLIST_STORAGE_KEY && event.key !== null) return;
          sendBack({ type: "wishlist.sync", stored: storage.getItem(GUEST_WISHLIST_STORAGE_KEY) });
        };
        target.addEventListener("storage", listener);
        return () => target.removeEventListener("storage", listener);
      }),
    },
  };
}
