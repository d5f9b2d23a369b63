import { type HttpHandler, HttpResponse } from "msw";
import { readJson, route } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";
import type { SandboxCartLine } from "../sandbox-state";
import { SANDBOX_CART_TOKEN } from "../storefront-seed";
import { indexVariants } from "../variant-index";
import {
  badCartRequest,
  cartError,
  cartItemJson,
  cartJson,
  checkStock,
  findVariant,
  lineKey,
  unitsInCart,
} from "./cart-view";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The cart a request works on: the `cart` cookie's token, else the one default cart. */
function cartToken(request: Request): string {
  const cookie = request.headers.get("cookie") ?? "";
  const token = /(?:^|;\s*)cart=([\w-]{1,100})(?:;|$)/.exec(cookie)?.[1];
  return token ?? SANDBOX_CART_TOKEN;
}

function variantId(value: unknown, parameter: string): number {
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 1) throw badCartRequest(parameter);
  return n;
}

/** A quantity parameter: `fallback` when absent, else a whole number of at least `min`. */
function quantity(
  value: unknown,
  parameter: string,
  { fallback, min }: { fallback: number; min: number },
): number {
  if (value === undefined) return fallback;
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < min) throw badCartRequest(parameter);
  return n;
}

function properties(value: unknown, parameter: string): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw badCartRequest(parameter);
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean") {
      throw badCartRequest(parameter);
    }
    out[key] = String(v);
  }
  return out;
}

interface AddItem {
  variantId: number;
  quantity: number;
  properties: Record<string, string>;
}

/** `add.js` takes `{ items: [...] }` or a single `{ id, quantity, properties }`. */
function readAddItems(body: unknown): { items: AddItem[]; single: boolean } {
  if (!isObject(body)) throw badCartRequest("items");
  const single = body.items === undefined;
  const raw = single ? [body] : body.items;
  if (!Array.isArray(raw) || raw.length === 0) throw badCartRequest("items");
  const items = raw.map((item: unknown, i) => {
    if (!isObject(item)) throw badCartRequest("items");
    return {
      variantId: variantId(item.id, single ? "id" : `items[${i}].id`),
      quantity: quantity(item.quantity, "quantity", { fallback: 1, min: 1 }),
      properties: properties(item.properties, "properties"),
    };
  });
  return { items, single };
}

/**
 * The storefront's AJAX cart over the store: `GET /cart?view=ajax` (and `/cart.js`), `add.js`,
 * `update.js`, `change.js`, `clear.js`. Stock is checked against each variant's inventory and a
 * change that would exceed it is refused whole with the storefront's 422, leaving the cart as it
 * was. `view=ajax` answers the `/cart.js` JSON plus each line's `collections`, as the theme's
 * ajax cart template renders it.
 *
 * @example
 * ```ts
 * setupServer(...cartHandlers(context));
 * ```
 */
