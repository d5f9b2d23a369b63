import { type MouseEvent, useEffect, useState } from "react";
import { useQuickSearchButton } from "solekit";
import { useServicesReady } from "../layout/services-ready";
import { LazyPart } from "../ui/lazy-part";

// The overlay (its component, and solekit's quick-search machine and strings) loads when the
// shopper first opens it; pointing at or focusing the button starts the download, so it is
// usually there by the click.
const loadOverlay = () => import("./quick-search-overlay");
const preloadOverlay = () => {
  loadOverlay().catch(() => undefined);
};

/**
 * The header's search button, from `useQuickSearchButton`. The overlay it opens mounts on the
 * first open and stays mounted, so text typed survives closing it; both share one open state. If
 * its download fails, the button closes again and the page stays as it was.
 */
export function QuickSearch() {
  const button = useQuickSearchButton();
  const servicesReady = useServicesReady();
  const [opened, setOpened] = useState(false);
  if (button.isOpen && !opened) setOpened(true);
  // On the sandbox the header paints before its worker runs. A click then opens the overlay once
  // the worker answers, instead of sending the popular searches to a host nothing answers on.
  const [openWhenReady, setOpenWhenReady] = useState(false);
  const { open } = button;
  useEffect(() => {
    if (!servicesReady || !openWhenReady) return;
    setOpenWhenReady(false);
    open();
  }, [servicesReady, openWhenReady, open]);
  const onOpenEarly = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    preloadOverlay();
    setOpenWhenReady(true);
  };

  const onOverlayFailed = () => {
    setOpened(false);
    button.close();
  };

  return (
    <>
      <button
        {...button.getOpenButtonProps({
          className: "icon-link",
          onClick: servicesReady ? undefined : onOpenEarly,
          onPointerEnter: preloadOverlay,
          onFocus: preloadOverlay,
          "aria-busy": openWhenReady || undefined,
        })}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l5 5" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {opened ? <LazyPart load={loadOverlay} onError={onOverlayFailed} /> : null}
    </>
  );
}
