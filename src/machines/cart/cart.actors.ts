import { type CallbackActorLogic, type EventObject, fromCallback, type PromiseActorLogic } from "xstate";
import type { Cart, CartClient } from "../../clients/cart";
import { fromRequest } from "../shared/request";
import type { CartRequest } from "./cart.types";

/** What the cart watches to reload when the tab comes back (a DOM `Document` fits). */
export interface VisibilitySource {
  /** `visible` or `hidden`. */
  readonly visibilityState: string;
  /** Listens for `visibilitychange`. */
  addEventListener(type: "visibilitychange", listener: () => void): void;
  /** Stops listening. */
  removeEventListener(type: "visibilitychange", listener: () => void): void;
}

/** Options of {@link createCartActors}. */
export interface CartActorsOptions {
  /** Reload the cart when this becomes visible after being hidden. @default none (no reloads) */
  visibility?: VisibilitySource;
}

/** The cart client's calls the actors make. */
export type CartActorsClient = Pick<CartClient, "get" | "add" | "update" | "change" | "clear">;

async function send(client: CartActorsClient, request: CartRequest, signal: AbortSignal): Promise<Cart> {
  switch (request.kind) {
    case "add":
      // add.js answers only the touched lines; the whole cart (with collections) comes next.
      await client.add(request.items, { signal });
      return client.get({ signal });
    case "update":
      return client.update(request.updates, { signal });
    case "change":
      return client.change(request.change, { signal });
    case "clear":
      return client.clear({ signal });
  }
}

/**
 * The cart machine's actors over the cart client: `fetchCart` (`GET /cart?view=ajax`), `mutate`
 * (`add.js` then the cart, `update.js`, `change.js`, `clear.js`), and `watchVisibility`, which
 * asks for a reload when the tab becomes visible again (another tab may have changed the cart).
 *
 * @example
 * ```ts
 * const machine = cartMachine.provide({
 *   actors: createCartActors(createCartClient(config), { visibility: document }),
 * });
 * ```
 */
export function createCartActors(
  client: CartActorsClient,
  options: CartActorsOptions = {},
): {
  fetchCart: PromiseActorLogic<Cart, void>;
  mutate: PromiseActorLogic<Cart, CartRequest>;
  watchVisibility: CallbackActorLogic<EventObject>;
} {
  const { visibility } = options;
  return {
    fetchCart: fromRequest<Cart, void>((_, signal) => client.get({ signal })),
    mutate: fromRequest((request: CartRequest, signal) => send(client, request, signal)),
    watchVisibility: fromCallback(({ sendBack }) => {
      if (!visibility) return undefined;
      let hidden = visibility.visibilityState === "hidden";
      const listener = () => {
        if (visibility.visibilityState === "hidden") hidden = true;
        else if (hidden) {
          hidden = false;
          sendBack({ type: "cart.refresh" });
        }
      };
      visibility.addEventListener("visibilitychange", listener);
      return () => visibility.removeEventListener("visibilitychange", listener);
    }),
  };
}
