import { assign, emit, enqueueActions, fromCallback, setup } from "xstate";
import type { Cart } from "../../clients/cart";
import { asError } from "../shared/as-error";
import { answer } from "../shared/params";
import { missingActor } from "../shared/request";
import {
  cartActionOf,
  enqueueCartAction,
  headAddLines,
  headRequest,
  headRequestId,
  withAddedLines,
  withKnownCollections,
} from "./cart.selectors";
import type { CartAnswer, CartContext, CartEmitted, CartEvent, CartInput, CartRequest } from "./cart.types";

// Reads of a cart that may be stale (after a failed change, or an add that answered only its
// lines): how many, and how far apart.
const STALE_READ_RETRIES = 5;
const STALE_READ_RETRY_MS = 2000;

// What an event carries, handed to guards as typed params (no casts, no `event.type` checks).
const mutateAnswer = answer<CartAnswer>();

// The machine's type is inferred here and named by CartMachine below.
// While a request is in flight every shopper action joins the queue (rule 2: queued, never
// dropped). A loud add opens the mini cart when the server takes it, not before (see
// `openMiniCartForAdd`).
const queueWhileBusy = {
  "cart.add": { actions: "enqueue" },
  "cart.update": { actions: "enqueue" },
  "cart.change": { actions: "enqueue" },
  "cart.clear": { actions: "enqueue" },
  "cart.step": { guard: "stepMovesLine", actions: "enqueue" },
} as const;

// Not mid-mutation (at rest, reloading in the background, or after a failed first load): a
// shopper action is queued and starts syncing.
const syncOnAction = {
  "cart.add": { target: "syncing", actions: "enqueue" },
  "cart.update": { target: "syncing", actions: "enqueue" },
  "cart.change": { target: "syncing", actions: "enqueue" },
  "cart.clear": { target: "syncing", actions: "enqueue" },
  "cart.step": { guard: "stepMovesLine", target: "syncing", actions: "enqueue" },
} as const;

// What every settled head does, in order: answer it by name, then drop it from the queue.
const confirmHeadActions = [
  { type: "announceChange", params: ({ event }: { event: { output: CartAnswer } }) => event.output },
  "confirmAdd",
  "openMiniCartForAdd",
  { type: "confirmHead", params: ({ event }: { event: { output: CartAnswer } }) => event.output },
] as const;
const rollBackHeadActions = [
  {
    type: "announceFailure",
    params: ({ context, event }: { context: CartContext; event: { error: unknown } }) => ({
      ids: context.queue[0]?.ids ?? [],
      error: event.error,
    }),
  },
  { type: "refuseAdd", params: ({ event }: { event: { error: unknown } }) => event.error },
  { type: "rollBackHead", params: ({ event }: { event: { error: unknown } }) => event.error },
] as const;

