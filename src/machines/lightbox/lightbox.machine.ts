import { assign, setup } from "xstate";
import { DOUBLE_TAP_ANIMATION_MS, ZOOM_MAX, ZOOM_WHEEL_RATIO } from "../../rules/constants";
import type { LightboxContext, LightboxEvent, LightboxInput } from "./lightbox.types";

/** Zoom a double tap goes to from fit. */
const DOUBLE_TAP_SCALE = 2;

/** Clamps a zoom factor to 1…4, to 2 decimals so wheel steps do not drift. */
export function clampZoom(scale: number): number {
  return Math.round(Math.min(ZOOM_MAX, Math.max(1, scale)) * 100) / 100;
}

// The machine's type is inferred here and named by LightboxMachine below.
function buildLightboxMachine() {
  return setup({
    types: { context: {} as LightboxContext, events: {} as LightboxEvent, input: {} as LightboxInput },
    delays: { doubleTapAnimation: DOUBLE_TAP_ANIMATION_MS },
    guards: {
      isDoubleTap: ({ context, event }) =>
        event.type === "zoom.tap" &&
        context.lastTapAt !== null &&
        event.time - context.lastTapAt <= DOUBLE_TAP_ANIMATION_MS,
    },
    actions: {
      showImage: assign(({ context, event }) => {
        const step = event.type === "image.next" ? 1 : event.type === "image.previous" ? -1 : 0;
        const index = event.type === "lightbox.open" ? event.index : context.index + step;
        const count = Math.max(1, context.count);
        return { index: ((index % count) + count) % count, scale: 1, lastTapAt: null };
      }),
      wheelZoom: assign({
        scale: ({ context, event }) =>
          event.type === "zoom.wheel" && event.deltaY !== 0
            ? clampZoom(context.scale * (1 - Math.sign(event.deltaY) * ZOOM_WHEEL_RATIO))
            : context.scale,
      }),
      rememberTap: assign({ lastTapAt: ({ event }) => (event.type === "zoom.tap" ? event.time : null) }),
      toggleZoom: assign({
        scale: ({ context }) => (context.scale > 1 ? 1 : DOUBLE_TAP_SCALE),
        lastTapAt: null,
      }),
      startPinch: assign(({ context, event }) =>
        event.type === "pinch.start" ? { pinchDistance: event.distance, pinchScale: context.scale } : {},
      ),
      pinchZoom: assign({
        scale: ({ context, event }) =>
          event.type === "pinch.move" && context.pinchDistance > 0
            ? clampZoom((context.pinchScale * event.distance) / context.pinchDistance)
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
        on: { "lightbox.open": { target: "open", actions: "showImage" } },
      },
      open: {
        initial: "still",
        on: {
          "lightbox.close": "closed",
          "image.next": { target: ".still", actions: "showImage" },
          "image.previous": { target: ".still", actions: "showImage" },
          "zoom.wheel": { actions: "wheelZoom" },
          "zoom.tap": [
            { guard: "isDoubleTap", target: ".animating", actions: "toggleZoom" },
            { actions: "rememberTap" },
          ],
          "pinch.start": { actions: "startPinch" },
          "pinch.move": { actions: "pinchZoom" },
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
