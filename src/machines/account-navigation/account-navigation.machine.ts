import { assign, setup } from "xstate";
import type { AccountRoute, AccountRouteInput } from "../../rules/account-route";
import type {
  AccountNavigationContext,
  AccountNavigationEvent,
  AccountNavigationInput,
} from "./account-navigation.types";

// The section route a route belongs to (its list, without child or page): what the back link of
// the next section returns to.
function sectionOf(route: AccountRoute): AccountRouteInput | null {
  return route.kind === "section" ? { section: route.section } : null;
}

const changesSection = (from: AccountRoute, to: AccountRoute) =>
  from.kind !== to.kind ||
  (from.kind === "section" && to.kind === "section" && from.section !== to.section) ||
  (from.kind === "notFound" && to.kind === "notFound" && from.path !== to.path);

// The machine's type is inferred here and named by AccountNavigationMachine below.
function buildAccountNavigationMachine() {
  return setup({
    types: {
      context: {} as AccountNavigationContext,
      events: {} as AccountNavigationEvent,
      input: {} as AccountNavigationInput,
    },
    actions: {
      showRoute: assign(({ context }, route: AccountRoute) => {
        const previous = changesSection(context.route, route) ? sectionOf(context.route) : context.previous;
        return { route, previous };
      }),
    },
  }).createMachine({
    id: "accountNavigation",
    context: ({ input }) => ({ route: input.route, previous: null }),
    initial: "menuClosed",
    on: {
      "route.change": {
        target: ".menuClosed",
        actions: { type: "showRoute", params: ({ event }) => event.route },
      },
    },
    states: {
      menuClosed: {
        on: { "menu.toggle": "menuOpen", "menu.close": "menuClosed" },
      },
      menuOpen: {
        on: { "menu.toggle": "menuClosed", "menu.close": "menuClosed" },
      },
    },
  });
}

/** The account-navigation machine's type. */
export type AccountNavigationMachine = ReturnType<typeof buildAccountNavigationMachine>;

/**
 * The account area's navigation (account-area §2): the route shown, the section shown before it
 * (for the back link) and the mobile 'Menu', which closes whenever the route changes.
 *
 * @example
 * ```ts
 * const actor = createActor(accountNavigationMachine, {
 *   input: { route: parseAccountRoute(new URL(location.href).searchParams) },
 * }).start();
 * actor.send({ type: "menu.toggle" });
 * ```
 */
export const accountNavigationMachine: AccountNavigationMachine = buildAccountNavigationMachine();
