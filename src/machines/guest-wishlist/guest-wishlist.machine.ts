import { assign, fromCallback, setup } from "xstate";
import {
  addToGuestWishlist,
  isOnGuestWishlist,
  parseGuestWishlist,
  removeFromGuestWishlist,
} from "../../rules/guest-wishlist";
import type { GuestWishlistContext, GuestWishlistEvent, GuestWishlistInput } from "./guest-wishlist.types";

/**
 * Reads the stored list. Text that is not wholly a JSON array of `productId:variantId` strings is
 * returned as `unreadable` so it can be kept aside: the valid entries are used, nothing is lost.
 */
export function readGuestWishlist(stored: string | null): GuestWishlistContext {
  const entries = parseGuestWishlist(stored);
  if (stored === null) return { entries, unreadable: null };
  let whole = false;
  try {
    const data: unknown = JSON.parse(stored);
    whole = Array.isArray(data) && data.length === entries.length;
  } catch {
    whole = false;
  }
  return { entries, unreadable: whole ? null : stored };
}

// The machine's type is inferred here and named by GuestWishlistMachine below.
function buildGuestWishlistMachine() {
  return setup({
    types: {
      context: {} as GuestWishlistContext,
      events: {} as GuestWishlistEvent,
      input: {} as GuestWishlistInput,
    },
    actors: {
      // Replaced by a listener on the storage event of other tabs; idle until provided.
      watchStorage: fromCallback<GuestWishlistEvent>(() => undefined),
    },
    guards: {
      isWishlisted: ({ context, event }) =>
        event.type === "wishlist.toggle" && isOnGuestWishlist(context.entries, event.productId),
    },
    actions: {
      addEntry: assign({
        entries: ({ context, event }) =>
          event.type === "wishlist.toggle"
            ? addToGuestWishlist(context.entries, { productId: event.productId, variantId: event.variantId })
            : context.entries,
      }),
      removeEntry: assign({
        entries: ({ context, event }) =>
          event.type === "wishlist.toggle"
            ? removeFromGuestWishlist(context.entries, event.productId)
            : context.entries,
      }),
      readStored: assign(({ event }) =>
        event.type === "wishlist.sync" ? readGuestWishlist(event.stored) : {},
      ),
      // Provided by the host: write local storage, keep unreadable text aside, fire the page events.
      persist: () => undefined,
      keepUnreadableAside: () => undefined,
      announceAdded: (_, _params: { productId: string; variantId: string }) => undefined,
      announceRemoved: (_, _params: { productId: string; variantId: string }) => undefined,
    },
  }).createMachine({
    id: "guestWishlist",
    context: ({ input }) => readGuestWishlist(input.stored),
    initial: "ready",
    states: {
      ready: {
        entry: "keepUnreadableAside",
        invoke: { src: "watchStorage" },
        on: {
          "wishlist.toggle": [
            {
              guard: "isWishlisted",
              actions: [
                "removeEntry",
                "persist",
                {
                  type: "announceRemoved",
                  params: ({ event }) => ({ productId: event.productId, variantId: event.variantId }),
                },
              ],
            },
            {
              actions: [
                "addEntry",
                "persist",
                {
                  type: "announceAdded",
                  params: ({ event }) => ({ productId: event.productId, variantId: event.variantId }),
                },
              ],
            },
          ],
          "wishlist.sync": { actions: ["readStored", "keepUnreadableAside"] },
        },
      },
    },
  });
}

/** The machine type of {@link guestWishlistMachine}. */
export type GuestWishlistMachine = ReturnType<typeof buildGuestWishlistMachine>;

/**
 * The guest wishlist (storefront §3, §6): `productId:variantId` entries, one per product. The
 * host provides `persist`, `keepUnreadableAside`, `announceAdded` / `announceRemoved` and the
 * `watchStorage` actor — see `guestWishlistImplementations` — so the machine itself touches no
 * storage and no window.
 *
 * @example
 * ```ts
 * const actor = createActor(guestWishlistMachine.provide(guestWishlistImplementations(storage, window)), {
 *   input: { stored: storage.getItem("customer-wishlist-SS") },
 * }).start();
 * actor.send({ type: "wishlist.toggle", productId: "1", variantId: "10" });
 * ```
 */
export const guestWishlistMachine: GuestWishlistMachine = buildGuestWishlistMachine();
