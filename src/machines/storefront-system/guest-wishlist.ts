// The page's guest wishlist as the storefront system builds it: in a module of its own, so a host
// (or a React page) that never reads `system.guestWishlist` carries none of its machine.
import { type ActorRefFrom, createActor } from "xstate";
import type { StorageAdapter } from "../../runtime/storage";
import { type GuestWishlistMachine, guestWishlistMachine } from "../guest-wishlist/guest-wishlist.machine";
import {
  type GuestWishlistWindow,
  guestWishlistImplementations,
} from "../guest-wishlist/guest-wishlist.storage";

/** The guest-wishlist actor of a {@link StorefrontSystem}. */
export type GuestWishlistActorRef = ActorRefFrom<GuestWishlistMachine>;

/** What {@link createGuestWishlist} builds the guest wishlist from. */
export interface GuestWishlistOptions {
  /** Where the list is kept (`customer-wishlist-SS`). */
  storage: StorageAdapter;
  /** The window it follows other tabs on and fires `wishlist-added`/`-removed` at; undefined on a server. */
  target: GuestWishlistWindow | undefined;
}

/**
 * Builds the page's guest-wishlist actor (not started). It is built empty, as a server renders
 * it; the stored list arrives when it starts, so a page hydrating a server render matches it.
 * Pass it to {@link createStorefrontSystem} as `guestWishlist`, so every heart on the page and
 * the header share one list.
 *
 * @example
 * ```ts
 * const system = createStorefrontSystem({
 *   cart: (notice) => createCart({ client: createCartClient(config), notice }),
 *   guestWishlist: () => createGuestWishlist({ storage: createBrowserStorage(), target: window }),
 * });
 * system.start();
 * system.guestWishlist.subscribe((snapshot) => renderHearts(connectGuestWishlist(snapshot, system.guestWishlist.send)));
 * ```
 */
export function createGuestWishlist(options: GuestWishlistOptions): GuestWishlistActorRef {
  return createActor(
    guestWishlistMachine.provide(guestWishlistImplementations(options.storage, options.target)),
    {
      input: { stored: null },
    },
  );
}
