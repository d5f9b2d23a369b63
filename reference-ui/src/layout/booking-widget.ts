/**
 * Stands in for the third-party booking manager's script: it "loads" a moment after the first
 * request, as a slow third-party script would. Add `?booking-widget=offline` to a URL to see the
 * opener give up (the choice is kept for the tab's session).
 */
const LOAD_MS = 1200;
const OFFLINE_FLAG = "booking-widget-offline";

type Listener = () => void;
const listeners = new Set<Listener>();
let loading = false;
let loaded = false;
let open = false;

function offline(): boolean {
  if (typeof window === "undefined") return true;
  if (new URLSearchParams(window.location.search).get("booking-widget") === "offline") {
    sessionStorage.setItem(OFFLINE_FLAG, "1");
  }
  return sessionStorage.getItem(OFFLINE_FLAG) === "1";
}

function setOpen(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export const bookingWidget = {
  /** The booking manager's open call: false until its script has loaded. */
  open(): boolean {
    if (offline()) return false;
    if (!loaded) {
      if (!loading) {
        loading = true;
        setTimeout(() => {
          loaded = true;
        }, LOAD_MS);
      }
      return false;
    }
    setOpen(true);
    return true;
  },
  close(): void {
    setOpen(false);
  },
  isOpen: (): boolean => open,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
