import { createActor } from "xstate";
import {
  type AccountModalApi,
  accountModalImplementations,
  accountModalMachine,
  connectAccountModal,
  urlOpensAccountModal,
} from "../../machines/account-modal";
import { searchMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { useSharedApi } from "../shared/use-shared-api";

// One modal per page: the header's profile icon and the dialog share it.
const accountModalActor = (runtime: SolekitRuntime) =>
  createActor(accountModalMachine.provide(accountModalImplementations(runtime.url)), {
    input: { openedByUrl: urlOpensAccountModal(runtime.url.current()) },
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
export function useAccountModal(): AccountModalApi {
  const messages = useMessages(searchMessages);
  return useSharedApi(accountModalActor, connectAccountModal, { messages });
}
