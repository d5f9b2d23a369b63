import fc from "fast-check";
import { type Actor, createActor, type SnapshotFrom } from "xstate";
import type { StorefrontProductDetail } from "../../src/clients/storefront";
import {
  type BackInStockFormMachine,
  backInStockFormMachine,
  createBackInStockFormActors,
} from "../../src/machines/back-in-stock-form";
import {
  connectProductForm,
  createProductFormActors,
  followProductFormWithBackInStock,
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

type FormSnapshot = SnapshotFrom<ProductFormMachine>;

/** The page the model drives: the form, and its back-in-stock form attached from outside. */
interface ProductPage {
  form: Actor<ProductFormMachine>;
  box: Actor<BackInStockFormMachine>;
  /** Adds the shopper asked for (a click while the button read Add to Cart). */
  requestedAdds: number;
}

let page: ProductPage | undefined;

// One actor for the helper: a shopper's events go where a page sends them (the email box's to the
// back-in-stock form), and its snapshot is the form's with both actors' running invocations, the
// same object as long as neither changed (the helper compares them).
function pageActor(current: ProductPage): Actor<ProductFormMachine> {
  let last: { form: FormSnapshot; box: SnapshotFrom<BackInStockFormMachine>; page: FormSnapshot } | null =
    null;
  const getSnapshot = (): FormSnapshot => {
    const form = current.form.getSnapshot();
    const box = current.box.getSnapshot();
    if (last?.form !== form || last.box !== box) {
      last = { form, box, page: { ...form, children: { ...form.children, ...box.children } } };
    }
    return last.page;
  };
  const send = (event: { type: string }) => {
    if (event.type === "email.change" || event.type === "email.submit") {
      current.box.send(event as Parameters<typeof current.box.send>[0]);
      return;
    }
    if (event.type === "cart.submit") {
      const api = connectProductForm(current.form.getSnapshot(), current.form.send);
      if (api.buttonLabel === "Add to Cart") current.requestedAdds += 1;
    }
    current.form.send(event as Parameters<typeof current.form.send>[0]);
  };
  const stop = () => {
    current.box.stop();
    current.form.stop();
  };
  return { ...current.form, getSnapshot, send, stop } as unknown as Actor<ProductFormMachine>;
}

function start(service: FakeService): Actor<ProductFormMachine> {
  const form = createActor(
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
        addToCart: (request, signal) => service.call("add", request, signal, () => ({ ok: true })),
      }),
    }),
    { input: { handle: HANDLES[0] as string } },
  ).start();
  const box = createActor(
    backInStockFormMachine.provide({
      actors: createBackInStockFormActors({
        subscribe: (email, variantId, options) =>
          service.call("subscribe", { email, variantId }, options?.signal, () => ({ sent: true as const })),
      }),
    }),
  ).start();
  followProductFormWithBackInStock(form, box, { id: "pdp" });
  page = { form, box, requestedAdds: 0 };
  return pageActor(page);
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
    const unanswered = adds.filter((call) => call.outcome === "pending").length;
    expect(context.addsInFlight).toHaveLength(unanswered);
    expect(snapshot.matches({ cart: "adding" })).toBe(unanswered > 0);
    if (page && adds.length !== page.requestedAdds) {
      throw new Error(
        `${page.requestedAdds} add(s) asked for, ${adds.length} sent or queued (${JSON.stringify(snapshot.value)})`,
      );
    }
    if (adds.some((call) => call.signal.aborted)) throw new Error("an add to the cart was aborted");
    // One subscription at a time, and the email box is the form's: open for the size chosen
    // exactly while the form holds it open, and every landed subscription known to the form.
    const subscribing = service.open.filter((call) => call.method === "subscribe" && !call.signal.aborted);
    expect(subscribing.length).toBeLessThanOrEqual(1);
    const box = page?.box.getSnapshot().context;
    expect(box?.variantId).toBe(context.variantId);
    expect(box?.isOpen).toBe(context.emailBoxOpen);
    expect([...context.subscribedVariantIds].sort()).toEqual([...(box?.subscribedVariantIds ?? [])].sort());
  },
};

describe("product form under the concurrency rule, its back-in-stock form attached", () => {
  it("aborts a superseded product load, never drops or aborts an add, sends one subscription at a time", async () => {
    await checkConcurrencyRule(model);
  }, 120_000);
});
