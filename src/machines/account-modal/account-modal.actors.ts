import { fromCallback } from "xstate";
import type { UrlAdapter } from "../../runtime/url";
import { urlOpensAccountModal, urlWithoutAccountModal } from "./account-modal.selectors";
import type { AccountModalEvent } from "./account-modal.types";

/**
 * The account modal's side effects over a URL adapter: URL changes in, the marker's removal
 * (a history replace) out.
 *
 * @example
 * ```ts
 * const machine = accountModalMachine.provide(accountModalImplementations(createHistoryUrl()));
 * ```
 */
export function accountModalImplementations(url: UrlAdapter) {
  return {
    actors: {
      /** Reports the URL as the modal starts, and every change after, as `url.change`. */
      watchUrl: fromCallback<AccountModalEvent>(({ sendBack }) => {
        const report = () => sendBack({ type: "url.change", marked: urlOpensAccountModal(url.current()) });
        // The URL as the modal starts: a `#account` the server never saw opens it now, after hydration.
        report();
        return url.subscribe(report);
      }),
    },
    actions: {
      /** Replaces the history entry with the URL minus `modal=account` or `#account`. */
      removeUrlMarker: () => url.navigate(urlWithoutAccountModal(url.current()), { replace: true }),
    },
  };
}
