import { useId } from "react";
import type { LoyaltyAddress } from "../../clients/loyalty";
import { addressCalls } from "../../clients/loyalty/addresses";
import {
  type AddressDeleteApi,
  type AddressListCache,
  addressDeleteMachine,
  connectAddressDelete,
  createAddressDeleteActors,
} from "../../machines/address-delete";
import { accountAddressesMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import { type AccountBinding, accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";

// The query client's Addresses entry, as the delete edits it optimistically.
function addressListCache({ context, queryClient }: AccountBinding): AddressListCache {
  const keys = context(addressCalls)?.keys;
  if (!keys) return { cancel: async () => undefined, update: () => undefined };
  const queryKey = keys.of("Addresses");
  return {
    cancel: () => queryClient.cancelQueries({ queryKey }),
    update: (change) =>
      queryClient.setQueryData<LoyaltyAddress[]>(queryKey, (addresses) =>
        addresses ? change(addresses) : addresses,
      ),
  };
}

/** Options of {@link useDeleteAddress}. */
export interface UseDeleteAddressOptions {
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/**
 * Deleting a saved address with confirmation (account-area §2 Addresses): `request(address)`
 * (or a Delete button's props) asks, `confirm()` deletes. The address leaves the list at once; if
 * the service refuses, it comes back in its place with `failure.message` beside it; either way
 * the list is refetched. Deletes confirmed while one runs wait their turn.
 *
 * @example
 * ```tsx
 * function Addresses({ addresses }: { addresses: LoyaltyAddress[] }) {
 *   const del = useDeleteAddress();
 *   return (
 *     <>
 *       {addresses.map((a) => <button key={a.id} {...del.getDeleteButtonProps(a)}>Delete</button>)}
 *       {del.confirming && (
 *         <div {...del.getConfirmDialogProps()}>
 *           <p {...del.getConfirmTitleProps()}>Delete this address?</p>
 *           <button {...del.getConfirmButtonProps()}>Yes, delete</button>
 *           <button {...del.getCancelButtonProps()}>Cancel</button>
 *         </div>
 *       )}
 *     </>
 *   );
 * }
 * ```
 */
export function useDeleteAddress(options: UseDeleteAddressOptions = {}): AddressDeleteApi {
  const messages = useMessages(accountAddressesMessages);
  const generatedId = useId();
  return useMachineApi(addressDeleteMachine, {
    provide: (runtime) => {
      const binding = accountBinding(runtime);
      const loyalty = binding.context(addressCalls)?.loyalty ?? { deleteAddress: refuseWithout(binding) };
      return { actors: createAddressDeleteActors(loyalty, addressListCache(binding), binding.invalidate) };
    },
    input: () => ({ messages }),
    connect: connectAddressDelete,
    options: { id: options.id ?? generatedId, messages },
  });
}
