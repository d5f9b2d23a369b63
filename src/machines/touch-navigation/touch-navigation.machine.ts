import { assign, setup } from "xstate";
import type { TouchNavigationContext, TouchNavigationEvent } from "./touch-navigation.types";

// What an event carries, handed to guards and actions as typed params (no `event.type` checks).
type EventOf<T extends TouchNavigationEvent["type"]> = Extract<TouchNavigationEvent, { type: T }>;
const pointerType = ({ event }: { event: EventOf<"pointer.down"> }) => event.pointerType;
const item = ({ event }: { event: EventOf<"submenu.open"> }) => event.item;

// The machine's type is inferred here and named by TouchNavigationMachine below.
function buildTouchNavigationMachine() {
  return setup({
    types: {
      context: {} as TouchNavigationContext,
      events: {} as TouchNavigationEvent,
    },
    guards: {
      pointerChanged: ({ context }, pointer: EventOf<"pointer.down">["pointerType"]) =>
        pointer !== context.pointerType,
    },
    actions: {
      rememberPointer: assign({
        pointerType: (_, pointer: EventOf<"pointer.down">["pointerType"]) => pointer,
      }),
      openSubmenu: assign({ openItem: (_, opened: EventOf<"submenu.open">["item"]) => opened }),
      forgetSubmenu: assign({ openItem: null }),
    },
  }).createMachine({
    id: "touchNavigation",
    context: { openItem: null, pointerType: "mouse" },
    initial: "closed",
    on: {
      // Only a different kind of pointer changes anything, so presses do not re-render the menu.
      "pointer.down": {
        guard: { type: "pointerChanged", params: pointerType },
        actions: { type: "rememberPointer", params: pointerType },
      },
    },
    states: {
      closed: {
        on: { "submenu.open": { target: "open", actions: { type: "openSubmenu", params: item } } },
      },
      open: {
        on: {
          "submenu.open": { target: "open", actions: { type: "openSubmenu", params: item } },
          "submenu.close": { target: "closed", actions: "forgetSubmenu" },
          "link.follow": { target: "closed", actions: "forgetSubmenu" },
        },
      },
    },
  });
}

/** The machine type of {@link touchNavigationMachine}. */
export type TouchNavigationMachine = ReturnType<typeof buildTouchNavigationMachine>;

/**
 * The top navigation's touch taps (storefront §2, account-area §2): `closed` until a first tap
 * on a link with a submenu, `open` (that item's submenu) until the second tap follows the link,
 * Escape, or focus leaving the navigation.
 *
 * @example
 * ```ts
 * const actor = createActor(touchNavigationMachine).start();
 * const api = connectTouchNavigation(actor.getSnapshot(), actor.send);
 * ```
 */
export const touchNavigationMachine: TouchNavigationMachine = buildTouchNavigationMachine();
