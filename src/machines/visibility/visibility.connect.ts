import type { SnapshotFrom } from "xstate";
import { shopMessages } from "../../rules/messages";
import { mergeProps } from "../shared/merge-props";
import { visibilityDomIds } from "./visibility.dom";
import type { VisibilityMachine } from "./visibility.machine";
import type { VisibilityApi, VisibilityConnectOptions, VisibilityEvent } from "./visibility.types";

/**
 * Turns a visibility snapshot into its public API: state, named actions and the dialog's props.
 *
 * @example
 * ```ts
 * const api = connectVisibility(actor.getSnapshot(), actor.send, { id: "size-guide" });
 * drawer.hidden = api.getContentProps().hidden;
 * ```
 */
export function connectVisibility(
  snapshot: SnapshotFrom<VisibilityMachine>,
  send: (event: VisibilityEvent) => void,
  options: VisibilityConnectOptions = {},
): VisibilityApi {
  const messages = options.messages ?? shopMessages;
  const { name } = snapshot.context;
  const ids = visibilityDomIds(options.id ?? name);
  const isVisible = snapshot.matches("visible");
  return {
    status: "idle",
    error: null,
    errorMessage: null,
    name,
    isVisible,
    show: () => send({ type: "visibility.show" }),
    hide: () => send({ type: "visibility.hide" }),
    toggle: () => send({ type: "visibility.toggle" }),
    getTriggerProps: (props) =>
      mergeProps(
        {
          type: "button",
          "aria-expanded": isVisible,
          "aria-controls": ids("content"),
          onClick: () => send({ type: "visibility.toggle" }),
        } as const,
        props,
      ),
    getContentProps: (props) =>
      mergeProps(
        {
          id: ids("content"),
          role: "dialog",
          "aria-modal": true,
          tabIndex: -1,
          hidden: !isVisible,
          "data-visible": isVisible ? "true" : "false",
          onKeyDown: (event: { key: string; preventDefault(): void }) => {
            if (event.key !== "Escape" || !isVisible) return;
            event.preventDefault();
            send({ type: "visibility.hide" });
          },
        } as const,
        props,
      ),
    getCloseButtonProps: (props) =>
      mergeProps(
        {
          type: "button",
          "aria-label": messages.visibilityClose,
          onClick: () => send({ type: "visibility.hide" }),
        } as const,
        props,
      ),
  };
}
