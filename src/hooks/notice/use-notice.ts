import { useId } from "react";
import { connectNotice, type NoticeApi } from "../../machines/notice";
import type { NoticeActorRef } from "../../machines/storefront-system";
import { cartMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { systemNotice } from "../shared/storefront-system";
import { useSharedApi } from "../shared/use-shared-api";

/** Options of {@link useNotice}. */
export interface UseNoticeOptions {
  /** DOM id base of the live region this caller renders. @default a React id */
  id?: string;
}

/** The page's one notice actor (the key of `useSharedActor`): the storefront system's. */
export function noticeActor(runtime: SolekitRuntime): NoticeActorRef {
  return systemNotice(runtime);
}

/**
 * The page's global notice (storefront §4): one per provider, so the cart's failures, a form's
 * success and your own messages share one live region. A notice hides after its duration
 * (default 5000 ms), paused while hovered or focused; errors are announced as alerts.
 *
 * @example
 * ```tsx
 * function NoticeRegion() {
 *   const notice = useNotice();
 *   return (
 *     <div {...notice.getRegionProps({ className: "notice" })}>
 *       {notice.notice ? (
 *         <p>
 *           {notice.notice.message} <button {...notice.getDismissButtonProps()}>×</button>
 *         </p>
 *       ) : null}
 *     </div>
 *   );
 * }
 * // anywhere under the provider:
 * useNotice().show({ type: "success", message: "Saved" });
 * ```
 */
export function useNotice(options: UseNoticeOptions = {}): NoticeApi {
  const messages = useMessages(cartMessages);
  const id = useId();
  return useSharedApi(noticeActor, connectNotice, { id: options.id ?? id, messages });
}
