// A fake storefront cart for the cart machine's tests: a server that applies each request when
// the test settles it (so answer order and latency are the test's), behind a CartClient built on
// the shared FakeService. Variant 9 has 3 in stock; asking for more is the storefront's 422.
import { createActor, fromPromise } from "xstate";
import type { Cart, CartItem } from "../../src/clients/cart";
import type { CartActorsClient, CartEmitted } from "../../src/machines/cart";
import { cartMachine, createCartActors } from "../../src/machines/cart";
import { SolekitError } from "../../src/runtime";
import { FakeService, marker, type ServiceCall } from "../support/concurrency-model";

export interface ServerLine {
  variantId: number;
  quantity: number;
  properties: Record<string, string>;
}

export const STOCK: Readonly<Record<number, number>> = { 9: 3 };
export const PRICE = 1250;
/** The variant the fake storefront sells as a gift card. */
export const GIFT_CARD_VARIANT = 50;

const keyOf = (line: Pick<ServerLine, "variantId" | "properties">) =>
  `${line.variantId}:${JSON.stringify(Object.entries(line.properties).sort())}`;

function stockError(variantId: number): SolekitError {
  const description = `You can only add ${STOCK[variantId]} Sock ${variantId} to the cart.`;
  return new SolekitError({
    kind: "http",
    status: 422,
    message: description,
    data: { status: 422, message: "Cart Error", description },
  });
}

/** The fake storefront: its lines change only when a request is settled as answered. */
export class FakeCartServer {
  lines: ServerLine[] = [];
  /** Changes the server refused (over the stock, an unknown line). */
  refused = 0;
  constructor(initial: ServerLine[] = []) {
    this.lines = initial.map((line) => ({ ...line }));
  }

  private check(lines: ServerLine[]): void {
    for (const [id, stock] of Object.entries(STOCK)) {
      const units = lines.filter((l) => l.variantId === Number(id)).reduce((sum, l) => sum + l.quantity, 0);
      if (units > stock) throw stockError(Number(id));
    }
  }

  /** Applies `change` to a copy and commits it only if stock allows (the storefront's all-or-nothing). */
  commit(change: (lines: ServerLine[]) => ServerLine[]): void {
    const next = change(this.lines.map((line) => ({ ...line }))).filter((line) => line.quantity > 0);
    this.check(next);
    this.lines = next;
  }

  item(line: ServerLine, call: ServiceCall | null, withCollections: boolean): CartItem {
    return {
      id: line.variantId,
      variant_id: line.variantId,
      product_id: line.variantId * 10,
      key: keyOf(line),
      title: `Sock ${line.variantId} - M`,
      product_title: `Sock ${line.variantId}`,
      variant_title: "M",
      sku: null,
      vendor: "",
      handle: `sock-${line.variantId}`,
      url: `/products/sock-${line.variantId}`,
      quantity: line.quantity,
      price: PRICE,
      line_price: PRICE * line.quantity,
      properties: line.properties,
      gift_card: line.variantId === GIFT_CARD_VARIANT,
      image: call ? `/img/${marker(call.id)}.svg` : null,
      options_with_values: [{ name: "Size", value: "M" }],
      // The view=ajax template's extras: socks have no size conversions.
      ...(withCollections ? { collections: [`collection-${line.variantId}`], size_metafields: null } : {}),
    };
  }

  cart(call: ServiceCall | null, withCollections = false): Cart {
    const items = this.lines.map((line) => this.item(line, call, withCollections));
    return {
      token: call ? marker(call.id) : "initial",
      item_count: items.reduce((sum, item) => sum + item.quantity, 0),
      total_price: items.reduce((sum, item) => sum + item.line_price, 0),
      items,
    };
  }
}

const find = (lines: ServerLine[], id: string | number) =>
  typeof id === "string" && id.includes(":")
    ? lines.find((line) => keyOf(line) === id)
    : lines.find((line) => line.variantId === Number(id));

