import type { GiftCardProperties } from "../../rules/gift-card";
import type { SolekitConfig } from "../../runtime";
import { createHttp } from "../http/create-http";
import { type Prefetch, prefetchStore } from "../http/prefetch";
import { type Cart, type CartAddResult, cartAddResultSchema, cartSchema } from "./cart.schemas";

/** A line to add: the variant, how many, and optional line properties (gift-card details). */
export interface CartAddItem {
  /** Variant id. */
  id: number | string;
  /** Units to add, at least 1. */
  quantity: number;
  /** Line-item properties, e.g. a gift card's `From`, `To`, `Email`, `Message`. */
  properties?: Readonly<Record<string, string>> | GiftCardProperties;
}

/** New quantities by variant id or line key; 0 removes the line. */
export type CartUpdates = Readonly<Record<string, number>>;

/**
 * A change to one line, named by its 1-based position (`line`) or by line key or variant id
 * (`id`). Quantity 0 removes it; `properties` replaces its properties.
 */
export type CartLineChange =
  | {
      /** 1-based line position. */
      line: number;
      /** New quantity. */
      quantity: number;
      /** New line properties. */
      properties?: Readonly<Record<string, string>>;
    }
  | {
      /** Line key, or a variant id (its first line). */
      id: number | string;
      /** New quantity. */
      quantity: number;
      /** New line properties. */
      properties?: Readonly<Record<string, string>>;
    };

/** Per-call options of the cart client. */
export interface CartCallOptions {
  /** Cancels the request (it rejects with kind `aborted`). */
  signal?: AbortSignal;
}

/** Client of the storefront's AJAX cart. Every failure rejects with a `SolekitError` whose message is the storefront's `description`. */
export interface CartClient {
  /** The cart (`GET /cart?view=ajax`), lines with their collections. */
  get(options?: CartCallOptions): Promise<Cart>;
  /**
   * Adds lines (`POST /cart/add.js`). Answers only the touched lines, as the storefront does:
   * call {@link CartClient.get} for the whole cart. Nothing is added if any line fails.
   */
  add(items: readonly CartAddItem[], options?: CartCallOptions): Promise<CartAddResult>;
  /** Sets quantities by variant id or line key (`POST /cart/update.js`); 0 removes. */
  update(updates: CartUpdates, options?: CartCallOptions): Promise<Cart>;
  /** Changes one line (`POST /cart/change.js`). */
  change(change: CartLineChange, options?: CartCallOptions): Promise<Cart>;
  /** Empties the cart (`POST /cart/clear.js`). */
  clear(options?: CartCallOptions): Promise<Cart>;
  /**
   * Starts `get()` now, before anything asks for it (render-as-you-fetch): the first `get` within
   * 10 s, from this client or another on the same `prefetch` store, takes its answer over. Needs
   * the client's `prefetch` option (throws without it).
   */
  prefetch(): void;
}

/** Options of {@link createCartClient}. */
export interface CartClientOptions {
  /** Milliseconds before a request fails with kind `timeout`. @default 15000 */
  timeout?: number;
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Where a prefetched cart waits to be taken over; `prefetch()` needs it. @default none */
  prefetch?: Prefetch;
}

const CART_KEY = "/cart?view=ajax";

/**
 * Creates the client of the storefront's AJAX cart at `config.shop.origin`.
 *
 * @example
 * ```ts
 * const cart = createCartClient(config);
 * await cart.add([{ id: 4242, quantity: 1, properties: giftCardProperties(form) }]);
 * const { items, item_count } = await cart.get();
 * await cart.update({ 4242: 0 }); // removes the line
 * ```
 */
export function createCartClient(
  config: Pick<SolekitConfig, "shop">,
  options: CartClientOptions = {},
): CartClient {
  const http = createHttp({
    baseURL: config.shop.origin,
    headers: () => ({ Accept: "application/json" }),
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // A change makes a prefetched read stale: the next read must see the change.
  const changing = () => options.prefetch?.forget(CART_KEY);
  const post = (path: string, body: unknown, signal: AbortSignal | undefined) => {
    changing();
    return http.request({ path, method: "POST", body, schema: cartSchema, signal });
  };

  const read = (signal: AbortSignal | undefined) =>
    http.request({ path: "/cart", query: { view: "ajax" }, schema: cartSchema, signal });

  return {
    get: (o = {}) => options.prefetch?.take<Cart>(CART_KEY, o.signal) ?? read(o.signal),
    prefetch: () => prefetchStore(options.prefetch, "createCartClient").keep(CART_KEY, read),
    add: (items, o = {}) => {
      changing();
      return http.request({
        path: "/cart/add.js",
        method: "POST",
        body: {
          items: items.map((item) => ({
            id: item.id,
            quantity: item.quantity,
            ...(item.properties ? { properties: { ...item.properties } } : {}),
          })),
        },
        schema: cartAddResultSchema,
        signal: o.signal,
      });
    },
    update: (updates, o = {}) => post("/cart/update.js", { updates: { ...updates } }, o.signal),
    change: (change, o = {}) => post("/cart/change.js", { ...change }, o.signal),
    clear: (o = {}) => post("/cart/clear.js", {}, o.signal),
  };
}
