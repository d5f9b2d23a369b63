import type { SnapshotFrom } from "xstate";
import { accountAddressesMessages } from "../../rules/messages";
import { dialogRef, trapTab } from "../shared/dialog";
import { domIds } from "../shared/dom-ids";
import type { EventLike, KeyboardEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { AddressDeleteMachine } from "./address-delete.machine";
import type {
  AddressDeleteApi,
  AddressDeleteConnectOptions,
  AddressDeleteEvent,
} from "./address-delete.types";

/**
 * Turns an address delete snapshot into its public API: the confirmation asked for, the pending
 * deletes, the last failure, and prop getters for the Delete buttons and the confirmation dialog.
 *
 * @example
 * ```ts
 * const actor = createActor(addressDeleteMachine.provide({ actors }), { input: {} }).start();
 * actor.subscribe((snapshot) => render(connectAddressDelete(snapshot, actor.send, { id: "delete" })));
 * ```
 */
export function connectAddressDelete(
  snapshot: SnapshotFrom<AddressDeleteMachine>,
  send: (event: AddressDeleteEvent) => void,
  options: AddressDeleteConnectOptions = {},
): AddressDeleteApi {
  const messages = options.messages ?? accountAddressesMessages;
  const ids = domIds(options.id ?? "address-delete");
  const { context } = snapshot;
  const isBusy = snapshot.hasTag("busy");
  const isPending = (addressId: number) => context.queue.some((address) => address.id === addressId);
  const cancel = () => send({ type: "delete.cancel" });
  const confirming = context.confirming;
  return {
    status: isBusy ? "loading" : context.failure ? "error" : context.deleted ? "success" : "idle",
    error: context.failure ? context.error : null,
    errorMessage: context.failure?.message ?? null,
    confirming,
    isBusy,
    failure: context.failure,
    deletedMessage: context.deleted && !isBusy ? messages.addressDeleted : null,
    isPending,
    request: (address) => send({ type: "delete.request", address }),
    confirm: () => send({ type: "delete.confirm" }),
    cancel,
    getDeleteButtonProps: (address, props) =>
      mergeProps(
        {
          id: ids("delete", address.id),
          type: "button" as const,
          disabled: isPending(address.id),
          onClick: (_event: EventLike) => send({ type: "delete.request", address }),
        },
        props,
      ),
    getConfirmDialogProps: (props) =>
      mergeProps(
        {
          id: ids("confirm"),
          role: "alertdialog" as const,
          "aria-modal": true as const,
          "aria-labelledby": ids("confirm-title"),
          "aria-describedby": ids("confirm-description"),
          tabIndex: -1 as const,
          // One dialog per address, so focus returns to that address's Delete button.
          ref: dialogRef(ids("confirm", confirming?.id ?? "none"), ids("confirm-cancel")),
          onKeyDown: (event: KeyboardEventLike) => {
            if (event.key === "Escape") {
              event.preventDefault();
              cancel();
            } else if (event.key === "Tab") {
              trapTab(event);
            }
          },
        },
        props,
      ),
    getConfirmTitleProps: (props) => mergeProps({ id: ids("confirm-title") }, props),
    getConfirmDescriptionProps: (props) => mergeProps({ id: ids("confirm-description") }, props),
    getConfirmButtonProps: (props) =>
      mergeProps(
        {
          id: ids("confirm-delete"),
          type: "button" as const,
          onClick: () => send({ type: "delete.confirm" }),
        },
        props,
      ),
    getCancelButtonProps: (props) =>
      mergeProps(
        { id: ids("confirm-cancel"), type: "button" as const, onClick: (_event: EventLike) => cancel() },
        props,
      ),
  };
}
