import { useSyncExternalStore } from "react";

const neverChanges = () => () => undefined;

/**
 * Whether this render is on the server or hydrates the server's HTML: then a hook must render
 * what the server rendered, and nothing it could only read in the browser (history state, web
 * storage). It turns false in the render after hydration, and is false from the start in a page
 * rendered in the browser alone (`createRoot`), which may show what it reads at once.
 *
 * @example
 * ```ts
 * const hydrating = useIsHydrating();
 * const [input] = useState(() => searchGridInput(url, { hydrating }));
 * ```
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
