import { useSyncExternalStore } from "react";

/** The reference store's desktop breakpoint (storefront §9): 768 px and up. */
export const DESKTOP = "(min-width: 768px)";

const subscribe = (listener: () => void) => {
  const list = window.matchMedia(DESKTOP);
  list.addEventListener("change", listener);
  return () => list.removeEventListener("change", listener);
};

/** Whether the viewport is at the desktop breakpoint, following it as it changes (true on the server). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP).matches,
    () => true,
  );
}
