import type { LoyaltyAddress, LoyaltyClient } from "../../clients/loyalty";
import type { InvalidateAccountKeys } from "../account";
import { fromRequest } from "../shared/request";
import type { AddressListCache } from "./address-delete.types";

// Puts a refused delete's address back where it was, unless a refetch already brought it back.
const restore = (addresses: readonly LoyaltyAddress[], address: LoyaltyAddress, index: number) =>
  addresses.some((a) => a.id === address.id)
    ? [...addresses]
    : [...addresses.slice(0, index), address, ...addresses.slice(index)];

/**
 * The delete's side effect, optimistic (`docs/architecture.md`, "Account server state"): cancel the
 * list's refetches, note where the address was, remove it from the cached list,
 * `DELETE /profile/addresses/{id}`; on a refusal put it back in its place and fail at once, so the
 * form says so; either way settle by invalidating `Addresses` without waiting for the refetch. The
 * write is not cancelled once sent.
 *
 * @example
 * ```ts
 * const actors = createAddressDeleteActors(loyalty, addressListCache, binding.invalidate);
 * ```
 */
export function createAddressDeleteActors(
  loyalty: Pick<LoyaltyClient, "deleteAddress">,
  cache: AddressListCache,
  invalidate: InvalidateAccountKeys,
) {
  return {
    removeAddress: fromRequest<void, LoyaltyAddress>(async (address) => {
      await cache.cancel();
      let index = 0;
      cache.update((addresses) => {
        index = Math.max(
          0,
          addresses.findIndex((a) => a.id === address.id),
        );
        return addresses.filter((a) => a.id !== address.id);
      });
      try {
        await loyalty.deleteAddress(address.id);
      } catch (error) {
        cache.update((addresses) => restore(addresses, address, index));
        throw error;
      } finally {
        // Not awaited: the answer (and a refusal's message) must not wait on the list's refetch,
        // which TanStack retries with back-off while the service is down (seconds of "Deleting…"
        // with nothing said). The next delete cancels it before editing the list.
        void invalidate(["Addresses"]);
      }
    }),
  };
}
