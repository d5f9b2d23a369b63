import { assign, fromCallback, setup } from "xstate";
import type { AccountModalContext, AccountModalEvent, AccountModalInput } from "./account-modal.types";

// What `url.change` carries, handed to the guard as a typed param (no `event.type` check).
const urlMarked = ({ event }: { event: Extract<AccountModalEvent, { type: "url.change" }> }) => event.marked;

// The machine's type is inferred here and named by AccountModalMachine below.
function buildAccountModalMachine() {
  return setup({
    types: {
      context: {} as AccountModalContext,
      events: {} as AccountModalEvent,
      input: {} as AccountModalInput,
    },
    actors: {
      // Reports URL changes as `url.change`; provided by the host (the URL adapter).
      watchUrl: fromCallback<AccountModalEvent>(() => undefined),
    },
    guards: {
      openedByUrl: ({ context }) => context.urlMarked,
      urlAsksForModal: (_, marked: boolean) => marked,
      urlIsMarked: ({ context }) => context.urlMarked,
    },
    actions: {
      markUrl: assign({ urlMarked: true }),
      // Provided by the host: replaces the current history entry with the URL minus the marker.
      removeUrlMarker: () => undefined,
      forgetUrlMarker: assign({ urlMarked: false }),
    },
  }).createMachine({
    id: "accountModal",
    context: ({ input }) => ({ urlMarked: input.openedByUrl }),
    invoke: { src: "watchUrl" },
    initial: "starting",
    states: {
      starting: {
        always: [{ guard: "openedByUrl", target: "open" }, { target: "closed" }],
      },
      closed: {
        on: {
          "modal.open": "open",
          "url.change": {
            guard: { type: "urlAsksForModal", params: urlMarked },
            target: "open",
            actions: "markUrl",
          },
        },
      },
      open: {
        on: {
          "modal.close": [
            { guard: "urlIsMarked", target: "closed", actions: ["forgetUrlMarker", "removeUrlMarker"] },
            { target: "closed" },
          ],
          "url.change": { guard: { type: "urlAsksForModal", params: urlMarked }, actions: "markUrl" },
        },
      },
    },
  });
}

/** The account modal's machine type. */
export type AccountModalMachine = ReturnType<typeof buildAccountModalMachine>;

/**
 * The account modal (storefront §2): open when the URL has `modal=account` (or the guest link's
 * `#account`) and from the header's profile icon; closing removes the marker with a history
 * replace, so Back does not reopen it. Provide `watchUrl` and `removeUrlMarker` from the host's
 * URL (see `accountModalImplementations`).
 *
 * @example
 * ```ts
 * const actor = createActor(accountModalMachine.provide(accountModalImplementations(url)), {
 *   input: { openedByUrl: urlOpensAccountModal(url.current()) },
 * }).start();
 * ```
 */
export const accountModalMachine: AccountModalMachine = buildAccountModalMachine();
