import { setup } from "xstate";
import type { VisibilityContext, VisibilityEvent, VisibilityInput } from "./visibility.types";

// The machine's type is inferred here and named by VisibilityMachine below.
function buildVisibilityMachine() {
  return setup({
    types: {
      context: {} as VisibilityContext,
      events: {} as VisibilityEvent,
      input: {} as VisibilityInput,
    },
    guards: {
      startsVisible: ({ context }) => context.startsVisible,
    },
  }).createMachine({
    id: "visibility",
    context: ({ input }) => ({ name: input.name, startsVisible: input.visible ?? false }),
    initial: "starting",
    states: {
      starting: {
        always: [{ guard: "startsVisible", target: "visible" }, { target: "hidden" }],
      },
      hidden: {
        on: { "visibility.show": "visible", "visibility.toggle": "visible" },
      },
      visible: {
        on: { "visibility.hide": "hidden", "visibility.toggle": "hidden" },
      },
    },
  });
}

/** The machine type of {@link visibilityMachine}. */
export type VisibilityMachine = ReturnType<typeof buildVisibilityMachine>;

/**
 * A lightbox, modal or drawer (storefront §4): `hidden` or `visible`. The URL hash, the `visible`
 * attribute and focus are kept in step by the controllers beside it (`syncVisibilityHash`,
 * `reflectVisibleAttribute`, `followVisibilityFocus`).
 *
 * @example
 * ```ts
 * const actor = createActor(visibilityMachine, { input: { name: "size-guide" } }).start();
 * actor.send({ type: "visibility.show" });
 * ```
 */
export const visibilityMachine: VisibilityMachine = buildVisibilityMachine();
