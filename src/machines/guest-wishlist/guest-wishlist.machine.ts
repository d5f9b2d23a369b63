import { assign, fromCallback, setup } from "xstate";
import {
  addToGuestWishlist,
  type GuestWishlistEntry,
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

// One heart's product and variant, as `wishlist.toggle` carries them.
type HeartEntry = GuestWishlistEntry;

// What an event carries, handed to guards and actions as typed params (no `event.type` checks).
const toggled = ({
  event,
}: {
  event: Extract<GuestWishlistEvent, { type: "wishlist.toggle" }>;
}): HeartEntry => ({
  productId: event.productId,
  variantId: event.variantId,
});
const stored = ({ event }: { event: Extract<GuestWishlistEvent, { type: "wishlist.sync" }> }) => event.stored;

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
      isWishlisted: ({ context }, entry: HeartEntry) => isOnGuestWishlist(context.entries, entry.productId),
    },
    actions: {
      addEntry: assign(({ context }, entry: HeartEntry) => ({
        entries: addToGuestWishlist(context.entries, entry),
      })),
      removeEntry: assign(({ context }, entry: HeartEntry) => ({
        entries: removeFromGuestWishlist(context.entries, entry.productId),
      })),
      readStored: assign((_, text: string | null) => readGuestWishlist(text)),
      // Provided by the host: write local storage, keep unreadable text aside, fire the page events.
      persist: () => undefined,
      keepUnreadableAside: () => undefined,
      announceAdded: (_, _params: HeartEntry) => undefined,
      announceRemoved: (_, _params: HeartEntry) => undefined,
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
              guard: { type: "isWishlisted", params: toggled },
              actions: [
                { type: "removeEntry", params: toggled },
                "persist",
                { type: "announceRemoved", params: toggled },
              ],
            },
            {
              actions: [
                { type: "addEntry", params: toggled },
                "persist",
                { type: "announceAdded", params: toggled },
              ],
            },
          ],
          "wishlist.sync": { actions: [{ type: "readStored", params: stored }, "keepUnreadableAside"] },
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
