import type { Actor } from "xstate";
import { type FollowBackInStockFocusOptions, followBackInStockFocus } from "../back-in-stock-form";
import type { ProductFormMachine } from "./product-form.machine";

/**
 * The product form's focus controller, beside the machine so every host gets it: its parts'
 * (today the back-in-stock form's: a landed subscription moves focus to the success message,
 * see `followBackInStockFocus`). `id` is the form's base id (`connectProductForm`'s). Returns
 * the function that stops it.
 *
 * @example
 * ```ts
 * const stop = followProductFormFocus(actor, { id: "pdp", document });
 * ```
 */
export function followProductFormFocus(
  actor: Pick<Actor<ProductFormMachine>, "getSnapshot">,
  options: FollowBackInStockFocusOptions,
): () => void {
  // The parts are invoked at the form's root, so they run as long as the form does.
  const backInStock = actor.getSnapshot().children.backInStock;
  return backInStock ? followBackInStockFocus(backInStock, options) : () => undefined;
}
