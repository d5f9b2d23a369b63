import type { MouseEvent, SyntheticEvent } from "react";
import { useMessages, useQuickSearch } from "solekit";
import { searchMessages } from "solekit/rules";
import { useModalDialog } from "../ui/use-modal-dialog";
import { QuickSearchPanel } from "./quick-search-panel";
import "./quick-search.css";

/**
 * The quick-search overlay: a native modal `<dialog>` opened and closed from the hook's state,
 * which it shares with the header's button (`quick-search.tsx`). This module and the overlay's
 * code in solekit load when the shopper first opens it. Behaviour (focus, keys, requests,
 * navigation) comes from `useQuickSearch`; this file is layout only.
 */
export default function QuickSearchOverlay() {
  const qs = useQuickSearch();
  const messages = useMessages(searchMessages);
  const dialog = useModalDialog(qs.isOpen);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    qs.close();
  };
  // A click on the backdrop lands on the dialog element itself.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) qs.close();
  };

  return (
    <dialog
      ref={dialog}
      {...qs.getDialogProps({ className: "quick-search", onCancel, onClick: onBackdropClick })}
    >
      <div className="quick-search__inner">
        <form {...qs.getFormProps({ className: "quick-search__bar" })}>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
          <label {...qs.getLabelProps({ className: "visually-hidden" })}>{messages.searchOpenLabel}</label>
          <input {...qs.getInputProps({ type: "text", className: "quick-search__input" })} />
          {qs.query ? (
            <button {...qs.getClearButtonProps({ className: "quick-search__button" })}>
              {messages.clear}
            </button>
          ) : null}
          <button {...qs.getCloseButtonProps({ className: "quick-search__button" })}>{messages.close}</button>
        </form>
        <div className="quick-search__state" data-error={qs.errorMessage ? "" : undefined}>
          <p {...qs.getStatusProps({ className: "quick-search__status" })}>
            {!qs.isSubmitting && qs.fallbackHref ? (
              <a {...qs.getFallbackLinkProps()}>{qs.fallbackMessage}</a>
            ) : (
              qs.statusMessage
            )}
          </p>
          {/* Outside the live region, which announces the error; the button itself is not news. */}
          {qs.errorMessage ? (
            <button {...qs.getRetryButtonProps({ className: "quick-search__button quick-search__retry" })}>
              {messages.tryAgain}
            </button>
          ) : null}
        </div>
        <QuickSearchPanel qs={qs} />
      </div>
    </dialog>
  );
}
