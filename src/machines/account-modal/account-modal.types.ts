import type { SearchMessageCatalogue } from "../../rules/messages";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike, KeyboardEventLike, MouseEventLike, PropHandlers } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** Input of the account-modal machine. */
export interface AccountModalInput {
  /** Whether the page opened with `modal=account` (or `#account`) in its URL. */
  openedByUrl: boolean;
}

/** Context of the account-modal machine. */
export interface AccountModalContext {
  /** Whether the URL still carries the marker that opened the modal (removed on close). */
  urlMarked: boolean;
}

/** Events of the account-modal machine. */
export type AccountModalEvent =
  /** Opens the modal (the header's profile icon for a guest). */
  | { type: "modal.open" }
  /** Closes the modal; a URL marker is removed with a history replace. */
  | { type: "modal.close" }
  /** The URL changed; `marked` says whether it now asks for the modal. */
  | { type: "url.change"; marked: boolean };

/** Options of `connectAccountModal`. */
export interface AccountModalConnectOptions extends ConnectOptions<AccountModalMessages> {
  /** DOM id of the profile link `getTriggerProps` gives (unique per trigger). @default `${id}-trigger` */
  readonly triggerId?: string;
}

/** The messages the account modal shows (the close button's name). */
export type AccountModalMessages = Pick<SearchMessageCatalogue, "close">;

/** Props of the dialog element. */
export interface AccountModalDialogProps {
  /** DOM id. */
  id: string;
  /** A dialog. */
  role: "dialog";
  /** Modal: the page behind is inert. */
  "aria-modal": true;
  /** Labelled by its heading (see `getTitleProps`). */
  "aria-labelledby": string;
  /** Escape closes it. */
  onKeyDown: (event: KeyboardEventLike) => void;
}

/** Props of the element that titles the dialog. */
export interface AccountModalTitleProps {
  /** DOM id the dialog's `aria-labelledby` points at. */
  id: string;
}

/** Props of the profile link that opens the modal for a guest. */
export interface AccountModalTriggerProps {
  /** DOM id (focus returns here when the modal closes). */
  id: string;
  /** Where the link goes without script: the home page's account modal. */
  href: string;
  /** Opens a dialog. */
  "aria-haspopup": "dialog";
  /** Whether the modal is open. */
  "aria-expanded": boolean;
  /** The dialog it opens. */
  "aria-controls": string;
  /** Opens the modal in place (a modified click still opens the link). */
  onClick: (event: MouseEventLike) => void;
}

/** Props of the close button. */
export interface AccountModalCloseButtonProps {
  /** A plain button. */
  type: "button";
  /** Its name for screen readers. */
  "aria-label": string;
  /** Closes the modal. */
  onClick: (event: EventLike) => void;
}

/** A prop getter of the account modal. */
export type AccountModalPropGetter<TOwn> = <T extends object>(
  props?: T & PropHandlers,
) => MergedProps<TOwn, T>;

/** The account modal's public API, as `connectAccountModal` and `useAccountModal` return it. */
export interface AccountModalApi extends SliceState {
  /** Whether the modal is open. */
  readonly isOpen: boolean;
  /** Opens it. */
  open(): void;
  /** Closes it (a `modal=account` parameter or `#account` hash leaves the URL, Back does not reopen it). */
  close(): void;
  /** The dialog. */
  getDialogProps: AccountModalPropGetter<AccountModalDialogProps>;
  /** The dialog's heading. */
  getTitleProps: AccountModalPropGetter<AccountModalTitleProps>;
  /** The guest's profile link. */
  getTriggerProps: AccountModalPropGetter<AccountModalTriggerProps>;
  /** The close button. */
  getCloseButtonProps: AccountModalPropGetter<AccountModalCloseButtonProps>;
}
