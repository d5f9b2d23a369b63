import {
  connectVisibility,
  followVisibilityFocus,
  syncVisibilityHash,
  type VisibilityApi,
  visibilityMachine,
} from "../../machines/visibility";
import { shopMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import { useMachineActor } from "../shared/use-machine-api";

/** Options of {@link useVisibility}. */
export interface UseVisibilityOptions {
  /** The element's name: the URL hash `#{name}` opens it; also the base of its DOM ids. */
  name: string;
  /** Shown from the start. @default false */
  visible?: boolean;
}

/**
 * A lightbox, modal or drawer (storefront §4): opened by its button or by the URL hash naming it,
 * focus moved in when it opens and back when it closes, Escape and the close button hide it, and
 * closing clears the hash without a history entry.
 *
 * @example
 * ```tsx
 * function SizeGuideDrawer() {
 *   const drawer = useVisibility({ name: "size-guide" });
 *   return (
 *     <>
 *       <button {...drawer.getTriggerProps()}>Size guide</button>
 *       <div {...drawer.getContentProps({ "aria-label": "Size guide" })}>
 *         <button {...drawer.getCloseButtonProps()}>×</button>
 *       </div>
 *     </>
 *   );
 * }
 * ```
 */
export function useVisibility(options: UseVisibilityOptions): VisibilityApi {
  const messages = useMessages(shopMessages);
  const { name, visible } = options;
  return useMachineActor(visibilityMachine, {
    provide: () => ({}),
    input: () => ({ name, visible }),
    connect: connectVisibility,
    options: { id: name, messages },
    start: (actor, runtime) => {
      // Focus follows first, so a hash that opens it on load moves focus too.
      const stopFocus =
        typeof document === "undefined" ? () => undefined : followVisibilityFocus(actor, name, document);
      const stopHash = syncVisibilityHash(actor, runtime.url);
      return () => {
        stopHash();
        stopFocus();
      };
    },
  }).api;
}
