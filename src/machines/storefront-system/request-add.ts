// The product form's add as a promise over the cart's public events: sent with a requestId, it
// settles when the cart answers that id (add.confirmed / add.refused). No cart context is read.
import type { ActorRefFrom } from "xstate";
import { SolekitError } from "../../runtime/solekit-error";
import type { CartAddLine, CartMachine } from "../cart";

/** The cart actor `requestAdd` talks to (any running `cartMachine` actor). */
export type CartActorRef = ActorRefFrom<CartMachine>;

/** Options of {@link requestAdd}. */
export interface RequestAddOptions {
  /** Stop waiting: the promise rejects with kind `aborted` (the add itself stays with the cart). */
  signal?: AbortSignal | undefined;
  /** Leave the mini cart closed. @default false */
  silent?: boolean | undefined;
}

let lastRequestId = 0;

/**
 * Sends `lines` to the cart as one add and resolves when the cart confirms it (the server took
 * it), or rejects with the cart's error when the cart refused it (rolled back; the cart raises
 * its own notice). The cart queues the add behind what it is sending, so this simply awaits the
 * cart's answer. Aborting `options.signal` stops waiting (it rejects with kind `aborted`); the add itself
 * stays with the cart, since a cart change is never aborted.
 *
 * @example
 * ```ts
 * await requestAdd(system.cart, [{ id: 4242, quantity: 1 }], { signal: controller.signal });
 * ```
 */
export function requestAdd(
  cart: CartActorRef,
  lines: readonly CartAddLine[],
  { signal, silent }: RequestAddOptions = {},
): Promise<void> {
  const aborted = () => new SolekitError({ kind: "aborted", message: "The add is no longer awaited" });
  if (signal?.aborted) return Promise.reject(aborted());
  lastRequestId += 1;
  const requestId = `add-${lastRequestId}`;
  return new Promise<void>((resolve, reject) => {
    const subscriptions = [
      cart.on("add.confirmed", (event) => {
        if (event.requestId !== requestId) return;
        done();
        resolve();
      }),
      cart.on("add.refused", (event) => {
        if (event.requestId !== requestId) return;
        done();
        reject(event.error);
      }),
    ];
    const onAbort = () => {
      done();
      reject(aborted());
    };
    function done() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      signal?.removeEventListener("abort", onAbort);
    }
    signal?.addEventListener("abort", onAbort);
    cart.send({ type: "cart.add", items: lines, silent: silent === true, requestId });
  });
}
