import * as v from "valibot";
import type { AddressPayload } from "../../rules/addresses";
import { dataOf, ignoredBody, type LoyaltyRequestOptions } from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";
import { type LoyaltyAddress, loyaltyAddressSchema } from "./schemas/address.schemas";

/** Address calls of the {@link LoyaltyClient}. */
export interface AddressCalls {
  /**
   * The customer's saved addresses (`GET /profile/addresses`), in the service's order; sort
   * them with `sortAddresses` from `solekit/rules`.
   *
   * @example
   * ```ts
   * const addresses = sortAddresses(await loyalty.getAddresses());
   * ```
   */
  getAddresses(options?: LoyaltyRequestOptions): Promise<LoyaltyAddress[]>;
  /**
   * Saves a new address (`POST /profile/addresses`); one saved with `is_default` becomes the only
   * primary address. Missing required fields reject with 422 and field errors (see
   * {@link loyaltyFieldErrors}).
   *
   * @example
   * ```ts
   * await loyalty.createAddress(buildAddressPayload(form));
   * ```
   */
  createAddress(address: AddressPayload, options?: LoyaltyRequestOptions): Promise<LoyaltyAddress>;
  /**
   * Changes an address (`PUT /profile/addresses/{id}`).
   *
   * @example
   * ```ts
   * await loyalty.updateAddress(address.id, buildAddressPayload(form));
   * ```
   */
  updateAddress(
    addressId: number,
    address: AddressPayload,
    options?: LoyaltyRequestOptions,
  ): Promise<LoyaltyAddress>;
  /**
   * Deletes an address (`DELETE /profile/addresses/{id}`).
   *
   * @example
   * ```ts
   * await loyalty.deleteAddress(address.id);
   * ```
   */
  deleteAddress(addressId: number, options?: LoyaltyRequestOptions): Promise<void>;
}

/**
 * Builds the address calls over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const addresses = await addressCalls(connection).getAddresses();
 * ```
 */
export function addressCalls(ctx: LoyaltyContext): AddressCalls {
  const address = dataOf(loyaltyAddressSchema);
  const path = (id: number) => `/profile/addresses/${encodeURIComponent(id)}`;
  return {
    getAddresses: (options = {}) =>
      ctx.api.request({
        path: "/profile/addresses",
        schema: dataOf(v.array(loyaltyAddressSchema)),
        signal: options.signal,
      }),
    createAddress: (body, options = {}) =>
      ctx.api.request({
        path: "/profile/addresses",
        method: "POST",
        body,
        schema: address,
        signal: options.signal,
      }),
    updateAddress: (addressId, body, options = {}) =>
      ctx.api.request({
        path: path(addressId),
        method: "PUT",
        body,
        schema: address,
        signal: options.signal,
      }),
    async deleteAddress(addressId, options = {}) {
      await ctx.api.request({
        path: path(addressId),
        method: "DELETE",
        schema: ignoredBody,
        signal: options.signal,
      });
    },
  };
}
