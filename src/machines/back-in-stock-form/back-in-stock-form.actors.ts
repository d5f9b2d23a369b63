import type { PromiseActorLogic } from "xstate";
import type { BackInStockClient } from "../../clients/back-in-stock";
import { fromRequest } from "../shared/request";
import type { BackInStockOutcome, BackInStockRequest } from "./back-in-stock-form.types";

/** The back-in-stock form's actors, as `backInStockFormMachine.provide({ actors })` takes them. */
export interface BackInStockFormActors {
  /** Subscribes an email to a variant's back-in-stock notice. */
  subscribeBackInStock: PromiseActorLogic<BackInStockOutcome, BackInStockRequest>;
}

/**
 * The back-in-stock form's real side effect: the provider's subscription.
 *
 * @example
 * ```ts
 * const machine = backInStockFormMachine.provide({ actors: createBackInStockFormActors(backInStock) });
 * ```
 */
export function createBackInStockFormActors(
  backInStock: Pick<BackInStockClient, "subscribe">,
): BackInStockFormActors {
  return {
    subscribeBackInStock: fromRequest(async ({ email, variantId }: BackInStockRequest, signal) => {
      const result = await backInStock.subscribe(email, variantId, { signal });
      return { sent: result.sent, variantId };
    }),
  };
}
