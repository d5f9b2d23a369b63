// The guest wishlist's sync when a member signs in, loaded on demand by the customer session (a
// dynamic import), so a guest's page never downloads it.
import { createActor } from "xstate";
import { listItemCalls } from "../../clients/loyalty/list-items";
import { listCalls } from "../../clients/loyalty/lists";
import { profileCalls } from "../../clients/loyalty/profile";
import { createWishlistSyncActors, wishlistSyncMachine } from "../../machines/wishlist-sync";
import { announceWishlistEvent } from "../../machines/wishlists/wishlist-update-event";
import { WISHLIST_UPDATE_EVENT } from "../../rules/keys";
import { accountWishlistHeartsMessages } from "../../rules/messages-account-wishlist-hearts";
import { accountBinding } from "../account/account-context";
import type { SolekitRuntime } from "../provider/solekit-runtime";

/** Local-storage key prefix marking that this browser saw a customer's sync end (per customer id). */
export const WISHLIST_SYNC_DONE_KEY = "solekit-wishlist-synced";

const running = new WeakSet<SolekitRuntime>();

/**
 * Runs the guest wishlist sync once for the signed-in member ({@link wishlistSyncMachine}): the
 * profile's `wishlist-synced` tag decides, and this browser remembers a finished sync per
 * customer so later pages skip it without a request. A failed sync leaves no mark, so the next
 * sign-in (the next page of a member) tries again. On success `Wishlists` and `Profiles` are
 * refreshed and `omneo:wishlist:update` fired; a failure's message (account-area §8) goes to
 * `onFailed`. Resolves when it ends.
 *
 * @example
 * ```ts
 * await startGuestWishlistSync(runtime);
 * ```
 */
export async function startGuestWishlistSync(
  runtime: SolekitRuntime,
  onFailed?: (message: string) => void,
): Promise<void> {
  const customerId = runtime.config.customer?.id;
  if (!customerId || running.has(runtime)) return;
  const doneKey = `${WISHLIST_SYNC_DONE_KEY}:${customerId}`;
  if (runtime.storage.getItem(doneKey)) return;
  const binding = accountBinding(runtime);
  const profile = binding.context(profileCalls)?.loyalty;
  const lists = binding.context(listCalls)?.loyalty;
  const items = binding.context(listItemCalls)?.loyalty;
  if (!profile || !lists || !items) return;
  running.add(runtime);
  const browser = typeof window === "undefined" ? undefined : window;
  const actor = createActor(
    wishlistSyncMachine.provide({
      actors: createWishlistSyncActors({
        profile,
        lists,
        items,
        storage: runtime.storage,
        ...(browser
          ? {
              browser: {
                ...(browser.navigator?.locks ? { locks: browser.navigator.locks } : {}),
                localStorage: browser.localStorage,
              },
            }
          : {}),
      }),
    }),
    { input: { messages: accountWishlistHeartsMessages } },
  );
  await new Promise<void>((resolve) => {
    actor.on("sync.done", async (event) => {
      runtime.storage.setItem(doneKey, String(runtime.clock.now()));
      if (event.outcome !== "skipped") {
        await binding.invalidate(["Wishlists", "Profiles"]);
        announceWishlistEvent(browser, WISHLIST_UPDATE_EVENT);
      }
      resolve();
    });
    // The spec's message goes to the host (`onFailed`); the shopper's local items stay for the next try.
    actor.on("sync.failed", ({ message }) => {
      onFailed?.(message);
      resolve();
    });
    actor.start();
  });
  running.delete(runtime);
}
