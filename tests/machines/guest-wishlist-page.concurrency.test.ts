import fc from "fast-check";
import { createActor } from "xstate";
import type { StorefrontProduct, StorefrontVariant } from "../../src/clients/storefront";
import {
  connectGuestWishlistPage,
  createGuestWishlistPageActors,
  guestWishlistPageMachine,
} from "../../src/machines/guest-wishlist-page";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";
import { product, variant } from "./wishlists.fixtures";

const PRODUCTS = ["1", "2", "3", "4"];

// Products whose titles name the call that answered them; product 4 the storefront never has.
function fakeStorefront(service: FakeService) {
  return {
    products: (ids: readonly (string | number)[], options?: { signal?: AbortSignal }) =>
      service.call("products", ids, options?.signal, (call) =>
        ids
          .filter((id) => String(id) !== "4")
          .map(
            (id): StorefrontProduct => ({
              ...product(Number(id), [variant(Number(id) * 10, `SKU-${id}`, true) as StorefrontVariant]),
              title: `Runner ${id} ${marker(call.id)}`,
            }),
          ),
      ),
  };
}

function start(service: FakeService) {
  return createActor(
    guestWishlistPageMachine.provide({ actors: createGuestWishlistPageActors(fakeStorefront(service)) }),
    { input: {} },
  ).start();
}

const entries = fc
  .subarray(PRODUCTS)
  .map((ids) => ids.map((productId) => ({ productId, variantId: `${productId}0` })));

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  events: fc.oneof(
    { weight: 4, arbitrary: entries.map((list) => ({ type: "entries.change", entries: list })) },
    { weight: 1, arbitrary: fc.constant({ type: "load.retry" }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...PRODUCTS).map((productId) => ({
        type: "item.remove",
        productId,
        variantId: `${productId}0`,
        title: productId,
      })),
    },
  ),
  invariant(snapshot) {
    const api = connectGuestWishlistPage(snapshot, () => undefined);
    const saved = snapshot.context.entries ?? [];
    // Only what is on the list shows, in the list's order (latest first), each product once.
    const shownIds = api.items.map((item) => item.productId);
    const expected = saved
      .map((entry) => entry.productId)
      .reverse()
      .filter((id) => shownIds.includes(id));
    if (JSON.stringify(shownIds) !== JSON.stringify(expected)) {
      throw new Error(`shows ${shownIds} for the list ${saved.map((entry) => entry.productId)}`);
    }
    // Settled (success), every saved product is shown: product 4, which the storefront does not
    // have, as gone. Only product 4 is ever gone, and only once the storefront has said so.
    if (api.status === "success") {
      const missing = saved.filter((entry) => !shownIds.includes(entry.productId));
      if (missing.length > 0) throw new Error(`success without ${missing.map((entry) => entry.productId)}`);
    }
    const wronglyGone = api.items.filter((item) => item.isGone !== (item.productId === "4"));
    if (wronglyGone.length > 0)
      throw new Error(`${wronglyGone.map((item) => item.productId)} shown wrongly gone`);
    if (api.status === "error" && api.errorMessage === null) throw new Error("an error with no message");
    if (api.isEmpty !== (saved.length === 0 && snapshot.context.entries !== null)) {
      throw new Error("isEmpty disagrees with the list");
    }
  },
};

describe("guest wishlist page under the concurrency rule", () => {
  it("aborts a load a new list supersedes and never shows its answer, in any order", async () => {
    await checkConcurrencyRule(model);
  }, 60_000);
});
