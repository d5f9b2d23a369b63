import type { SnapshotFrom } from "xstate";
import { DOUBLE_TAP_ANIMATION_MS } from "../../rules/constants";
import { lightboxMessages } from "../../rules/messages";
import { dialogRef, trapTab } from "../shared/dialog";
import { domIds, focusById } from "../shared/dom-ids";
import type { EventLike, KeyboardEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { LightboxMachine } from "./lightbox.machine";
import type { LightboxApi, LightboxConnectOptions, LightboxEvent } from "./lightbox.types";

type Touches = ArrayLike<{ clientX: number; clientY: number }>;

const fingerDistance = (touches: Touches) => {
  const [a, b] = [touches[0], touches[1]];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
};

/**
 * Turns a lightbox snapshot into its API: triggers, the dialog (focus moves to its close button
 * when it opens, Tab stays inside, Escape closes and focus returns to the image shown), and the
 * zoom stage's wheel, double-tap and pinch handlers.
 *
 * @example
 * ```ts
 * const lightbox = connectLightbox(actor.getSnapshot(), actor.send, { id: "gallery" });
 * lightbox.getTriggerProps(0).onClick(event); // opens on the first image
 * ```
 */
export function connectLightbox(
  snapshot: SnapshotFrom<LightboxMachine>,
  send: (event: LightboxEvent) => void,
  options: LightboxConnectOptions = {},
): LightboxApi {
  const ids = domIds(options.id ?? "lightbox");
  const messages = options.messages ?? lightboxMessages;
  const { index, scale } = snapshot.context;
  const isOpen = snapshot.matches("open");
  const isAnimating = snapshot.matches({ open: "animating" });
  const closeAndReturn = (event: EventLike) => {
    send({ type: "lightbox.close" });
    focusById(event.currentTarget, ids("trigger", index));
  };
  return {
    status: "success",
    error: null,
    errorMessage: null,
    isOpen,
    index,
    scale,
    isAnimating,
    open: (at) => send({ type: "lightbox.open", index: at }),
    close: () => send({ type: "lightbox.close" }),
    next: () => send({ type: "image.next" }),
    previous: () => send({ type: "image.previous" }),
    getTriggerProps: (at, props) =>
      mergeProps(
        {
          id: ids("trigger", at),
          type: "button" as const,
          "aria-haspopup": "dialog" as const,
          onClick: () => send({ type: "lightbox.open", index: at }),
        },
        props,
      ),
    getDialogProps: (props) =>
      mergeProps(
        {
          id: ids("dialog"),
          role: "dialog" as const,
          "aria-modal": true as const,
          "aria-label": messages.lightboxLabel,
          tabIndex: -1 as const,
          ref: dialogRef(ids("dialog"), ids("close")),
          onKeyDown: (event: KeyboardEventLike) => {
            const map: Record<string, LightboxEvent | undefined> = {
              ArrowRight: { type: "image.next" },
              ArrowLeft: { type: "image.previous" },
              "+": { type: "zoom.wheel", deltaY: -1 },
              "-": { type: "zoom.wheel", deltaY: 1 },
            };
            if (event.key === "Escape") {
              event.preventDefault();
              closeAndReturn(event);
              return;
            }
            if (event.key === "Tab") {
              trapTab(event);
              return;
            }
            const next = map[event.key];
            if (!next) return;
            event.preventDefault();
            send(next);
          },
        },
        props,
      ),
    getCloseButtonProps: (props) =>
      mergeProps(
        {
          id: ids("close"),
          type: "button" as const,
          "aria-label": messages.lightboxClose,
          onClick: closeAndReturn,
        },
        props,
      ),
    getStageProps: (props) =>
      mergeProps(
        {
          style: {
            transform: `scale(${scale})`,
            transition: isAnimating ? `transform ${DOUBLE_TAP_ANIMATION_MS}ms ease-out` : "none",
          },
          onWheel: (event: EventLike & { deltaY: number }) =>
            send({ type: "zoom.wheel", deltaY: event.deltaY }),
          onPointerUp: (event: EventLike & { timeStamp: number }) =>
            send({ type: "zoom.tap", time: event.timeStamp }),
          onTouchStart: (event: EventLike & { touches: Touches }) => {
            if (event.touches.length === 2)
              send({ type: "pinch.start", distance: fingerDistance(event.touches) });
          },
          onTouchMove: (event: EventLike & { touches: Touches }) => {
            if (event.touches.length === 2)
              send({ type: "pinch.move", distance: fingerDistance(event.touches) });
          },
        },
        props,
      ),
  };
}
