import { assign, setup } from "xstate";
import type { RotatorContext, RotatorEvent, RotatorInput } from "./rotator.types";

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

// The machine's type is inferred here and named by RotatorMachine below.
function buildRotatorMachine() {
  return setup({
    types: {
      context: {} as RotatorContext,
      events: {} as RotatorEvent,
      input: {} as RotatorInput,
    },
    guards: {
      isStill: ({ context }) => context.holds.length > 0 || context.reducedMotion,
      steps: ({ context }) => context.mode !== "marquee" && context.count > 1,
      restsAfterTouch: ({ context }) => context.touchPause > 0,
    },
    actions: {
      showNext: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
      showPrevious: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
      showItem: assign({
        index: ({ context, event }) =>
          event.type === "item.select" ? wrap(event.index, context.count) : context.index,
      }),
      setCount: assign(({ context, event }) => {
        if (event.type !== "items.change") return {};
        const count = Math.max(0, Math.floor(event.count));
        return { count, index: context.index < count ? context.index : 0 };
      }),
      addHold: assign({
        holds: ({ context, event }) =>
          event.type === "hold.start" && !context.holds.includes(event.hold)
            ? [...context.holds, event.hold]
            : context.holds,
      }),
      removeHold: assign({
        holds: ({ context, event }) =>
          event.type === "hold.end" ? context.holds.filter((hold) => hold !== event.hold) : context.holds,
      }),
      setMotion: assign({
        reducedMotion: ({ context, event }) =>
          event.type === "motion.change" ? event.reduced : context.reducedMotion,
      }),
      setViewport: assign({
        isDesktop: ({ context, event }) =>
          event.type === "viewport.change" ? event.isDesktop : context.isDesktop,
      }),
    },
    delays: {
      interval: ({ context }) => context.interval,
      touchPause: ({ context }) => context.touchPause,
    },
  }).createMachine({
    id: "rotator",
    context: ({ input }) => ({
      index: 0,
      count: Math.max(0, Math.floor(input.count)),
      mode: input.mode ?? "rotate",
      interval: input.interval,
      touchPause: input.touchPause ?? 0,
      holds: [],
      reducedMotion: input.reducedMotion ?? false,
      isDesktop: input.isDesktop ?? true,
    }),
    initial: "deciding",
    // Anything that changes what holds it still decides again; choosing an item while it stands
    // still only changes the item.
    on: {
      "item.next": { actions: "showNext" },
      "item.previous": { actions: "showPrevious" },
      "item.select": { actions: "showItem" },
      "items.change": { target: ".deciding", actions: "setCount" },
      "hold.start": { target: ".deciding", actions: "addHold" },
      "hold.end": { target: ".deciding", actions: "removeHold" },
      "motion.change": { target: ".deciding", actions: "setMotion" },
      "viewport.change": { actions: "setViewport" },
    },
    states: {
      deciding: {
        always: [{ guard: "isStill", target: "held" }, { target: "rotating" }],
      },
      rotating: {
        after: { interval: { guard: "steps", target: "rotating", reenter: true, actions: "showNext" } },
        on: {
          // A shopper who picks an item gets a full interval to read it.
          "item.next": { target: "rotating", reenter: true, actions: "showNext" },
          "item.previous": { target: "rotating", reenter: true, actions: "showPrevious" },
          "item.select": { target: "rotating", reenter: true, actions: "showItem" },
          "rotator.touch": { guard: "restsAfterTouch", target: "resting" },
        },
      },
      resting: {
        after: { touchPause: "deciding" },
        on: {
          "rotator.touch": { target: "resting", reenter: true },
        },
      },
      held: {},
    },
  });
}

/** The machine type of {@link rotatorMachine}. */
export type RotatorMachine = ReturnType<typeof buildRotatorMachine>;

/**
 * The rotator behind the theme's announcement bar, auto-scroller and marquee (storefront §9):
 * `rotating` steps every `interval` ms, `resting` waits `touchPause` ms after a touch, `held`
 * stands still while the pointer is over it, focus is in it, the shopper paused it, or the
 * shopper prefers reduced motion (WCAG 2.2.2).
 *
 * @example
 * ```ts
 * const actor = createActor(rotatorMachine, {
 *   input: { count: 3, interval: ANNOUNCEMENT_ROTATION_MS },
 * }).start();
 * actor.send({ type: "hold.start", hold: "hover" }); // stands still until "hold.end"
 * ```
 */
export const rotatorMachine: RotatorMachine = buildRotatorMachine();
