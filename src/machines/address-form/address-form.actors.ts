import type { LoyaltyAddress, LoyaltyClient } from "../../clients/loyalty";
import type { InvalidateAccountKeys } from "../account";
import { fromRequest } from "../shared/request";
import type { AddressSaveRequest } from "./address-form.types";

/**
 * The address form's side effect (account-area §4, §7): `PUT /profile/addresses/{id}` with an
 * id, otherwise `POST /profile/addresses`, then the `Addresses` cache invalidated so the list
 * refetches. The write is not cancelled when the form goes away (closing the modal mid-save):
 * once sent it finishes and the list still refreshes; only its answer is dropped.
 *
 * @example
 * ```ts
 * const actors = createAddressFormActors(loyalty, binding.invalidate);
 * const actor = createActor(addressFormMachine.provide({ actors }), { input: {} }).start();
 * ```
 */
export function createAddressFormActors(
  loyalty: Pick<LoyaltyClient, "createAddress" | "updateAddress">,
  invalidate: InvalidateAccountKeys,
) {
  return {
    saveAddress: fromRequest<LoyaltyAddress, AddressSaveRequest>(async ({ id, payload }) => {
      const saved =
        id === null ? await loyalty.createAddress(payload) : await loyalty.updateAddress(id, payload);
      await invalidate(["Addresses"]);
      return saved;
    }),
  };
}
