import { setup } from "xstate";

/** What the quick-search button hears: the overlay opening and closing. */
export type QuickSearchButtonEvent = { type: "overlay.open" } | { type: "overlay.close" };

// The machine's type is inferred here and named by QuickSearchButtonMachine below, so the API docs
// show the name instead of expanding the whole configuration.
function buildQuickSearchButtonMachine() {
  return setup({
    types: {
      events: {} as QuickSearchButtonEvent,
    },
  }).createMachine({
    id: "quickSearchButton",
    initial: "closed",
    states: {
      closed: { on: { "overlay.open": "open" } },
      open: { on: { "overlay.close": "closed" } },
    },
  });
}

/** The quick-search button machine's type. */
export type QuickSearchButtonMachine = ReturnType<typeof buildQuickSearchButtonMachine>;

/**
 * The header's quick-search button (storefront §2 "Opened by a button labelled Search our range
 * of products"): whether the overlay is open, page-wide, without the overlay's machine. A page
 * renders the button from this alone and loads the overlay (`quickSearchMachine`) when the shopper
 * first opens it; {@link linkQuickSearchButton} keeps the two in step from then on.
 *
 * @example
 * ```ts
 * const button = createActor(quickSearchButtonMachine).start();
 * button.send({ type: "overlay.open" });
 * button.getSnapshot().matches("open"); // true
 * ```
 */
export const quickSearchButtonMachine: QuickSearchButtonMachine = buildQuickSearchButtonMachine();
