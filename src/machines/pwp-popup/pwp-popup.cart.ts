// The pwp popup's one input: the cart's confirmed changes.
import type { ActorRefFrom } from "xstate";
import type { CartMachine } from "../cart";
import type { PwpPopupEvent } from "./pwp-popup.types";

/**
 * Feeds the cart's confirmed changes to a pwp popup actor, and returns the unsubscribe.
 *
 * A popup that starts after the shopper already changed the cart (a lazily loaded popup, or one
 * mounted on a later route) first checks the cart as the server last confirmed it, so a change
 * made while its code was still downloading is not missed. A cart nobody changed opens nothing.
 *
 * @example
 * ```ts
 * const stop = followCartChanges(cartActor, popupActor);
 * // later
 * stop();
 * ```
 */
export function followCartChanges(
  cart: ActorRefFrom<CartMachine>,
  popup: { send(event: PwpPopupEvent): void },
): () => void {
  const { changes, confirmed } = cart.getSnapshot().context;
  if (changes > 0 && confirmed) popup.send({ type: "cart.change", items: confirmed.items });
  const subscription = cart.on("cart.changed", ({ cart: changed }) =>
    popup.send({ type: "cart.change", items: changed.items }),
  );
  return () => subscription.unsubscribe();
}
