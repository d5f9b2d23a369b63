import type { LoyaltyAddress } from "../../clients/loyalty";
import { addressCalls } from "../../clients/loyalty/addresses";
import { addressesQuery } from "../../machines/addresses";
import { type AccountQueryApi, useAccountQuery } from "./use-account-query";

/**
 * The signed-in customer's saved addresses (account-area §2 Addresses), primary first. Cached
 * under `Addresses`; the address form and the delete refresh it.
 *
 * @example
 * ```tsx
 * function AddressList() {
 *   const addresses = useAddresses();
 *   if (addresses.status === "loading") return <p>Loading…</p>;
 *   return <ul>{addresses.data?.map((a) => <li key={a.id}>{a.address_line_1}</li>)}</ul>;
 * }
 * ```
 */
export function useAddresses(): AccountQueryApi<LoyaltyAddress[]> {
  return useAccountQuery(addressesQuery, addressCalls);
}
