import type { LoyaltyAddress } from "../../clients/loyalty";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type { CustomerFieldPropGetter, CustomerPropGetter } from "../customer-token/customer-token.types";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike, KeyboardEventLike } from "../shared/events";

/**
 * The cached address list as the delete edits it optimistically: a framework-free view of the
 * query client's `Addresses` entry (the hook builds it; a test passes an array).
 */
export interface AddressListCache {
  /** Cancels refetches in flight, so none overwrites the optimistic list. */
  cancel(): Promise<void>;
  /** Replaces the cached list (nothing happens when none is cached). */
  update(change: (addresses: readonly LoyaltyAddress[]) => LoyaltyAddress[]): void;
}

/** A delete that failed: the address is back in the list, with this message beside it. */
export interface AddressDeleteFailure {
  /** The address that could not be deleted. */
  readonly addressId: number;
  /** What the shopper reads. */
  readonly message: string;
}

/** The messages the delete shows. */
export type AddressDeleteMessages = Pick<
  AccountMessageCatalogue,
  | "addressDelete"
  | "addressDeleteConfirm"
  | "addressDeleteConfirmButton"
  | "addressCancel"
  | "addressDeleted"
  | "addressDeleteFailed"
>;

/** Input of the address delete machine. */
export interface AddressDeleteInput {
  /** Messages. */
  messages?: AddressDeleteMessages;
}

/** Context of the address delete machine. */
export interface AddressDeleteContext {
  /** The address whose delete awaits confirmation, else `null`. */
  confirming: LoyaltyAddress | null;
  /** Confirmed deletes, oldest first; the first is the one running. */
  queue: LoyaltyAddress[];
  /** The last delete that failed, until the next request. */
  failure: AddressDeleteFailure | null;
  /** The last address deleted, until the next request. */
  deleted: LoyaltyAddress | null;
  /** Every address this delete removed (a request for one of them is ignored). */
  deletedIds: number[];
  /** The last failure of the call. */
  error: SolekitError | null;
  /** Messages. */
  messages: AddressDeleteMessages;
}

/** Events of the address delete machine. */
export type AddressDeleteEvent =
  /** Delete pressed on an address: asks for confirmation. */
  | { type: "delete.request"; address: LoyaltyAddress }
  /** The confirmation dismissed. */
  | { type: "delete.cancel" }
  /** The confirmation accepted: the delete runs now, or after the one running. */
  | { type: "delete.confirm" };

/** Options of `connectAddressDelete`. */
export type AddressDeleteConnectOptions = ConnectOptions<AddressDeleteMessages>;

/** Props of an address card's Delete button. */
export interface AddressDeleteButtonProps {
  /** DOM id (the confirmation returns focus to it when cancelled). */
  id: string;
  /** Not a submit. */
  type: "button";
  /** Disabled while this address's delete is queued or running. */
  disabled: boolean;
  /** Asks for confirmation. */
  onClick(event: EventLike): void;
}

/** Props of the confirmation dialog. */
export interface AddressConfirmDialogProps {
  /** DOM id. */
  id: string;
  /** A dialog that asks before something happens. */
  role: "alertdialog";
  /** The page behind is not for use while it is open. */
  "aria-modal": true;
  /** The question's id. */
  "aria-labelledby": string;
  /** The address's id. */
  "aria-describedby": string;
  /** Focusable, so focus can move into it. */
  tabIndex: -1;
  /** Moves focus to Cancel when mounted; back to the Delete button when cancelled. */
  ref(element: unknown): void;
  /** Escape cancels; Tab stays inside. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of a part of the confirmation (question, address) or of a button in it. */
export interface AddressConfirmPartProps {
  /** DOM id. */
  id: string;
}

/** Props of the confirmation's buttons. */
export interface AddressConfirmButtonProps extends AddressConfirmPartProps {
  /** Not a submit. */
  type: "button";
  /** Confirms or cancels. */
  onClick(event: EventLike): void;
}

/** The address delete's public API, as `connectAddressDelete` and `useDeleteAddress` return it. */
export interface AddressDeleteApi extends SliceState {
  /** The address whose delete awaits confirmation (render the confirmation), else `null`. */
  readonly confirming: LoyaltyAddress | null;
  /** Whether a delete runs. */
  readonly isBusy: boolean;
  /** The last failed delete (its address is back in the list), else `null`. */
  readonly failure: AddressDeleteFailure | null;
  /** 'Address deleted.' after a delete, for a live region, else `null`. */
  readonly deletedMessage: string | null;
  /** Whether this address's delete is queued or running. */
  isPending(addressId: number): boolean;
  /** Asks to delete an address. */
  request(address: LoyaltyAddress): void;
  /** Confirms the delete asked for. */
  confirm(): void;
  /** Dismisses the confirmation. */
  cancel(): void;
  /** An address card's Delete button. */
  getDeleteButtonProps: CustomerFieldPropGetter<LoyaltyAddress, AddressDeleteButtonProps>;
  /** The confirmation dialog. */
  getConfirmDialogProps: CustomerPropGetter<AddressConfirmDialogProps>;
  /** The confirmation's question. */
  getConfirmTitleProps: CustomerPropGetter<AddressConfirmPartProps>;
  /** The confirmation's description (the address). */
  getConfirmDescriptionProps: CustomerPropGetter<AddressConfirmPartProps>;
  /** The confirmation's 'Yes, delete' button. */
  getConfirmButtonProps: CustomerPropGetter<AddressConfirmButtonProps>;
  /** The confirmation's Cancel button. */
  getCancelButtonProps: CustomerPropGetter<AddressConfirmButtonProps>;
}
