import { assign, setup } from "xstate";
import type { LoyaltyAddress } from "../../clients/loyalty";
import { accountAddressesMessages } from "../../rules/messages";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type { AddressDeleteContext, AddressDeleteEvent, AddressDeleteInput } from "./address-delete.types";

// What an event carries, handed to guards and actions as typed params (no `event.type` checks).
const requested = ({ event }: { event: Extract<AddressDeleteEvent, { type: "delete.request" }> }) =>
  event.address;
const failure = ({ event }: { event: { error: unknown } }) => event.error;

// Queued, running, or already gone: asking again would delete it twice.
const isQueuedOrGone = (context: AddressDeleteContext, id: number) =>
  context.queue.some((a) => a.id === id) || context.deletedIds.includes(id);

// The machine's type is inferred here and named by AddressDeleteMachine below.
function buildAddressDeleteMachine() {
  return setup({
    types: {
      context: {} as AddressDeleteContext,
      events: {} as AddressDeleteEvent,
      input: {} as AddressDeleteInput,
      tags: {} as "busy",
    },
    actors: {
      removeAddress: missingActor<void, LoyaltyAddress>("address-delete", "removeAddress"),
    },
    guards: {
      isQueuedOrGone: ({ context }, address: LoyaltyAddress) => isQueuedOrGone(context, address.id),
      isConfirming: ({ context }) => context.confirming !== null,
      moreQueued: ({ context }) => context.queue.length > 1,
    },
    actions: {
      askConfirmation: assign((_, address: LoyaltyAddress) => ({
        confirming: address,
        failure: null,
        deleted: null,
      })),
      dismissConfirmation: assign({ confirming: null }),
      enqueue: assign(({ context }) => ({
        queue: context.confirming ? [...context.queue, context.confirming] : context.queue,
        confirming: null,
      })),
      noteDeleted: assign(({ context }) => ({
        deleted: context.queue[0] ?? null,
        deletedIds: context.queue[0] ? [...context.deletedIds, context.queue[0].id] : context.deletedIds,
        queue: context.queue.slice(1),
        error: null,
      })),
      noteFailed: assign(({ context }, thrown: unknown) => {
        const address = context.queue[0];
        return {
          queue: context.queue.slice(1),
          error: asError(thrown),
          failure: address ? { addressId: address.id, message: context.messages.addressDeleteFailed } : null,
        };
      }),
    },
  }).createMachine({
    id: "addressDelete",
    context: ({ input }) => ({
      confirming: null,
      queue: [],
      failure: null,
      deleted: null,
      deletedIds: [],
      error: null,
      messages: input.messages ?? accountAddressesMessages,
    }),
    initial: "idle",
    on: {
      "delete.request": [
        { guard: { type: "isQueuedOrGone", params: requested } },
        { actions: { type: "askConfirmation", params: requested } },
      ],
      "delete.cancel": { actions: "dismissConfirmation" },
    },
    states: {
      idle: {
        on: {
          "delete.confirm": { guard: "isConfirming", target: "deleting", actions: "enqueue" },
        },
      },
      deleting: {
        tags: ["busy"],
        // One delete at a time: a delete confirmed meanwhile waits its turn, never dropped.
        on: {
          "delete.confirm": { guard: "isConfirming", actions: "enqueue" },
        },
        invoke: {
          src: "removeAddress",
          input: ({ context }) => context.queue[0] as LoyaltyAddress,
          onDone: [
            { guard: "moreQueued", target: "deleting", reenter: true, actions: "noteDeleted" },
            { target: "idle", actions: "noteDeleted" },
          ],
          onError: [
            {
              guard: "moreQueued",
              target: "deleting",
              reenter: true,
              actions: { type: "noteFailed", params: failure },
            },
            { target: "idle", actions: { type: "noteFailed", params: failure } },
          ],
        },
      },
    },
  });
}

/** The address delete machine's type. */
export type AddressDeleteMachine = ReturnType<typeof buildAddressDeleteMachine>;

/**
 * Delete with confirmation (account-area §2 Addresses): Delete asks, the confirmation runs it
 * through the injected `removeAddress` actor, which removes the address from the cached list at
 * once and puts it back if the service refuses (the failure then carries a message beside it).
 * Deletes confirmed while one runs wait their turn; the same address is never deleted twice.
 * Provide its actors with `createAddressDeleteActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(addressDeleteMachine.provide({ actors }), { input: {} }).start();
 * actor.send({ type: "delete.request", address });
 * actor.send({ type: "delete.confirm" });
 * ```
 */
export const addressDeleteMachine: AddressDeleteMachine = buildAddressDeleteMachine();
