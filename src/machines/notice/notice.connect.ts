import type { SnapshotFrom } from "xstate";
import { cartMessages as defaultMessages } from "../../rules/messages";
import { domIds } from "../shared/dom-ids";
import { mergeProps } from "../shared/merge-props";
import type { NoticeMachine } from "./notice.machine";
import type {
  NoticeApi,
  NoticeConnectOptions,
  NoticeDismissProps,
  NoticeEvent,
  NoticeRegionProps,
} from "./notice.types";

/**
 * Turns a notice snapshot into the notice's public API: the notice on show, `show`/`dismiss`,
 * and the live region's props (status, or alert for errors; hover and focus pause the
 * countdown), each merged with the caller's props.
 *
 * @example
 * ```ts
 * const api = connectNotice(actor.getSnapshot(), actor.send);
 * api.show({ type: "success", message: "Added to your bag" });
 * ```
 */
export function connectNotice(
  snapshot: SnapshotFrom<NoticeMachine>,
  send: (event: NoticeEvent) => void,
  options: NoticeConnectOptions = {},
): NoticeApi {
  const { messages = defaultMessages } = options;
  const id = domIds(options.id ?? "notice");
  const isVisible = snapshot.matches("visible");
  const notice = isVisible ? snapshot.context.notice : null;
  const isError = notice?.type === "error";
  const pause = () => send({ type: "notice.pause" });
  const resume = () => send({ type: "notice.resume" });
  return {
    status: isVisible ? "success" : "idle",
    error: null,
    errorMessage: null,
    notice,
    isVisible,
    isPaused: snapshot.matches({ visible: "paused" }),
    show: (request) => send({ type: "notice.show", notice: request }),
    dismiss: () => send({ type: "notice.dismiss" }),
    getRegionProps(props) {
      const own: NoticeRegionProps = {
        id: id("region"),
        role: isError ? "alert" : "status",
        "aria-live": isError ? "assertive" : "polite",
        "aria-atomic": true,
        ...(notice ? { "data-type": notice.type } : {}),
        onMouseEnter: pause,
        onMouseLeave: resume,
        onFocus: pause,
        onBlur: resume,
      };
      return mergeProps(own, props);
    },
    getDismissButtonProps(props) {
      const own: NoticeDismissProps = {
        type: "button",
        "aria-label": messages.noticeDismiss,
        onClick: () => send({ type: "notice.dismiss" }),
      };
      return mergeProps(own, props);
    },
  };
}
