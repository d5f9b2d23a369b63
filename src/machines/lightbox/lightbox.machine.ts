import { assign, setup } from "xstate";
import { DOUBLE_TAP_ANIMATION_MS, ZOOM_MAX, ZOOM_WHEEL_RATIO } from "../../rules/constants";
import type { LightboxContext, LightboxEvent, LightboxInput } from "./lightbox.types";

/** Zoom a double tap goes to from fit. */
const DOUBLE_TAP_SCALE = 2;

/** Clamps a zoom factor to 1…4, to 2 decimals so wheel steps do not drift. */
export function clampZoom(scale: number): number {
  return Math.round(Math.min(ZOOM_MAX, Math.max(1, scale)) * 100) / 100;
}

// What an event carries, handed to guards and actions as typed params (no `event.type` checks).
type EventOf<T extends LightboxEvent["type"]> = Extract<LightboxEvent, { type: T }>;
const openedAt = ({ event }: { event: EventOf<"lightbox.open"> }) => ({ index: event.index });
const step = (by: number) => () => ({ step: by });
const wheelDelta = ({ event }: { event: EventOf<"zoom.wheel"> }) => event.deltaY;
const tapTime = ({ event }: { event: EventOf<"zoom.tap"> }) => event.time;
const pinchDistance = ({ event }: { event: EventOf<"pinch.start"> | EventOf<"pinch.move"> }) =>
  event.distance;

// The machine's type is inferred here and named by LightboxMachine below.
function buildLightboxMachine() {
  return setup({
    types: { context: {} as LightboxContext, events: {} as LightboxEvent, input: {} as LightboxInput },
    delays: { doubleTapAnimation: DOUBLE_TAP_ANIMATION_MS },
    guards: {
      isDoubleTap: ({ context }, time: number) =>
        context.lastTapAt !== null && time - context.lastTapAt <= DOUBLE_TAP_ANIMATION_MS,
    },
    actions: {
      // Either to an image (`index`, the lightbox opening) or by a step from the one shown.
      showImage: assign(({ context }, to: { index: number } | { step: number }) => {
        const index = "index" in to ? to.index : context.index + to.step;
        const count = Math.max(1, context.count);
        return { index: ((index % count) + count) % count, scale: 1, lastTapAt: null };
      }),
      wheelZoom: assign({
        scale: ({ context }, deltaY: number) =>
          deltaY !== 0
            ? clampZoom(context.scale * (1 - Math.sign(deltaY) * ZOOM_WHEEL_RATIO))
            : context.scale,
      }),
      rememberTap: assign({ lastTapAt: (_, time: number) => time }),
      toggleZoom: assign({
        scale: ({ context }) => (context.scale > 1 ? 1 : DOUBLE_TAP_SCALE),
        lastTapAt: null,
      }),
      startPinch: assign(({ context }, distance: number) => ({
        pinchDistance: distance,
        pinchScale: context.scale,
      })),
      pinchZoom: assign({
        scale: ({ context }, distance: number) =>
          context.pinchDistance > 0
            ? clampZoom((context.pinchScale * distance) / context.pinchDistance)
            : context.scale,
      }),
    },
  }).createMachine({
    id: "lightbox",
    context: ({ input }) => ({
      count: input.count,
      index: 0,
      scale: 1,
      pinchScale: 1,
      pinchDistance: 0,
      lastTapAt: null,
    }),
    initial: "closed",
    states: {
      closed: {
        on: { "lightbox.open": { target: "open", actions: { type: "showImage", params: openedAt } } },
      },
      open: {
        initial: "still",
        on: {
          "lightbox.close": "closed",
          "image.next": { target: ".still", actions: { type: "showImage", params: step(1) } },
          "image.previous": { target: ".still", actions: { type: "showImage", params: step(-1) } },
          "zoom.wheel": { actions: { type: "wheelZoom", params: wheelDelta } },
          "zoom.tap": [
            { guard: { type: "isDoubleTap", params: tapTime }, target: ".animating", actions: "toggleZoom" },
            { actions: { type: "rememberTap", params: tapTime } },
          ],
          "pinch.start": { actions: { type: "startPinch", params: pinchDistance } },
          "pinch.move": { actions: { type: "pinchZoom", params: pinchDistance } },
        },
        states: {
          still: {},
          animating: { after: { doubleTapAnimation: "still" } },
        },
      },
    },
  });
}

/** The machine type of {@link lightboxMachine}. */
export type LightboxMachine = ReturnType<typeof buildLightboxMachine>;

/**
 * The product gallery's lightbox (storefront §4, §9): `closed` ⇄ `open` (`still` | `animating`).
 * Zoom 1…4×; each wheel step zooms by 0.1 of the current zoom; a double tap toggles fit and 2×
 * with a 300 ms animation; a pinch scales with the finger distance. Changing image resets zoom.
 *
 * @example
 * ```ts
 * const actor = createActor(lightboxMachine, { input: { count: 4 } }).start();
 * actor.send({ type: "lightbox.open", index: 1 });
 * actor.send({ type: "zoom.wheel", deltaY: -100 }); // 1.1×
 * ```
 */
export const lightboxMachine: LightboxMachine = buildLightboxMachine();
