import fc from "fast-check";
import { type CartEmitted, connectCart } from "../../src/machines/cart";
import { type ConcurrencyModel, checkConcurrencyRule } from "../support/concurrency-model";
import { startCart } from "./cart.fixtures";

type CartActor = ReturnType<typeof startCart>["actor"];

interface Run {
  sent: number;
  /** The requestIds of the adds sent, in order. */
  adds: string[];
  emitted: ReturnType<typeof startCart>["emitted"];
  replies: Extract<CartEmitted, { requestId: string }>[];
  server: ReturnType<typeof startCart>["server"];
  /** The requestIds of the loud (not silent) adds. */
  loud: Set<string>;
  /** Whether the mini cart should be open: the shopper's last open or close, or a loud add taken since. */
  miniCartOpen: boolean;
}
// The run in progress: what its shopper sent, what the cart emitted, the server's lines (the
// helper hands the invariant only the snapshot).
let current: Run | undefined;

const SHOPPER_ACTIONS = new Set(["cart.add", "cart.update", "cart.change", "cart.clear"]);

const shopperEvent = fc.oneof(
  fc.record({
    type: fc.constant("cart.add"),
    items: fc.array(fc.record({ id: fc.constantFrom(1, 2, 9), quantity: fc.integer({ min: 1, max: 3 }) }), {
      minLength: 1,
      maxLength: 2,
    }),
    silent: fc.boolean(),
  }),
  fc.record({
    type: fc.constant("cart.update"),
    updates: fc.dictionary(fc.constantFrom("1", "2", "9"), fc.integer({ min: 0, max: 4 }), {
      minKeys: 1,
      maxKeys: 2,
    }),
  }),
  fc.record({
    type: fc.constant("cart.change"),
    variant: fc.constantFrom(1, 2, 9),
    quantity: fc.integer({ min: 0, max: 5 }),
  }),
  fc.constant({ type: "cart.clear" }),
  fc.record({
    type: fc.constant("cart.step"),
    variant: fc.constantFrom(1, 2, 9),
    delta: fc.constantFrom(1, -1),
  }),
  fc.constant({ type: "cart.refresh" }),
  fc.constant({ type: "miniCart.open" }),
  fc.constant({ type: "miniCart.close" }),
);

const linesOf = (lines: readonly { variantId: number; quantity: number }[]) =>
  lines.map((line) => `${line.variantId}×${line.quantity}`).join(",");

const model: ConcurrencyModel<CartActor> = {
  start(service) {
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }], service);
    const run: Run = {
      sent: 0,
      adds: [],
      emitted: cart.emitted,
      replies: cart.replies,
      server: cart.server,
      loud: new Set(),
      miniCartOpen: false,
    };
    current = run;
    // The mini cart opens for a loud add when the server takes it, and never for a refused one.
    cart.actor.on("add.confirmed", ({ requestId }) => {
      if (run.loud.has(requestId)) run.miniCartOpen = true;
    });
    const send = cart.actor.send.bind(cart.actor);
    // A change names a variant; it finds that line's key now, as a click on the line would (a
    // variant not in the cart gives a key the server refuses).
    cart.actor.send = (event: { type: string; variant?: number; quantity?: number; delta?: number }) => {
      if (SHOPPER_ACTIONS.has(event.type)) run.sent++;
      if (event.type === "cart.change" && event.variant !== undefined) {
        const line = connectCart(cart.actor.getSnapshot(), () => undefined).lines.find(
          (candidate) => candidate.variantId === event.variant,
        );
        send({
          type: "cart.change",
          key: line?.key ?? `${event.variant}:missing`,
          quantity: event.quantity ?? 0,
        });
        return;
      }
      if (event.type === "cart.add") {
        // Every add carries a requestId, as the product form's do: the cart answers each by name.
        const requestId = `r${run.adds.length + 1}`;
        run.adds.push(requestId);
        if (!(event as { silent?: boolean }).silent) run.loud.add(requestId);
        send({ ...(event as Extract<Parameters<typeof send>[0], { type: "cart.add" }>), requestId });
        return;
      }
      if (event.type === "miniCart.open") run.miniCartOpen = true;
      if (event.type === "miniCart.close") run.miniCartOpen = false;
      send(event as Parameters<typeof send>[0]);
    };
    return cart.actor;
  },
  events: shopperEvent,
  invariant(snapshot, service) {
    const run = current;
    if (!run) return;
    const { context } = snapshot;
    // Nothing the shopper did is missing: every action is queued, confirmed or rolled back (and
    // announced), exactly once.
    const seen = [
      ...context.queue.flatMap((entry) => entry.ids),
      ...run.emitted.flatMap((event) => event.actionIds),
    ].sort((a, b) => a - b);
    const expected = Array.from({ length: run.sent }, (_, i) => i + 1);
    expect(seen).toEqual(expected);
    expect(context.nextId - 1).toBe(run.sent);
    // A failure is announced only for a change the server refused: never for a failed read (an
    // add that add.js took is done, whatever the read after it says).
    const failedChanges = service.calls.filter((call) => call.method !== "get" && call.outcome === "failed");
    expect(run.emitted.filter((event) => event.type === "cart.failed")).toHaveLength(
      failedChanges.length + run.server.refused,
    );
    // Every add is answered by its requestId exactly once, when it leaves the queue.
    const queued = new Set(
      context.queue.flatMap((entry) => (entry.action.kind === "add" ? [entry.action.requestId] : [])),
    );
    const answered = run.replies.map((reply) => reply.requestId);
    expect(answered.sort()).toEqual(run.adds.filter((id) => !queued.has(id)).sort());
    // The mini cart is open only as the shopper left it or as a loud add the server took opened
    // it: an add still queued or refused never opens it (it would hide the refusal).
    expect(context.isMiniCartOpen).toBe(run.miniCartOpen);
    // At rest, the shown cart is the server's — unless a failed change was followed by failed
    // reads only (then the shopper was told, and the cart reads again later).
    const atRest = context.queue.length === 0 && (snapshot.matches("idle") || snapshot.matches("failed"));
    if (atRest && context.confirmed && !context.stale) {
      expect(
        linesOf(context.confirmed.items.map((i) => ({ variantId: i.variant_id, quantity: i.quantity }))),
      ).toBe(linesOf(run.server.lines));
      const api = connectCart(snapshot, () => undefined);
      expect(linesOf(api.lines)).toBe(linesOf(run.server.lines));
      expect(api.itemCount).toBe(run.server.lines.reduce((sum, line) => sum + line.quantity, 0));
    }
  },
};

describe("cart under the concurrency rule", () => {
  it("never drops, reorders or loses an action, and ends on the cart the server accepted", async () => {
    await checkConcurrencyRule(model);
  }, 120_000);
});
