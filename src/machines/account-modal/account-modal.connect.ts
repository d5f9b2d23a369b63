import type { SnapshotFrom } from "xstate";
import { LOGGED_OUT_ACCOUNT_HREF } from "../../rules/account-route";
import { quickSearchMessages } from "../../rules/messages";
import { hasModifier, type KeyboardEventLike, type MouseEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { accountModalDomIds } from "./account-modal.dom";
import type { AccountModalMachine } from "./account-modal.machine";
import type {
  AccountModalApi,
  AccountModalCloseButtonProps,
  AccountModalConnectOptions,
  AccountModalEvent,
} from "./account-modal.types";

const closeButton = (own: AccountModalCloseButtonProps) => own;

/**
 * Turns an account-modal snapshot into its public API: `isOpen`, `open()`, `close()` and the
 * dialog's ARIA wiring (render it as a native `<dialog>` shown with `showModal()` for the focus
 * trap; the trigger's id is where focus goes back).
 *
 * @example
 * ```ts
 * const modal = connectAccountModal(actor.getSnapshot(), actor.send);
 * if (modal.isOpen) dialog.showModal();
 * ```
 */
export function connectAccountModal(
  snapshot: SnapshotFrom<AccountModalMachine>,
  send: (event: AccountModalEvent) => void,
  options: AccountModalConnectOptions = {},
): AccountModalApi {
  const ids = accountModalDomIds(options.id);
  const isOpen = snapshot.matches("open");
  const close = () => send({ type: "modal.close" });
  return {
    status: "idle",
    error: null,
    errorMessage: null,
    isOpen,
    open: () => send({ type: "modal.open" }),
    close,
    getDialogProps: (props) =>
      mergeProps(
        {
          id: ids("dialog"),
          role: "dialog" as const,
          "aria-modal": true as const,
          "aria-labelledby": ids("title"),
          onKeyDown: (event: KeyboardEventLike) => {
            if (event.key !== "Escape") return;
            event.preventDefault();
            close();
          },
        },
        props,
      ),
    getTitleProps: (props) => mergeProps({ id: ids("title") }, props),
    getTriggerProps: (props) =>
      mergeProps(
        {
          id: options.triggerId ?? ids("trigger"),
          href: LOGGED_OUT_ACCOUNT_HREF,
          "aria-haspopup": "dialog" as const,
          "aria-expanded": isOpen,
          "aria-controls": ids("dialog"),
          onClick: (event: MouseEventLike) => {
            if (hasModifier(event)) return;
            event.preventDefault();
            send({ type: "modal.open" });
          },
        },
        props,
      ),
    getCloseButtonProps: (props) =>
      mergeProps(
        closeButton({
          type: "button",
          "aria-label": (options.messages ?? quickSearchMessages).close,
          onClick: close,
        }),
        props,
      ),
  };
}
