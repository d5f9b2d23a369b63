import type { SnapshotFrom } from "xstate";
import { ANIMATION_DURATION_DESKTOP_MS, ANIMATION_DURATION_MOBILE_MS } from "../../rules/constants";
import { formatMessage, shopMessages } from "../../rules/messages";
import type { FocusEventLike, PointerEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { DEFAULT_ROTATOR_ID, rotatorDomIds } from "./rotator.dom";
import type { RotatorMachine } from "./rotator.machine";
import type { RotatorApi, RotatorConnectOptions, RotatorEvent, RotatorRootProps } from "./rotator.types";

// Whether focus moved to somewhere inside the element the handler is on.
const staysInside = (event: FocusEventLike) => {
  const root = event.currentTarget as { contains?: (node: unknown) => boolean } | null;
  return Boolean(event.relatedTarget && root?.contains?.(event.relatedTarget));
};

// A tap fires pointer events too; only a real pointer hovering counts as hover.
const hovers = (event: PointerEventLike) => event.pointerType !== "touch";

/**
 * Turns a rotator snapshot into its public API: state, named actions and prop getters that
 * pause it on hover, focus and touch and carry the carousel's ARIA wiring.
 *
 * @example
 * ```ts
 * const api = connectRotator(actor.getSnapshot(), actor.send, { id: "announcements" });
 * bar.hidden = api.getItemProps(1).hidden;
 * ```
 */
export function connectRotator(
  snapshot: SnapshotFrom<RotatorMachine>,
  send: (event: RotatorEvent) => void,
  options: RotatorConnectOptions = {},
): RotatorApi {
  const messages = options.messages ?? shopMessages;
  const ids = rotatorDomIds(options.id ?? DEFAULT_ROTATOR_ID);
  const { index, count, mode, holds, reducedMotion, isDesktop } = snapshot.context;
  const isRotating = snapshot.matches("rotating");
  const isPaused = !isRotating;
  const isPausedByUser = holds.includes("user");
  const paused = isPaused ? "true" : "false";
  const rootProps: RotatorRootProps = {
    id: ids("root"),
    role: "region",
    "aria-roledescription": messages.carouselRoleDescription,
    "data-paused": paused,
    onPointerEnter: (event) => hovers(event) && send({ type: "hold.start", hold: "hover" }),
    onPointerLeave: (event) => hovers(event) && send({ type: "hold.end", hold: "hover" }),
    onPointerDown: (event) => event.pointerType === "touch" && send({ type: "rotator.touch" }),
    onFocus: () => send({ type: "hold.start", hold: "focus" }),
    onBlur: (event) => {
      if (!staysInside(event)) send({ type: "hold.end", hold: "focus" });
    },
  };
  return {
    status: "idle",
    error: null,
    errorMessage: null,
    index,
    count,
    isRotating,
    isPaused,
    isPausedByUser,
    prefersReducedMotion: reducedMotion,
    animationDuration: isDesktop ? ANIMATION_DURATION_DESKTOP_MS : ANIMATION_DURATION_MOBILE_MS,
    next: () => send({ type: "item.next" }),
    previous: () => send({ type: "item.previous" }),
    select: (to) => send({ type: "item.select", index: to }),
    pause: () => send({ type: "hold.start", hold: "user" }),
    play: () => send({ type: "hold.end", hold: "user" }),
    getRootProps: (props) => mergeProps(rootProps, props),
    getViewportProps: (props) =>
      mergeProps(
        {
          id: ids("viewport"),
          "aria-live": isRotating ? "off" : "polite",
          ...(mode === "scroll" ? { tabIndex: 0 as const } : {}),
        } as const,
        props,
      ),
    getItemProps: (item, props) =>
      mergeProps(
        {
          id: ids("item", item),
          role: "group",
          "aria-roledescription": messages.rotatorSlideRoleDescription,
          "aria-label": formatMessage(messages.rotatorItemLabel, { index: item + 1, count }),
          "data-current": item === index ? "true" : "false",
          hidden: mode === "rotate" && item !== index,
        } as const,
        props,
      ),
    getPauseButtonProps: (props) =>
      mergeProps(
        {
          type: "button",
          "aria-pressed": isPausedByUser,
          "aria-label": isPausedByUser ? messages.rotatorPlay : messages.rotatorPause,
          onClick: () => send({ type: isPausedByUser ? "hold.end" : "hold.start", hold: "user" }),
        } as const,
        props,
      ),
    getTrackProps: (props) =>
      mergeProps(
        {
          style: {
            animationDuration: `${isDesktop ? ANIMATION_DURATION_DESKTOP_MS : ANIMATION_DURATION_MOBILE_MS}ms`,
            animationPlayState: isPaused ? "paused" : "running",
          },
          "data-paused": paused,
        } as const,
        props,
      ),
  };
}
