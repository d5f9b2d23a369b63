import { assign, setup } from "xstate";
import type { RotatorContext, RotatorEvent, RotatorInput } from "./rotator.types";

type Carried<TType extends RotatorEvent["type"]> = { event: Extract<RotatorEvent, { type: TType }> };

// What an event carries, handed to the actions as typed params (no `event.type` checks).
const selectedIndex = ({ event }: Carried<"item.select">) => event.index;
const itemCount = ({ event }: Carried<"items.change">) => event.count;
const hold = ({ event }: Carried<"hold.start" | "hold.end">) => event.hold;
const reduced = ({ event }: Carried<"motion.change">) => event.reduced;
const desktop = ({ event }: Carried<"viewport.change">) => event.isDesktop;

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
      showItem: assign(({ context }, index: number) => ({ index: wrap(index, context.count) })),
      setCount: assign(({ context }, itemsCount: number) => {
        const count = Math.max(0, Math.floor(itemsCount));
        return { count, index: context.index < count ? context.index : 0 };
      }),
      addHold: assign(({ context }, held: RotatorContext["holds"][number]) => ({
        holds: context.holds.includes(held) ? context.holds : [...context.holds, held],
      })),
      removeHold: assign(({ context }, held: RotatorContext["holds"][number]) => ({
        holds: context.holds.filter((other) => other !== held),
      })),
      setMotion: assign((_, reducedMotion: boolean) => ({ reducedMotion })),
      setViewport: assign((_, isDesktop: boolean) => ({ isDesktop })),
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
      "item.select": { actions: { type: "showItem", params: selectedIndex } },
      "items.change": { target: ".deciding", actions: { type: "setCount", params: itemCount } },
      "hold.start": { target: ".deciding", actions: { type: "addHold", params: hold } },
      "hold.end": { target: ".deciding", actions: { type: "removeHold", params: hold } },
      "motion.change": { target: ".deciding", actions: { type: "setMotion", params: reduced } },
      "viewport.change": { actions: { type: "setViewport", params: desktop } },
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
          "item.select": {
            target: "rotating",
            reenter: true,
            actions: { type: "showItem", params: selectedIndex },
          },
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