export function cartHandlers(ctx: SandboxContext): HttpHandler[] {
  const index = indexVariants(ctx.world);
  const shop = sandboxHosts.shop;
  const respond = (token: string, withCollections = true) =>
    HttpResponse.json(cartJson(index, { token, lines: ctx.store.state.carts[token] ?? [] }, withCollections));

  return [
    route(ctx.faults, { method: "get", path: `${shop}/cart` }, ({ request, url }) => {
      if (url.searchParams.get("view") !== "ajax") throw cartError(404, "Only the ajax view is served");
      return respond(cartToken(request));
    }),
    route(ctx.faults, { method: "get", path: `${shop}/cart.js` }, ({ request }) =>
      respond(cartToken(request), false),
    ),

    route(ctx.faults, { method: "post", path: `${shop}/cart/add.js` }, async ({ request }) => {
      const token = cartToken(request);
      const { items, single } = readAddItems(await readJson(request));
      const touched = ctx.store.update((draft) => {
        const lines = draft.carts[token] ?? [];
        const keys: string[] = [];
        for (const item of items) {
          const entry = findVariant(index, item.variantId);
          checkStock(entry, unitsInCart(lines, item.variantId) + item.quantity);
          const key = lineKey(item);
          const existing = lines.find((line) => lineKey(line) === key);
          if (existing) existing.quantity += item.quantity;
          else lines.push({ ...item });
          if (!keys.includes(key)) keys.push(key);
        }
        draft.carts[token] = lines;
        return keys.map((key) => lines.find((line) => lineKey(line) === key) as SandboxCartLine);
      });
      const added = touched.map((line) => cartItemJson(index, line, false));
      return HttpResponse.json(single ? added[0] : { items: added });
    }),

    route(ctx.faults, { method: "post", path: `${shop}/cart/update.js` }, async ({ request }) => {
      const token = cartToken(request);
      const body = await readJson(request);
      if (!isObject(body) || (!isObject(body.updates) && !Array.isArray(body.updates))) {
        throw badCartRequest("updates");
      }
      const updates = body.updates;
      ctx.store.update((draft) => {
        const lines = draft.carts[token] ?? [];
        const targets: [SandboxCartLine | number, number][] = Array.isArray(updates)
          ? updates.map((q: unknown, i): [SandboxCartLine | number, number] => {
              const line = lines[i];
              if (!line) throw badCartRequest("updates");
              return [line, quantity(q, "updates", { fallback: 0, min: 0 })];
            })
          : Object.entries(updates).map(([id, q]): [SandboxCartLine | number, number] => {
              const qty = quantity(q, "updates", { fallback: 0, min: 0 });
              const line = id.includes(":")
                ? lines.find((l) => lineKey(l) === id)
                : lines.find((l) => l.variantId === variantId(id, "updates"));
              if (id.includes(":") && !line) throw badCartRequest("updates");
              return [line ?? variantId(id, "updates"), qty];
            });
        for (const [target, qty] of targets) {
          if (typeof target === "number") {
            // A variant not yet in the cart is added, as the storefront's update.js does.
            if (qty === 0) continue;
            checkStock(findVariant(index, target), unitsInCart(lines, target) + qty);
            lines.push({ variantId: target, quantity: qty, properties: {} });
            continue;
          }
          if (qty > 0) {
            checkStock(
              findVariant(index, target.variantId),
              unitsInCart(lines, target.variantId, target) + qty,
            );
          }
          target.quantity = qty;
        }
        draft.carts[token] = lines.filter((line) => line.quantity > 0);
      });
      return respond(token, false);
    }),

    route(ctx.faults, { method: "post", path: `${shop}/cart/change.js` }, async ({ request }) => {
      const token = cartToken(request);
      const body = await readJson(request);
      if (!isObject(body)) throw cartError(400, "no valid id or line parameter");
      ctx.store.update((draft) => {
        const lines = draft.carts[token] ?? [];
        const line = findLine(lines, body);
        if (!line) throw cartError(400, "no valid id or line parameter");
        if (body.properties !== undefined) line.properties = properties(body.properties, "properties");
        const qty = quantity(body.quantity, "quantity", { fallback: line.quantity, min: 0 });
        if (qty > 0) {
          checkStock(findVariant(index, line.variantId), unitsInCart(lines, line.variantId, line) + qty);
        }
        line.quantity = qty;
        draft.carts[token] = lines.filter((l) => l.quantity > 0);
      });
      return respond(token, false);
    }),

    route(ctx.faults, { method: "post", path: `${shop}/cart/clear.js` }, ({ request }) => {
      const token = cartToken(request);
      ctx.store.update((draft) => {
        draft.carts[token] = [];
      });
      return respond(token, false);
    }),
  ];
}

/** `change.js` names a line by 1-based `line`, by line key, or by variant id (its first line). */
function findLine(lines: SandboxCartLine[], body: Json): SandboxCartLine | undefined {
  if (body.line !== undefined) {
    const n = Number(body.line);
    return Number.isInteger(n) && n >= 1 ? lines[n - 1] : undefined;
  }
  const id = body.id;
  if (typeof id === "string" && id.includes(":")) return lines.find((l) => lineKey(l) === id);
  const n = typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id;
  return typeof n === "number" ? lines.find((l) => l.variantId === n) : undefined;
}
