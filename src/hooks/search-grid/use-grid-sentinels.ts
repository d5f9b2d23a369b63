import { useCallback, useEffect, useMemo, useRef } from "react";
import {
  type SearchGridApi,
  type SentinelPlacement,
  type SentinelProps,
  sentinelRootMargin,
} from "../../machines/search-grid";

/**
 * Infinite scroll for a grid: `getSentinelProps` with a `ref` that watches the sentinel with an
 * IntersectionObserver (300 px below the viewport for the next page, 100 px above it for the
 * previous one) and loads when it comes near, again after each load while it stays near. Does
 * nothing when disabled or where IntersectionObserver is missing (server, old browsers).
 *
 * @example
 * ```tsx
 * const getSentinelProps = useGridSentinels(api, true);
 * <div {...getSentinelProps("next")} />
 * ```
 */
export function useGridSentinels(
  api: SearchGridApi,
  enabled: boolean,
): (placement: SentinelPlacement) => SentinelProps {
  const near = useRef<Partial<Record<SentinelPlacement, boolean>>>({});
  const latest = useRef(api);
  latest.current = api;

  const check = useCallback(() => {
    const grid = latest.current;
    if (grid.isLoading || grid.error) return;
    if (near.current.next && grid.hasMore) grid.loadMore();
    else if (near.current.previous && grid.hasPrevious) grid.loadPrevious();
  }, []);

  // One callback ref per sentinel: it observes the element React attaches and lets go of the one
  // it detaches (React calls it with `null`, also when `enabled` changes the refs).
  const refs = useMemo(() => {
    const observe = (placement: SentinelPlacement) => {
      let observer: IntersectionObserver | undefined;
      return (element: Element | null) => {
        observer?.disconnect();
        near.current[placement] = false;
        if (!element || !enabled || typeof IntersectionObserver === "undefined") return;
        observer = new IntersectionObserver(
          (entries) => {
            for (const entry of entries) near.current[placement] = entry.isIntersecting;
            check();
          },
          { rootMargin: sentinelRootMargin(placement) },
        );
        observer.observe(element);
      };
    };
    return { next: observe("next"), previous: observe("previous") };
  }, [enabled, check]);

  // A sentinel still near the viewport after a load (short pages) loads the following page too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever a load settles
  useEffect(() => {
    if (enabled) check();
  }, [enabled, api.isLoading, check]);

  return useCallback(
    (placement: SentinelPlacement) => ({ ...api.getSentinelProps(placement), ref: refs[placement] }),
    [api, refs],
  );
}