function buildCartMachine() {
  return setup({
    types: {
      context: {} as CartContext,
      events: {} as CartEvent,
      input: {} as CartInput,
      emitted: {} as CartEmitted,
    },
    actors: {
      fetchCart: missingActor<Cart>("cart", "fetchCart"),
      mutate: missingActor<CartAnswer, CartRequest>("cart", "mutate"),
      // Tells the machine when the tab becomes visible again; a no-op until provided.
      watchVisibility: fromCallback(() => undefined),
    },
    delays: {
      staleRetry: STALE_READ_RETRY_MS,
    },
    guards: {
      hasQueue: ({ context }) => context.queue.length > 0,
      hasMoreQueued: ({ context }) => context.queue.length > 1,
      answeredLinesOnly: (_, answered: CartAnswer) => answered.kind === "lines",
      mayBeStale: ({ context }) => context.stale && context.readRetries < STALE_READ_RETRIES,
      isStale: ({ context }) => context.stale,
      stepMovesLine: ({ context, event }) => cartActionOf(event, context) !== null,
    },
    actions: {
      enqueue: assign(({ context, event }) => {
        const action = cartActionOf(event, context);
        if (!action) return {};
        return {
          queue: enqueueCartAction(context, action),
          nextId: context.nextId + 1,
        };
      }),
      openMiniCart: assign({ isMiniCartOpen: true }),
      // A loud add opens the mini cart once the server took it: opened at the click, a refused
      // add would show the bag (empty, or as before, which reads as success) over the product
      // form and hide the refusal under its button; closing it again on the refusal would throw
      // focus into a dialog and out again. Until the answer, the count and the button's busy
      // state say the click was heard.
      openMiniCartForAdd: assign(({ context }) => {
        const head = context.queue[0]?.action;
        return head?.kind === "add" && head.opensMiniCart === true ? { isMiniCartOpen: true } : {};
      }),
      closeMiniCart: assign({ isMiniCartOpen: false }),
      lockHead: assign({ sending: 1 }),
      unlockHead: assign({ sending: 0 }),
      // A read keeps the last failure on show: it is what the shopper should still read.
      keepCart: assign({ confirmed: (_, cart: Cart) => cart, stale: false, readRetries: 0 }),
      forgetError: assign({ error: null }),
      countReadRetry: assign({ readRetries: ({ context }) => context.readRetries + 1 }),
      // The head is done: the server's answer becomes the confirmed cart (an add's lines laid over
      // the cart before, which is then read whole in the background).
      confirmHead: assign(({ context }, answer: CartAnswer) => ({
        confirmed:
          answer.kind === "cart"
            ? withKnownCollections(answer.cart, context.confirmed)
            : withAddedLines(context.confirmed, answer.items, headAddLines(context)),
        queue: context.queue.slice(1),
        sending: 0,
        error: null,
        stale: answer.kind === "lines",
        readRetries: 0,
        changes: context.changes + 1,
      })),
      announceChange: emit(({ context }, answer: CartAnswer) => ({
        type: "cart.changed" as const,
        cart:
          answer.kind === "cart"
            ? withKnownCollections(answer.cart, context.confirmed)
            : withAddedLines(context.confirmed, answer.items, headAddLines(context)),
        actionIds: context.queue[0]?.ids ?? [],
      })),
      announceRead: emit((_, cart: Cart) => ({ type: "cart.changed" as const, cart, actionIds: [] })),
      replayLastChange: emit(({ context }, requestId: string) => ({
        type: "changes.replayed" as const,
        requestId,
        cart: context.changes > 0 ? context.confirmed : null,
      })),
      // The add's caller awaits its answer by name (`requestAdd`).
      confirmAdd: enqueueActions(({ context, enqueue }) => {
        const requestId = headRequestId(context);
        if (requestId !== undefined) enqueue.emit({ type: "add.confirmed", requestId });
      }),
      refuseAdd: enqueueActions(({ context, enqueue }, error: unknown) => {
        const requestId = headRequestId(context);
        if (requestId !== undefined) enqueue.emit({ type: "add.refused", requestId, error: asError(error) });
      }),
      // Rollback is dropping the failed head: the shopper then sees the confirmed cart with what
      // was queued after it replayed on top, and the queue goes on sending that.
      rollBackHead: assign(({ context }, error: unknown) => ({
        queue: context.queue.slice(1),
        sending: 0,
        error: asError(error),
        stale: true,
      })),
      announceFailure: emit((_, failed: { ids: readonly number[]; error: unknown }) => ({
        type: "cart.failed" as const,
        error: asError(failed.error),
        actionIds: failed.ids,
      })),
      setError: assign({ error: (_, error: unknown) => asError(error) }),
    },
  }).createMachine({
    id: "cart",
    context: ({ input }) => ({
      confirmed: input.initialCart ?? null,
      queue: [],
      sending: 0,
      nextId: 1,
      error: null,
      stale: false,
      readRetries: 0,
      isMiniCartOpen: false,
      changes: 0,
    }),
    invoke: { src: "watchVisibility" },
    initial: "loading",
    on: {
      "changes.replay": { actions: { type: "replayLastChange", params: ({ event }) => event.requestId } },
      "miniCart.open": { actions: "openMiniCart" },
      "miniCart.close": { actions: "closeMiniCart" },
    },
    states: {
      // The first `GET /cart?view=ajax`. Actions wait for it, queued.
      loading: {
        entry: "forgetError",
        invoke: {
          src: "fetchCart",
          onDone: [
            {
              guard: "hasQueue",
              target: "syncing",
              actions: { type: "keepCart", params: ({ event }) => event.output },
            },
            { target: "idle", actions: { type: "keepCart", params: ({ event }) => event.output } },
          ],
          onError: [
            {
              guard: "hasQueue",
              target: "syncing",
              actions: {
                type: "setError",
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
            },
            {
              target: "failed",
              actions: {
                type: "setError",
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
            },
          ],
        },
        on: queueWhileBusy,
      },
      // At rest. A cart that may be stale (a failed change, then a failed read) is read again
      // after a pause, a few times, so the shown cart comes back to what the server holds.
      idle: {
        after: { staleRetry: { guard: "mayBeStale", target: "refreshing" } },
        on: {
          ...syncOnAction,
          "cart.refresh": "refreshing",
        },
      },
      // A background reload. A shopper's action supersedes it: leaving aborts the GET, and the
      // action's own answer brings the cart.
      refreshing: {
        invoke: {
          src: "fetchCart",
          onDone: [
            {
              // The whole cart after a change (an add's lines, a failure): listeners that read
              // lines' collections (the pwp popup) hear it too.
              guard: "isStale",
              target: "idle",
              actions: [
                { type: "announceRead", params: ({ event }) => event.output },
                { type: "keepCart", params: ({ event }) => event.output },
              ],
            },
            { target: "idle", actions: { type: "keepCart", params: ({ event }) => event.output } },
          ],
          // Storefront §8 "most other failures are swallowed": the shown cart stays as it was.
          onError: { target: "idle", actions: "countReadRetry" },
        },
        on: syncOnAction,
      },
      // One mutation in flight (the head of the queue); what arrives meanwhile queues or merges.
      syncing: {
        entry: "lockHead",
        exit: "unlockHead",
        invoke: {
          src: "mutate",
          input: ({ context }) => headRequest(context),
          onDone: [
            { guard: "hasMoreQueued", target: "syncing", reenter: true, actions: confirmHeadActions },
            // add.js answered its lines only: read the whole cart now, in the background.
            {
              guard: { type: "answeredLinesOnly", params: mutateAnswer },
              target: "refreshing",
              actions: confirmHeadActions,
            },
            { target: "idle", actions: confirmHeadActions },
          ],
          onError: [
            {
              guard: "hasMoreQueued",
              target: "syncing",
              reenter: true,
              actions: rollBackHeadActions,
            },
            {
              // Nothing left to replay: read the cart again, in case the failed request did
              // reach the server (a timeout, a dropped connection).
              target: "refreshing",
              actions: rollBackHeadActions,
            },
          ],
        },
        on: queueWhileBusy,
      },
      // The first load failed and nothing is queued: the next action or refresh tries again.
      failed: {
        on: {
          ...syncOnAction,
          "cart.refresh": "loading",
        },
      },
    },
  });
}

/** The cart machine's type. */
export type CartMachine = ReturnType<typeof buildCartMachine>;

/**
 * The page's one cart (storefront §3, §4, §7). It loads `GET /cart?view=ajax` once (`loading`),
 * and again when the tab becomes visible (`refreshing`; another tab may have changed the cart).
 *
 * How the cart applies the one concurrency rule (`docs/architecture.md`, "Concurrency"). Its
 * requests are mutations, so the rule reads:
 *
 * 1. *Superseded requests are aborted*: only a GET can be superseded — a shopper's action while
 *    `refreshing` leaves the state, which aborts the GET. A mutation is never aborted or dropped.
 * 2. *Actions are queued or merged, never dropped*: every add, update, change or clear joins the
 *    `queue`; `syncing` sends its head, one at a time, in order. Consecutive quantity changes of
 *    the same line merge into one queued request (last value wins) unless the earlier one is
 *    already in flight. The lines and count the shopper sees are the confirmed cart with the whole
 *    queue applied, so they change at once.
 * 3. *A failure rolls back and says so*: the failed head is dropped, so the shown cart is the
 *    last one the server confirmed with what was queued after it replayed on top; the queue goes
 *    on sending. The machine emits `cart.failed` (the provider raises a global error notice with
 *    the storefront's `description`). With nothing left to send, the cart is read again, in case
 *    the failed request reached the server after all.
 *
 * Every confirmed change emits `cart.changed` (the pwp popup listens). An add that carries a
 * `requestId` is answered by name: `add.confirmed` when the server took it, `add.refused` (with
 * the error) when it was rolled back — `requestAdd` in `solekit/machines` turns that into a
 * promise. An add opens the mini cart unless it is silent, once the server has taken it (a refused
 * add never opens it: the refusal shows where the shopper added, and as a notice).
 *
 * A 200 from `add.js` is the add done: it answers the touched lines only, which are laid over the
 * confirmed cart at once, and the whole cart is then read in the background (`refreshing`). A
 * failed read is no failure of the add: no notice, no rollback; it is tried again after
 * `staleRetry` (2 s) a few times, and a shopper's next action supersedes it (its answer brings the
 * cart).
 *
 * @example
 * ```ts
 * const cart = createActor(cartMachine.provide({ actors: createCartActors(createCartClient(config)) }), {
 *   input: {},
 * }).start();
 * cart.on("cart.failed", ({ error }) => showNotice({ type: "error", message: error.message }));
 * cart.send({ type: "cart.add", items: [{ id: 4242, quantity: 1 }] });
 * ```
 */
export const cartMachine: CartMachine = buildCartMachine();