/** A cart client whose calls wait in `service` and, once answered, act on `server`. */
export function fakeCartClient(service: FakeService, server: FakeCartServer): CartActorsClient {
  // The server acts when the call is answered; a refused change rejects that call.
  const act = <T>(run: () => T): T => {
    try {
      return run();
    } catch (error) {
      server.refused++;
      return Promise.reject(error) as T;
    }
  };
  return {
    get: (options) => service.call("get", null, options?.signal, (call) => server.cart(call, true)),
    // add.js answers the lines it touched, at their new quantities, as the storefront does.
    add: (items, options) =>
      service.call("add", items, options?.signal, (call) =>
        act(() => {
          const keys = items.map((item) =>
            keyOf({ variantId: Number(item.id), properties: { ...(item.properties ?? {}) } }),
          );
          server.commit((lines) => {
            for (const item of items) {
              const properties = { ...(item.properties ?? {}) } as Record<string, string>;
              const key = keyOf({ variantId: Number(item.id), properties });
              const existing = lines.find((line) => keyOf(line) === key);
              if (existing) existing.quantity += item.quantity;
              else lines.push({ variantId: Number(item.id), quantity: item.quantity, properties });
            }
            return lines;
          });
          const touched = server.lines.filter((line, index, all) => {
            const key = keyOf(line);
            return keys.includes(key) && all.findIndex((other) => keyOf(other) === key) === index;
          });
          return { items: touched.map((line) => server.item(line, call, false)) };
        }),
      ),
    update: (updates, options) =>
      service.call("update", updates, options?.signal, (call) =>
        act(() => {
          server.commit((lines) => {
            for (const [id, quantity] of Object.entries(updates)) {
              const line = find(lines, id);
              if (line) line.quantity = quantity;
              else if (quantity > 0) lines.push({ variantId: Number(id), quantity, properties: {} });
            }
            return lines;
          });
          return server.cart(call);
        }),
      ),
    change: (change, options) =>
      service.call("change", change, options?.signal, (call) =>
        act(() => {
          server.commit((lines) => {
            const line = "line" in change ? lines[change.line - 1] : find(lines, change.id);
            if (!line)
              throw new SolekitError({ kind: "http", status: 400, message: "no valid id or line parameter" });
            line.quantity = change.quantity;
            return lines;
          });
          return server.cart(call);
        }),
      ),
    clear: (options) =>
      service.call("clear", null, options?.signal, (call) =>
        act(() => {
          server.commit(() => []);
          return server.cart(call);
        }),
      ),
  };
}

/** A started cart actor over a fake server, with what it emitted. */
export function startCart(initial: ServerLine[] = [], service = new FakeService()) {
  const server = new FakeCartServer(initial);
  const actors = createCartActors(fakeCartClient(service, server));
  const actor = createActor(
    // The visibility watcher is a no-op here; finishing at once keeps it out of the running
    // invocations the concurrency helper counts.
    cartMachine.provide({
      actors: { ...actors, watchVisibility: fromPromise(async () => undefined) as never },
    }),
    { input: {} },
  );
  const emitted: Extract<CartEmitted, { actionIds: readonly number[] }>[] = [];
  const replies: Extract<CartEmitted, { requestId: string }>[] = [];
  actor.on("cart.changed", (event) => emitted.push(event));
  actor.on("cart.failed", (event) => emitted.push(event));
  actor.on("add.confirmed", (event) => replies.push(event));
  actor.on("add.refused", (event) => replies.push(event));
  actor.start();
  return { actor, service, server, emitted, replies };
}

/** Lets promise callbacks, and the events xstate sends from them, run. */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Answers the oldest open call (or fails it with a 500) and lets the machine react. */
export async function answer(service: FakeService, fail = false): Promise<ServiceCall | undefined> {
  const call = service.settle(0, fail);
  await flush();
  return call;
}

/** Answers open calls in order until none is left. */
export async function answerAll(service: FakeService): Promise<void> {
  while (service.open.length > 0) await answer(service);
}
