// An add is done when add.js answers 200; reading the cart afterwards is the cart's own business
// (issue: a successful add reported as failed when only the read failed).
import { connectCart } from "../../src/machines/cart";
import { answer, answerAll, flush, startCart } from "./cart.fixtures";

const api = (cart: ReturnType<typeof startCart>) => connectCart(cart.actor.getSnapshot(), cart.actor.send);
const open = (cart: ReturnType<typeof startCart>) => cart.service.open.map((call) => call.method);

afterEach(() => {
  vi.useRealTimers();
});

describe("cart: an add is done when add.js answers", () => {
  it("shows the added line from add.js's answer at once, then reads the whole cart in the background", async () => {
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }]);
    await answer(cart.service);
    api(cart).add([{ id: 2, quantity: 2 }], { silent: true });
    await answer(cart.service); // add.js
    expect(api(cart).lines.map((l) => [l.variantId, l.quantity, l.isPending])).toEqual([
      [1, 1, false],
      [2, 2, false],
    ]);
    expect(api(cart).itemCount).toBe(3);
    expect(api(cart).status).toBe("success");
    expect(cart.emitted).toEqual([expect.objectContaining({ type: "cart.changed", actionIds: [1] })]);
    expect(open(cart)).toEqual(["get"]);
    await answer(cart.service);
    expect(cart.emitted.at(-1)).toEqual(expect.objectContaining({ type: "cart.changed", actionIds: [] }));
    expect(api(cart).lines[1]?.collections).toEqual(["collection-2"]);
    expect(api(cart).isUpdating).toBe(false);
  });

  it("keeps a confirmed add when only the read after it fails: no failure, no rollback, the read is tried again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const cart = startCart();
    await answer(cart.service);
    cart.actor.send({ type: "cart.add", items: [{ id: 4, quantity: 1 }], silent: true, requestId: "pdp-1" });
    cart.actor.send({ type: "cart.add", items: [{ id: 5, quantity: 1 }], silent: true, requestId: "pdp-2" });
    await answer(cart.service); // add.js of 4
    await answer(cart.service); // add.js of 5
    expect(open(cart)).toEqual(["get"]);
    await answer(cart.service, true); // the read fails
    expect(cart.emitted.map((event) => event.type)).toEqual(["cart.changed", "cart.changed"]);
    expect(cart.replies).toEqual([
      { type: "add.confirmed", requestId: "pdp-1" },
      { type: "add.confirmed", requestId: "pdp-2" },
    ]);
    expect(api(cart)).toMatchObject({ status: "success", error: null, errorMessage: null, itemCount: 2 });
    expect(open(cart)).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000); // the named staleRetry delay
    expect(open(cart)).toEqual(["get"]);
    await answer(cart.service);
    expect(api(cart).lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [4, 1],
      [5, 1],
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(open(cart)).toEqual([]);
  });

  it("stops retrying the read when a shopper's action supersedes it (its answer brings the cart)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }]);
    await answer(cart.service);
    api(cart).add([{ id: 2, quantity: 1 }], { silent: true });
    await answer(cart.service); // add.js
    const read = cart.service.open[0];
    const line = api(cart).lines[0];
    if (!line) throw new Error("no line");
    api(cart).change(line.key, 2);
    expect(read?.signal.aborted).toBe(true);
    await answerAll(cart.service);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(cart.service.calls.map((call) => call.method)).toEqual(["get", "add", "get", "change"]);
    expect(api(cart).itemCount).toBe(3);
  });

  it("answers an add by its requestId: add.refused with the storefront's description when rolled back", async () => {
    const cart = startCart([{ variantId: 9, quantity: 3, properties: {} }]);
    await answer(cart.service);
    cart.actor.send({ type: "cart.add", items: [{ id: 9, quantity: 1 }], requestId: "r1" });
    cart.actor.send({ type: "cart.add", items: [{ id: 2, quantity: 1 }], requestId: "r2" });
    await answerAll(cart.service);
    expect(cart.replies).toEqual([
      {
        type: "add.refused",
        requestId: "r1",
        error: expect.objectContaining({ status: 422, message: "You can only add 3 Sock 9 to the cart." }),
      },
      { type: "add.confirmed", requestId: "r2" },
    ]);
    expect(cart.emitted.map((event) => [event.type, event.actionIds])).toEqual([
      ["cart.failed", [1]],
      ["cart.changed", [2]],
      ["cart.changed", []],
    ]);
    await flush();
    expect(api(cart).lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [9, 3],
      [2, 1],
    ]);
  });
});

describe("cart: a late listener catches up through changes.replay", () => {
  it("answers by requestId: null while nobody changed the cart, then the cart as last confirmed", async () => {
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }]);
    await answer(cart.service);
    const answers: { requestId: string; itemCount: number | null }[] = [];
    cart.actor.on("changes.replayed", ({ requestId, cart: replayed }) =>
      answers.push({ requestId, itemCount: replayed ? replayed.items.length : null }),
    );
    cart.actor.send({ type: "changes.replay", requestId: "before" });
    api(cart).add([{ id: 2, quantity: 1 }], { silent: true });
    await answerAll(cart.service);
    cart.actor.send({ type: "changes.replay", requestId: "after" });
    expect(answers).toEqual([
      { requestId: "before", itemCount: null },
      { requestId: "after", itemCount: 2 },
    ]);
  });
});
