import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { createActor } from "xstate";
import { connectNotice, type NoticeApi, noticeMachine } from "../../machines/notice";
import { shopMessages } from "../../rules/messages";
import { useSharedActor } from "../provider/shared-actor";
import { useMessages } from "../provider/solekit-context";
import type { SolekitRuntime } from "../provider/solekit-runtime";

/**
 * The page's one notice actor (the key of `useSharedActor`). The cart's shared actor reaches it
 * through the same key to raise its error notices.
 */
export function noticeActor(_runtime: SolekitRuntime) {
  return createActor(noticeMachine, { input: {} });
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
export function useNotice(): NoticeApi {
  const actor = useSharedActor(noticeActor);
  const snapshot = useSelector(actor, (s) => s);
  const messages = useMessages(shopMessages);
  return useMemo(
    () => connectNotice(snapshot, actor.send, { id: "notice", messages }),
    [snapshot, actor, messages],
  );
}
