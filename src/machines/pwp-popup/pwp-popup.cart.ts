// The pwp popup's one input: the cart's confirmed changes.
import type { ActorRefFrom } from "xstate";
import type { CartMachine } from "../cart";
import type { PwpPopupEvent } from "./pwp-popup.types";

let replays = 0;

/**
 * Feeds the cart's confirmed changes to a pwp popup actor, and returns the unsubscribe.
 *
 * A popup that starts after the shopper already changed the cart (a lazily loaded popup, or one
 * mounted on a later route) first asks the cart for its last confirmed change (`changes.replay`,
 * answered by name), so a change made while its code was still downloading is not missed. A cart
 * nobody changed opens nothing. Only the cart's public events are used, never its context.
 *
 * @example
 * ```ts
 * const stop = followCartChanges(cartActor, popupActor);
 * // later
 * stop();
 * ```
 */
export function followCartChanges(
  cart: Pick<ActorRefFrom<CartMachine>, "on" | "send">,
  popup: { send(event: PwpPopupEvent): void },
): () => void {
  const requestId = `pwp-${++replays}`;
  const subscriptions = [
    cart.on("cart.changed", ({ cart: changed }) => popup.send({ type: "cart.change", items: changed.items })),
    cart.on("changes.replayed", (answer) => {
      if (answer.requestId !== requestId) return;
      if (answer.cart) popup.send({ type: "cart.change", items: answer.cart.items });
    }),
  ];
  cart.send({ type: "changes.replay", requestId });
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
