import type { SnapshotFrom } from "xstate";
import { BOOK_A_FITTING_MARKER } from "../../rules/keys";
import { shopMessages } from "../../rules/messages";
import type { SliceStatus } from "../shared/connect";
import { mergeProps } from "../shared/merge-props";
import { BOOKING_FALLBACK_URL } from "./book-a-fitting.links";
import type { BookAFittingMachine } from "./book-a-fitting.machine";
import type { BookAFittingApi, BookAFittingConnectOptions, BookAFittingEvent } from "./book-a-fitting.types";

/**
 * Turns a book-a-fitting snapshot into its public API: where the request stands, the messages to
 * show and the link props.
 *
 * @example
 * ```ts
 * const api = connectBookAFitting(actor.getSnapshot(), actor.send);
 * if (api.isUnavailable) showFallback(api.errorMessage, api.getFallbackLinkProps().href);
 * ```
 */
export function connectBookAFitting(
  snapshot: SnapshotFrom<BookAFittingMachine>,
  send: (event: BookAFittingEvent) => void,
  options: BookAFittingConnectOptions = {},
): BookAFittingApi {
  const messages = options.messages ?? shopMessages;
  const { attempts, error } = snapshot.context;
  const isWaiting = snapshot.matches("attempting") || snapshot.matches("waiting");
  const isUnavailable = snapshot.matches("unavailable");
  const isOpen = snapshot.matches("open");
  const status: SliceStatus = isWaiting ? "loading" : isOpen ? "success" : isUnavailable ? "error" : "idle";
  return {
    status,
    error: isUnavailable ? error : null,
    errorMessage: isUnavailable ? messages.fittingDialogUnavailable : null,
    isOpen,
    isWaiting,
    isUnavailable,
    attempts,
    loadingMessage: isWaiting ? messages.fittingDialogLoading : null,
    fallbackLinkText: messages.fittingDialogFallbackLink,
    request: () => send({ type: "dialog.request" }),
    dismiss: () => send({ type: "dialog.dismiss" }),
    getLinkProps: (props) =>
      mergeProps(
        {
          href: `#${BOOK_A_FITTING_MARKER}`,
          onClick: (event: { preventDefault(): void }) => {
            event.preventDefault();
            send({ type: "dialog.request" });
          },
        },
        props,
      ),
    getFallbackLinkProps: (props) =>
      mergeProps({ href: BOOKING_FALLBACK_URL, "data-booking-fallback": "" } as const, props),
  };
}
