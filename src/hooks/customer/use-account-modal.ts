import { useId } from "react";
import { createActor } from "xstate";
import {
  type AccountModalApi,
  accountModalImplementations,
  accountModalMachine,
  connectAccountModal,
  queryOpensAccountModal,
} from "../../machines/account-modal";
import { quickSearchMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { useSharedApi } from "../shared/use-shared-api";

/** Options of {@link useAccountModal}. */
export interface UseAccountModalOptions {
  /**
   * DOM id of the profile link this caller renders with `getTriggerProps` (each trigger has its
   * own). The dialog's ids belong to the page's one modal. @default a React id
   */
  id?: string;
}

// One modal per page: the header's profile icon and the dialog share it.
const accountModalActor = (runtime: SolekitRuntime) =>
  createActor(accountModalMachine.provide(accountModalImplementations(runtime.url)), {
    // What a server sees too (`modal=account`); a `#account` opens it once started, after hydration.
    input: { openedByUrl: queryOpensAccountModal(runtime.url.current()) },
  });

/**
 * The page's account modal (storefront §2): open when the URL has `modal=account` (or the guest
 * link's `#account`) and from the header's profile icon; closing removes the marker with a
 * history replace, so Back does not reopen it. Every caller on the page shares one modal.
 *
 * @example
 * ```tsx
 * function AccountModal() {
 *   const modal = useAccountModal();
 *   const ref = useRef<HTMLDialogElement>(null);
 *   useLayoutEffect(() => {
 *     if (modal.isOpen && !ref.current?.open) ref.current?.showModal();
 *     if (!modal.isOpen && ref.current?.open) ref.current.close();
 *   }, [modal.isOpen]);
 *   return (
 *     <dialog ref={ref} {...modal.getDialogProps()} onCancel={modal.close}>
 *       <h2 {...modal.getTitleProps()}>Fit Club</h2>
 *       <button {...modal.getCloseButtonProps()}>×</button>
 *     </dialog>
 *   );
 * }
 * ```
 */
export function useAccountModal(options: UseAccountModalOptions = {}): AccountModalApi {
  const messages = useMessages(quickSearchMessages);
  const triggerId = useId();
  return useSharedApi(accountModalActor, connectAccountModal, {
    messages,
    triggerId: options.id ?? triggerId,
  });
}
