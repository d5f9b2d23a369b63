// The back-in-stock form, composed with the product form from outside: a page carries it only
// when it attaches it (`useBackInStockForm` does, when the email box first renders).
import type { Actor, SnapshotFrom } from "xstate";
import { type BackInStockFormMachine, followBackInStockFocus } from "../back-in-stock-form";
import { domIds, focusByIdAfterRender } from "../shared/dom-ids";
import type { ProductFormMachine } from "./product-form.machine";
import type { FollowProductFormPartOptions } from "./product-form.types";

/**
 * Attaches the back-in-stock form to the product form: the part hears the chosen variant
 * (`variant.change`, at once and on every change: its box closes), and opens its box whenever the
 * form's button reveals it (`emailBox.reveal`, at once if the form holds it open, so a part loaded
 * after the click shows it), focus going to the email input once rendered. A landed subscription
 * goes to the form (`backInStock.subscribed`: the button reads Out of Stock and the form shows the
 * success message), and focus to that message ({@link followBackInStockFocus}). `id` is the base
 * both take. Returns the function that detaches it.
 *
 * @example
 * ```ts
 * const part = createActor(
 *   backInStockFormMachine.provide({ actors: createBackInStockFormActors(backInStock) }),
 * ).start();
 * const stop = followProductFormWithBackInStock(form, part, { id: "pdp", document });
 * ```
 */
export function followProductFormWithBackInStock(
  productForm: Pick<Actor<ProductFormMachine>, "getSnapshot" | "subscribe" | "send">,
  backInStockForm: Pick<Actor<BackInStockFormMachine>, "on" | "send" | "getSnapshot">,
  options: FollowProductFormPartOptions,
): () => void {
  const emailId = domIds(options.id)("email");
  // What the part holds is compared with the form's, so the part is told a change once only. A
  // box the form closed without another variant (the same size chosen again) closes too.
  const follow = ({ context }: SnapshotFrom<ProductFormMachine>) => {
    const part = backInStockForm.getSnapshot().context;
    if (context.variantId !== part.variantId || (part.isOpen && !context.emailBoxOpen)) {
      backInStockForm.send({ type: "variant.change", variantId: context.variantId });
    }
    if (context.emailBoxOpen && !backInStockForm.getSnapshot().context.isOpen) {
      backInStockForm.send({ type: "emailBox.reveal" });
      if (options.document) focusByIdAfterRender(options.document, emailId);
    }
  };
  follow(productForm.getSnapshot());
  const snapshots = productForm.subscribe(follow);
  const subscribed = backInStockForm.on("backInStock.subscribed", (event) => productForm.send(event));
  const stopFocus = followBackInStockFocus(backInStockForm, options);
  return () => {
    snapshots.unsubscribe();
    subscribed.unsubscribe();
    stopFocus();
  };
}
