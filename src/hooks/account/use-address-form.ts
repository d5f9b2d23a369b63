import { useId, useRef } from "react";
import type { LoyaltyAddress } from "../../clients/loyalty";
import { addressCalls } from "../../clients/loyalty/addresses";
import {
  type AddressFormApi,
  addressFormMachine,
  connectAddressForm,
  createAddressFormActors,
  followAddressForm,
} from "../../machines/address-form";
import { accountAddressesMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import { accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";

/** Options of {@link useAddressForm}. */
export interface UseAddressFormOptions {
  /** The address to edit (read once, on mount); absent to add one. */
  address?: LoyaltyAddress | null;
  /** Closes the modal: the close button, Escape, and after a save. */
  onClose?: () => void;
  /** Where focus goes on close when nothing opened the modal (a link did): its opener's id. */
  closeFocusId?: string;
  /** Called with the address once it is saved (before `onClose`). */
  onSaved?: (address: LoyaltyAddress) => void;
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/**
 * The add/edit address form in its modal (account-area §4 "Address form", §5): the required
 * fields with messages on each and an error summary that takes focus on a failed submit and
 * links to each field; 'Set as primary address'; submit disables the button (show a spinner
 * while `isBusy`), updates with an id or creates, refreshes the `Addresses` list and closes the
 * modal. A failure keeps every value and shows the service's message. Dialog props carry the
 * focus handling (focus in on open, Tab kept inside, Escape closes, focus back to the opener).
 *
 * @example
 * ```tsx
 * function AddressModal({ address, onClose }: { address?: LoyaltyAddress; onClose: () => void }) {
 *   const form = useAddressForm({ address, onClose });
 *   return (
 *     <div {...form.getDialogProps()}>
 *       <h2 {...form.getTitleProps()}>{form.title}</h2>
 *       <form {...form.getFormProps()}>
 *         <label {...form.getLabelProps("first_name")}>{form.labels.first_name}</label>
 *         <input {...form.getFieldProps("first_name")} />
 *         <p {...form.getErrorProps("first_name")}>{form.fieldErrors.first_name}</p>
 *         <button {...form.getSubmitButtonProps()}>{form.isBusy ? "Saving…" : "Save address"}</button>
 *       </form>
 *     </div>
 *   );
 * }
 * ```
 */
export function useAddressForm(options: UseAddressFormOptions = {}): AddressFormApi {
  const messages = useMessages(accountAddressesMessages);
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const latest = useRef(options);
  latest.current = options;
  return useMachineApi(addressFormMachine, {
    provide: (runtime) => {
      const binding = accountBinding(runtime);
      const refuse = refuseWithout(binding);
      const loyalty = binding.context(addressCalls)?.loyalty ?? {
        createAddress: refuse,
        updateAddress: refuse,
      };
      return { actors: createAddressFormActors(loyalty, binding.invalidate) };
    },
    input: () => ({ address: options.address ?? null, messages }),
    connect: connectAddressForm,
    options: { id, messages, onClose: () => latest.current.onClose?.(), closeFocusId: options.closeFocusId },
    start: (actor) =>
      followAddressForm(actor, {
        id,
        ...(typeof document === "undefined" ? {} : { document }),
        onSaved: (address) => {
          latest.current.onSaved?.(address);
          latest.current.onClose?.();
        },
      }),
  });
}
