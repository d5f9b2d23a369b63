import fc from "fast-check";
import { type Actor, createActor } from "xstate";
import type { StorefrontProductDetail } from "../../src/clients/storefront";
import {
  connectProductForm,
  createProductFormActors,
  type ProductFormMachine,
  productFormMachine,
} from "../../src/machines/product-form";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";
import { shoe } from "./product-form.fixtures";

const HANDLES = ["runner-navy", "runner-pink"];

// Adds the shopper asked for (a click while the button read Add to Cart), per actor.
const requestedAdds = new WeakMap<object, number>();

function start(service: FakeService): Actor<ProductFormMachine> {
  const actor = createActor(
    productFormMachine.provide({
      actors: createProductFormActors({
        storefront: {
          product: (handle, options) =>
            service.call("product", handle, options?.signal, (call) => ({
              ...shoe,
              handle,
              description: marker(call.id),
            })) as Promise<StorefrontProductDetail>,
        },
        backInStock: {
          subscribe: (email, variantId, options) =>
            service.call("subscribe", { email, variantId }, options?.signal, () => ({ sent: true as const })),
        },
        addToCart: (request, signal) => service.call("add", request, signal, () => ({ ok: true })),
      }),
    }),
    { input: { handle: HANDLES[0] as string } },
  ).start();
  requestedAdds.set(actor, 0);
  const send = actor.send.bind(actor);
  actor.send = (event) => {
    if (event.type === "cart.submit") {
      const api = connectProductForm(actor.getSnapshot(), send);
      if (api.buttonLabel === "Add to Cart") requestedAdds.set(actor, (requestedAdds.get(actor) ?? 0) + 1);
    }
    send(event);
  };
  return actor;
}

const model: ConcurrencyModel<Actor<ProductFormMachine>> = {
  start,
  events: fc.oneof(
    fc.constantFrom(...HANDLES.map((handle) => ({ type: "product.load", handle }))),
    fc.constantFrom(...["11", "12", "13", "21"].map((variantId) => ({ type: "size.select", variantId }))),
    fc.constant({ type: "cart.submit" }),
    fc.constantFrom({ type: "email.change", email: "sam@example.com" }, { type: "email.submit" }),
  ),
  invariant(snapshot, service) {
    const { context } = snapshot;
    // The product shown is the one asked for last.
    if (context.product && context.product.handle !== context.handle) {
      throw new Error(`shows ${context.product.handle} for ${context.handle}`);
    }
    // Nothing the shopper added is missing or held back: every add went to the cart at once (the
    // cart's queue is the only one), and the button is busy exactly while one is unanswered.
    const adds = service.calls.filter((call) => call.method === "add");
    const accounted = adds.length;
    const unanswered = adds.filter((call) => call.outcome === "pending").length;
    expect(context.addsInFlight).toHaveLength(unanswered);
    expect(snapshot.matches({ cart: "adding" })).toBe(unanswered > 0);
    const actor = [...liveActors].find((candidate) => candidate.getSnapshot() === snapshot);
    const requested = actor ? requestedAdds.get(actor) : undefined;
    if (requested !== undefined && accounted !== requested) {
      throw new Error(
        `${requested} add(s) asked for, ${accounted} sent or queued (${JSON.stringify(snapshot.value)})`,
      );
    }
    if (adds.some((call) => call.signal.aborted)) throw new Error("an add to the cart was aborted");
  },
};

const liveActors = new Set<Actor<ProductFormMachine>>();
const tracked: ConcurrencyModel<Actor<ProductFormMachine>> = {
  ...model,
  start: (service) => {
    liveActors.clear();
    const actor = start(service);
    liveActors.add(actor);
    return actor;
  },
};

describe("product form under the concurrency rule", () => {
  it("aborts a superseded product load, never drops or aborts an add, sends one subscription at a time", async () => {
    await checkConcurrencyRule(tracked);
  }, 120_000);
});
