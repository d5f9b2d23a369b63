import { MOBILE_BREAKPOINT_PX } from "../../rules/constants";

/** The part of `window.matchMedia`'s answer {@link watchWalletPassViewport} uses. */
export interface WalletPassMediaList {
  /** Whether the query matches now. */
  readonly matches: boolean;
  /** Listens for changes. */
  addEventListener(type: "change", listener: (event: { readonly matches: boolean }) => void): void;
  /** Stops listening. */
  removeEventListener(type: "change", listener: (event: { readonly matches: boolean }) => void): void;
}

/** The media query under which the wallet pass link shows (account-area §2: under 768 px). */
export const WALLET_PASS_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * Tells `onChange` whether the viewport is under 768 px wide, now and on every change; the
 * wallet pass link shows only then. Returns the function that stops it.
 *
 * @example
 * ```ts
 * const stop = watchWalletPassViewport(window.matchMedia.bind(window), (narrow) => render(narrow));
 * ```
 */
export function watchWalletPassViewport(
  matchMedia: (query: string) => WalletPassMediaList,
  onChange: (isNarrow: boolean) => void,
): () => void {
  const list = matchMedia(WALLET_PASS_QUERY);
  const listener = (event: { readonly matches: boolean }) => onChange(event.matches);
  onChange(list.matches);
  list.addEventListener("change", listener);
  return () => list.removeEventListener("change", listener);
}
