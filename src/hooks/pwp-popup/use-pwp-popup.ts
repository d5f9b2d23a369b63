import { useEffect, useId } from "react";
import {
  connectPwpPopup,
  createPwpPopupActors,
  followCartChanges,
  type PwpPopupApi,
  pwpPopupHostActions,
  pwpPopupMachine,
  storedPwpMutes,
} from "../../machines/pwp-popup";
import { requestAdd } from "../../machines/storefront-system";
import { shopMessages } from "../../rules/messages";
import type { PwpRule } from "../../rules/pwp";
import { cartActor } from "../cart/shared-cart";
import { searchClient } from "../provider/clients";
import { useSharedActor } from "../provider/shared-actor";
import { useClient, useMessages } from "../provider/solekit-context";
import { useMachineActor } from "../shared/use-machine-api";

/** Options of {@link usePwpPopup}. */
export interface UsePwpPopupOptions {
  /** The rules (storefront §3), from your app or CMS; read once when the hook mounts. */
  rules: readonly PwpRule[];
}

/**
 * The product-with-purchase popup (storefront §2, §3, §4): after the cart changes, the
 * highest-priority rule that the cart triggers (a trigger product, or a product of the trigger
 * collection) and that is not muted opens a dialog with its title, description, upsell products
 * (`getAddButtonProps(product, lines)` adds one silently, and its button and the popup's polite
 * status, `getStatusProps()`, say so once the cart has taken it, or why it refused it) and a 'View
 * all' link to the upsell collection. Mounted after the shopper already changed the cart (lazily loaded), it checks the
 * cart as last confirmed, so no change is missed. Dismissing mutes the rule for its
 * `exclusionDays`, across reloads (stored key `pwp-mute` in the provider's storage).
 *
 * @example
 * ```tsx
 * function PwpPopup({ rules }: { rules: PwpRule[] }) {
 *   const popup = usePwpPopup({ rules });
 *   if (!popup.isOpen) return null;
 *   return (
 *     <div {...popup.getDialogProps({ className: "pwp" })}>
 *       <h2 {...popup.getTitleProps()}>{popup.title}</h2>
 *       <p {...popup.getDescriptionProps()}>{popup.description}</p>
 *       {popup.products.map((p) => {
 *         const variant = p.variants.find((v) => v.available);
 *         if (!variant) return null;
 *         // A search result's variant id is a string; the cart takes the numeric variant id.
 *         return (
 *           <button key={p.id} {...popup.getAddButtonProps(p, [{ id: Number(variant.id), quantity: 1 }])}>
 *             {popup.addLabel(p)}
 *           </button>
 *         );
 *       })}
 *       <p {...popup.getStatusProps()}>{popup.statusMessage}</p>
 *       {popup.viewAllUrl ? <a href={popup.viewAllUrl}>{popup.viewAllLabel}</a> : null}
 *       <button {...popup.getDismissButtonProps()}>No thanks</button>
 *     </div>
 *   );
 * }
 * ```
 */
export function usePwpPopup(options: UsePwpPopupOptions): PwpPopupApi {
  const search = useClient(searchClient);
  const messages = useMessages(shopMessages);
  const cart = useSharedActor(cartActor);
  const { api, actorRef } = useMachineActor(pwpPopupMachine, {
    provide: (runtime) => ({
      // Adds from the popup are silent: the mini cart stays closed under it.
      actors: createPwpPopupActors(search, (lines, signal) =>
        requestAdd(cart, lines, { silent: true, signal }),
      ),
      actions: pwpPopupHostActions(runtime.storage),
    }),
    input: (runtime) => ({
      rules: options.rules,
      mutes: storedPwpMutes(runtime.storage),
      now: () => runtime.clock.now(),
    }),
    connect: connectPwpPopup,
    options: { id: useId(), messages },
  });
  useEffect(() => followCartChanges(cart, actorRef), [cart, actorRef]);
  return api;
}
