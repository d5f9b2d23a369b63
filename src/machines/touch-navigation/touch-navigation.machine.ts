import { assign, setup } from "xstate";
import type { TouchNavigationContext, TouchNavigationEvent } from "./touch-navigation.types";

// The machine's type is inferred here and named by TouchNavigationMachine below.
function buildTouchNavigationMachine() {
  return setup({
    types: {
      context: {} as TouchNavigationContext,
      events: {} as TouchNavigationEvent,
    },
    guards: {
      pointerChanged: ({ context, event }) =>
        event.type === "pointer.down" && event.pointerType !== context.pointerType,
    },
    actions: {
      rememberPointer: assign({
        pointerType: ({ context, event }) =>
          event.type === "pointer.down" ? event.pointerType : context.pointerType,
      }),
      openSubmenu: assign({
        openItem: ({ context, event }) => (event.type === "submenu.open" ? event.item : context.openItem),
      }),
      forgetSubmenu: assign({ openItem: null }),
    },
  }).createMachine({
    id: "touchNavigation",
    context: { openItem: null, pointerType: "mouse" },
    initial: "closed",
    on: {
      // Only a different kind of pointer changes anything, so presses do not re-render the menu.
      "pointer.down": { guard: "pointerChanged", actions: "rememberPointer" },
    },
    states: {
      closed: {
        on: { "submenu.open": { target: "open", actions: "openSubmenu" } },
      },
      open: {
        on: {
          "submenu.open": { target: "open", actions: "openSubmenu" },
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
