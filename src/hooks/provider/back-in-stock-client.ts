// The back-in-stock client factory in a module of its own: only the back-in-stock form's hooks use
// it (the product page's email box, which a page loads when it is first revealed, and the
// wishlist's size step), so a bundler that splits at import() keeps it, and the client, with them.
import { type BackInStockClient, createBackInStockClient } from "../../clients/back-in-stock";
import { backInStockMessages } from "../../rules/messages";
import { refuse } from "./refuse";
import type { SolekitRuntime } from "./solekit-runtime";

/**
 * The back-in-stock client of the provider (used through `useClient`): its refusals are worded by
 * the provider's `messages` over the back-in-stock box's catalogue. Without the configuration's
 * `backInStock` section its calls reject with a `SolekitConfigError` naming it.
 *
 * @example
 * ```ts
 * const backInStock = useClient(backInStockClient);
 * ```
 */
export function backInStockClient(runtime: SolekitRuntime): BackInStockClient {
  if (!runtime.config.backInStock) {
    return { subscribe: refuse("backInStock", "the back-in-stock client") };
  }
  return createBackInStockClient(runtime.config, {
    messages: { ...backInStockMessages, ...runtime.messages },
  });
}
