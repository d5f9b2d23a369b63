import { type MouseEvent, type SyntheticEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useMessages, useQuickSearch } from "solekit";
import { searchMessages } from "solekit/rules";
import { useServicesReady } from "../layout/services-ready";
import { QuickSearchPanel } from "./quick-search-panel";
import "./quick-search.css";

/**
 * The header's search button and the quick-search overlay: a native modal `<dialog>` opened and
 * closed from the hook's state. Behaviour (focus, keys, requests, navigation) comes from
 * `useQuickSearch`; this file is layout only.
 */
export function QuickSearch() {
  const qs = useQuickSearch();
  const messages = useMessages(searchMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const servicesReady = useServicesReady();
  // On the sandbox the header paints before its worker runs. A click then opens the overlay once
  // the worker answers, instead of sending the popular searches to a host nothing answers on.
  const [openWhenReady, setOpenWhenReady] = useState(false);
  const { open } = qs;
  useEffect(() => {
    if (!servicesReady || !openWhenReady) return;
    setOpenWhenReady(false);
    open();
  }, [servicesReady, openWhenReady, open]);
  const onOpenEarly = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setOpenWhenReady(true);
  };

  // A layout effect, so the dialog is shown before the hook's effect moves focus into it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (qs.isOpen && !element.open) element.showModal();
    if (!qs.isOpen && element.open) element.close();
  }, [qs.isOpen]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    qs.close();
  };
  // A click on the backdrop lands on the dialog element itself.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) qs.close();
  };

  return (
    <>
      <button
        {...qs.getOpenButtonProps({
          className: "icon-link",
          onClick: servicesReady ? undefined : onOpenEarly,
          "aria-busy": openWhenReady || undefined,
        })}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l5 5" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
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
            <button {...qs.getCloseButtonProps({ className: "quick-search__button" })}>
              {messages.close}
            </button>
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
    </>
  );
}
