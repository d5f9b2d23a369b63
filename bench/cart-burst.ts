// The cart under a burst of shopper actions: the real cart machine and client, the sandbox behind
// msw with random latency and 10% of requests failing. Run as a child process of bench/index.ts:
//   node --import tsx bench/cart-burst.ts
import { setupServer } from "msw/node";
import { createCartClient, parseSolekitConfig } from "solekit/clients";
import { type CartEvent, cartMachine, connectCart, createCartActors } from "solekit/machines";
import { createSandbox, SANDBOX_CART_TOKEN, sandboxConfig } from "solekit/sandbox";
import { createActor, waitFor } from "xstate";

const ACTIONS = 20;
const BURSTS = 5;

const sandbox = createSandbox({ catalogueSize: 2000, latency: [20, 200], failureRate: 0.1 });
const server = setupServer(...sandbox.handlers);
server.listen({ onUnhandledRequest: "error" });

const counts = { mutations: 0, reads: 0 };
server.events.on("request:start", ({ request }) => {
  const path = new URL(request.url).pathname;
  if (path === "/cart") counts.reads++;
  else if (path.startsWith("/cart/")) counts.mutations++;
});

// Variants with room in stock, so refusals come from injected failures and the odd over-stock.
const variants = sandbox.world.products
  .filter((p) => p.published && p.kind !== "gift-card")
  .flatMap((p) => p.variants.filter((v) => v.inventory_quantity >= 5).map((v) => v.id))
  .slice(0, 4);

let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

const client = createCartClient(parseSolekitConfig(sandboxConfig()));
const rows = [];
for (let burst = 1; burst <= BURSTS; burst++) {
  sandbox.reset();
  const actor = createActor(cartMachine.provide({ actors: createCartActors(client) }), { input: {} }).start();
  await waitFor(actor, (s) => !s.matches("loading"), { timeout: 10_000 });
  Object.assign(counts, { mutations: 0, reads: 0 });
  let failures = 0;
  actor.on("cart.failed", () => failures++);
  const clickToCount: number[] = [];
  for (let i = 0; i < ACTIONS; i++) {
    const lines = connectCart(actor.getSnapshot(), actor.send).lines;
    const line = lines.length > 0 ? pick(lines) : undefined;
    const roll = random();
    const event: CartEvent =
      !line || roll < 0.35
        ? {
            type: "cart.add",
            items: [{ id: pick(variants), quantity: 1 + Math.floor(random() * 2) }],
            silent: true,
          }
        : roll < 0.75
          ? { type: "cart.step", key: line.key, delta: random() < 0.7 ? 1 : -1, max: 99 }
          : roll < 0.9
            ? { type: "cart.change", key: line.key, quantity: 1 + Math.floor(random() * 3) }
            : { type: "cart.change", key: line.key, quantity: 0 };
    const started = performance.now();
    actor.send(event);
    void connectCart(actor.getSnapshot(), actor.send).itemCount;
    clickToCount.push(performance.now() - started);
    await sleep(random() * 60);
  }
  // At rest: nothing queued and the cart not waiting to be read again.
  await waitFor(actor, (s) => s.matches("idle") && s.context.queue.length === 0 && !s.context.stale, {
    timeout: 30_000,
  }).catch(() => undefined);
  const shown = connectCart(actor.getSnapshot(), actor.send)
    .lines.map((l) => `${l.variantId}×${l.quantity}`)
    .sort();
  const held = (sandbox.store.state.carts[SANDBOX_CART_TOKEN] ?? [])
    .map((l) => `${l.variantId}×${l.quantity}`)
    .sort();
  rows.push({
    burst,
    actions: ACTIONS,
    mutations: counts.mutations,
    reads: counts.reads,
    rolledBack: failures,
    correct: JSON.stringify(shown) === JSON.stringify(held),
    clickToCountP50Ms: percentile(clickToCount, 0.5),
    clickToCountP95Ms: percentile(clickToCount, 0.95),
  });
  actor.stop();
}
server.close();
process.stdout.write(JSON.stringify(rows));
