import { type CallbackActorLogic, type EventObject, fromCallback, type PromiseActorLogic } from "xstate";
import type { Cart, CartClient } from "../../clients/cart";
import { fromRequest } from "../shared/request";
import type { CartAnswer, CartRequest } from "./cart.types";

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

const whole = (cart: Cart): CartAnswer => ({ kind: "cart", cart });

async function send(
  client: CartActorsClient,
  request: CartRequest,
  signal: AbortSignal,
): Promise<CartAnswer> {
  switch (request.kind) {
    case "add": {
      // A 200 from add.js is the add done. It answers only the touched lines; the machine reads
      // the whole cart (with collections) afterwards, in the background, so a failed read
      // never turns a successful add into a failure.
      const { items } = await client.add(request.items, { signal });
      return { kind: "lines", items };
    }
    case "update":
      return whole(await client.update(request.updates, { signal }));
    case "change":
      return whole(await client.change(request.change, { signal }));
    case "clear":
      return whole(await client.clear({ signal }));
  }
}

/**
 * The cart machine's actors over the cart client: `fetchCart` (`GET /cart?view=ajax`), `mutate`
 * (`add.js`, answering the lines it touched; `update.js`, `change.js`, `clear.js`), and `watchVisibility`, which
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
  mutate: PromiseActorLogic<CartAnswer, CartRequest>;
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
