import fc from "fast-check";
import { type Actor, createActor, waitFor } from "xstate";
import type { StorefrontProductDetail } from "../../src/clients/storefront";
import {
  createProductLoaderActors,
  type ProductLoaded,
  type ProductLoaderMachine,
  productLoaderMachine,
} from "../../src/machines/product-loader";
import { type ConcurrencyModel, checkConcurrencyRule, marker } from "../support/concurrency-model";
import { shoe } from "./product-form.fixtures";

function start(product: (handle: string) => Promise<StorefrontProductDetail | null>) {
  const actor = createActor(
    productLoaderMachine.provide({
      actors: createProductLoaderActors({ product: (handle) => product(handle) }),
    }),
    { input: { handle: "runner" } },
  );
  const heard: ProductLoaded[] = [];
  for (const type of ["product.loaded", "product.notFound", "product.failed"] as const) {
    actor.on(type, (event) => heard.push(event));
  }
  actor.start();
  return { actor, heard };
}

describe("product loader", () => {
  it("reports the product for its handle, an unknown handle as not found, a failure as failed", async () => {
    const found = start(async (handle) => ({ ...shoe, handle }));
    await waitFor(found.actor, (s) => s.matches("settled"));
    expect(found.heard).toMatchObject([
      { type: "product.loaded", handle: "runner", product: { handle: "runner" } },
    ]);
    const missing = start(async () => null);
    await waitFor(missing.actor, (s) => s.matches("settled"));
    expect(missing.heard).toEqual([{ type: "product.notFound", handle: "runner" }]);
    const failing = start(() => Promise.reject(new Error("offline")));
    await waitFor(failing.actor, (s) => s.matches("settled"));
    expect(failing.heard).toMatchObject([
      { type: "product.failed", handle: "runner", error: { message: "offline" } },
    ]);
  });

  it("a new handle aborts the load running: only the last one is reported", async () => {
    const signals: AbortSignal[] = [];
    const actor = createActor(
      productLoaderMachine.provide({
        actors: createProductLoaderActors({
          product: (handle, options) => {
            if (options?.signal) signals.push(options.signal);
            return new Promise((resolve) => setTimeout(() => resolve({ ...shoe, handle }), 5));
          },
        }),
      }),
      { input: { handle: "a" } },
    );
    const heard: string[] = [];
    actor.on("product.loaded", (event) => heard.push(event.handle));
    actor.start();
    actor.send({ type: "product.load", handle: "b" });
    await waitFor(actor, (s) => s.matches("settled"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(heard).toEqual(["b"]);
  });
});

const model: ConcurrencyModel<Actor<ProductLoaderMachine>> = {
  start: (service) => {
    const actor = createActor(
      productLoaderMachine.provide({
        actors: createProductLoaderActors({
          product: (handle, options) =>
            service.call("product", handle, options?.signal, (call) => ({
              ...shoe,
              handle,
              description: marker(call.id),
            })) as Promise<StorefrontProductDetail>,
        }),
      }),
      { input: { handle: "a" } },
    );
    actor.on("product.loaded", (event) => {
      if (event.handle !== actor.getSnapshot().context.handle)
        throw new Error(`reported ${event.handle} late`);
    });
    return actor.start();
  },
  events: fc.constantFrom(...["a", "b", "c"].map((handle) => ({ type: "product.load", handle }))),
};

describe("product loader under the concurrency rule", () => {
  it("aborts a superseded load and never reports it", async () => {
    await checkConcurrencyRule(model);
  }, 120_000);
});
