import type { SnapshotFrom } from "xstate";
import { shopMessages as defaultMessages, formatMessage } from "../../rules/messages";
import type { SliceStatus } from "../shared/connect";
import { dialogRef, trapTab } from "../shared/dialog";
import { domIds } from "../shared/dom-ids";
import type { KeyboardEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { PwpPopupMachine } from "./pwp-popup.machine";
import type {
  PwpAddButtonProps,
  PwpAddState,
  PwpDialogProps,
  PwpDismissProps,
  PwpPopupApi,
  PwpPopupConnectOptions,
  PwpPopupEvent,
  PwpStatusProps,
  PwpTitleProps,
} from "./pwp-popup.types";

function statusOf(snapshot: SnapshotFrom<PwpPopupMachine>): SliceStatus {
  if (snapshot.matches({ open: "loading" })) return "loading";
  if (snapshot.matches({ open: "failed" })) return "error";
  return snapshot.matches("open") ? "success" : "idle";
}

/**
 * Turns a pwp popup snapshot into its public API: the open rule's title, description, upsell
 * products and 'View all' link, `dismiss()`, and the dialog's prop getters (a modal dialog:
 * focus moves to its title, Tab stays inside, Escape dismisses, focus returns to where it was).
 *
 * @example
 * ```ts
 * const api = connectPwpPopup(actor.getSnapshot(), actor.send, { id: "pwp" });
 * if (api.isOpen) heading.textContent = api.title;
 * ```
 */
export function connectPwpPopup(
  snapshot: SnapshotFrom<PwpPopupMachine>,
  send: (event: PwpPopupEvent) => void,
  options: PwpPopupConnectOptions = {},
): PwpPopupApi {
  const { messages = defaultMessages } = options;
  const id = domIds(options.id ?? "pwp");
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const error = status === "error" ? context.error : null;
  const isOpen = snapshot.matches("open");
  const rule = isOpen ? context.rule : null;
  const dismiss = () => send({ type: "popup.dismiss" });
  const addState = (product: { id: string }): PwpAddState => context.adds[product.id] ?? "idle";
  const addWords = {
    idle: messages.pwpAdd,
    adding: messages.pwpAdding,
    added: messages.pwpAdded,
    failed: messages.pwpAdd,
  };
  const addLabel = (product: { id: string }) => addWords[addState(product)];
  const answer = isOpen ? context.lastAnswer : null;
  const statusMessage = !answer
    ? null
    : answer.error
      ? formatMessage(messages.pwpAddFailedStatus, { name: answer.name, message: answer.error.message })
      : formatMessage(messages.pwpAddedStatus, { name: answer.name });
  const add: PwpPopupApi["add"] = (product, lines) =>
    send({ type: "upsell.add", productId: product.id, name: product.name, lines });
  return {
    status,
    error,
    errorMessage: error ? formatMessage(messages.loaderError, { message: error.message }) : null,
    isOpen,
    title: rule?.title ?? "",
    description: rule?.description ?? "",
    products: status === "success" ? context.products : [],
    viewAllUrl: rule?.upsellCollection ? `/collections/${encodeURIComponent(rule.upsellCollection)}` : null,
    viewAllLabel: messages.viewAll,
    dismiss,
    statusMessage,
    addState,
    addLabel,
    add,
    getAddButtonProps(product, lines, props) {
      const own: PwpAddButtonProps = {
        type: "button",
        "aria-label": formatMessage(messages.pwpAddLabel, { label: addLabel(product), name: product.name }),
        "aria-disabled": addState(product) === "adding",
        "data-state": addState(product),
        onClick: () => add(product, lines),
      };
      return mergeProps(own, props);
    },
    getStatusProps: (props) => {
      const own: PwpStatusProps = { id: id("status"), role: "status", "aria-live": "polite" };
      return mergeProps(own, props);
    },
    getDialogProps(props) {
      const own: PwpDialogProps = {
        id: id("dialog"),
        role: "dialog",
        "aria-modal": true,
        "aria-labelledby": id("title"),
        "aria-describedby": id("description"),
        tabIndex: -1,
        // Its content starts with text: focus goes to the title at the top (WAI-ARIA APG, dialog
        // pattern), so a bottom sheet opens showing it, not scrolled to 'No thanks' at its end.
        ref: dialogRef(id("dialog"), id("title")),
        onKeyDown(event: KeyboardEventLike) {
          if (event.key === "Escape") {
            event.preventDefault();
            dismiss();
          } else if (event.key === "Tab") {
            trapTab(event);
          }
        },
      };
      return mergeProps(own, props);
    },
    getTitleProps: (props) => {
      const own: PwpTitleProps = { id: id("title"), tabIndex: -1 };
      return mergeProps(own, props);
    },
    getDescriptionProps: (props) => mergeProps({ id: id("description") }, props),
    getDismissButtonProps(props) {
      const own: PwpDismissProps = { id: id("dismiss"), type: "button", onClick: dismiss };
      return mergeProps(own, props);
    },
  };
}
