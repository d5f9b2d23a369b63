import { assign, enqueueActions, setup } from "xstate";
import type { StorefrontProductDetail } from "../../clients/storefront";
import { SolekitError } from "../../runtime/solekit-error";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type {
  ProductLoaded,
  ProductLoaderContext,
  ProductLoaderEvent,
  ProductLoaderInput,
} from "./product-loader.types";

type Loaded = { context: ProductLoaderContext; event: { output: StorefrontProductDetail | null } };

// What an event or an answer carries, handed to the actions as typed params (no casts).
const asked = ({ event }: { event: ProductLoaderEvent }) => event.handle;
const answered = ({ context, event }: Loaded): ProductLoaded =>
  event.output
    ? { type: "product.loaded", handle: context.handle, product: event.output }
    : { type: "product.notFound", handle: context.handle };
const failed = ({
  context,
  event,
}: {
  context: ProductLoaderContext;
  event: { error: unknown };
}): ProductLoaded => ({
  type: "product.failed",
  handle: context.handle,
  error: asError(event.error),
});

// The machine's type is inferred here and named by ProductLoaderMachine below.
function buildProductLoaderMachine() {
  return setup({
    types: {
      context: {} as ProductLoaderContext,
      events: {} as ProductLoaderEvent,
      input: {} as ProductLoaderInput,
      emitted: {} as ProductLoaded,
    },
    actors: {
      loadProduct: missingActor<StorefrontProductDetail | null, { handle: string }>(
        "product-loader",
        "loadProduct",
      ),
    },
    actions: {
      takeHandle: assign((_, handle: string) => ({ handle })),
      // The composing actor (a product form) and `actor.on` listeners hear how each load settled.
      report: enqueueActions(({ self, enqueue }, settled: ProductLoaded) => {
        enqueue.emit(settled);
        if (self._parent) enqueue.sendParent(settled);
      }),
    },
  }).createMachine({
    id: "productLoader",
    context: ({ input }) => ({ handle: input.handle }),
    initial: "loading",
    on: {
      "product.load": { target: ".loading", reenter: true, actions: { type: "takeHandle", params: asked } },
    },
    states: {
      loading: {
        invoke: {
          src: "loadProduct",
          input: ({ context }) => ({ handle: context.handle }),
          onDone: { target: "settled", actions: { type: "report", params: answered } },
          onError: { target: "settled", actions: { type: "report", params: failed } },
        },
      },
      settled: {},
    },
  });
}

/** The machine type of {@link productLoaderMachine}. */
export type ProductLoaderMachine = ReturnType<typeof buildProductLoaderMachine>;

/**
 * The product loader: loads a product by handle (`loading` → `settled`); `product.load` with
 * another handle aborts a load still running, so a superseded answer is never reported. Each
 * load's outcome is emitted (`product.loaded`, `product.notFound`, `product.failed`) and sent to
 * the actor that spawned the loader, if any. The side effect is the injected actor `loadProduct`.
 *
 * @example
 * ```ts
 * const loader = createActor(
 *   productLoaderMachine.provide({ actors: createProductLoaderActors(storefront) }),
 *   { input: { handle: "kids-runner-navy" } },
 * ).start();
 * loader.on("product.loaded", ({ product }) => render(product));
 * ```
 */
export const productLoaderMachine: ProductLoaderMachine = buildProductLoaderMachine();

/** The 404 an unknown handle is, for a host that shows `status: "error"` with an error. */
export function productNotFoundError(handle: string): SolekitError {
  return new SolekitError({ kind: "http", status: 404, message: `No product with handle ${handle}` });
}
