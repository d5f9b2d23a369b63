import { useCallback, useEffect, useRef, useState } from "react";
import {
  type SearchGridApi,
  type SentinelPlacement,
  type SentinelProps,
  sentinelRootMargin,
} from "../../machines/search-grid";

type Elements = { readonly [P in SentinelPlacement]: Element | null };

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
  const [elements, setElements] = useState<Elements>({ next: null, previous: null });
  const near = useRef<Record<SentinelPlacement, boolean>>({ next: false, previous: false });
  const latest = useRef(api);
  latest.current = api;

  const check = useCallback(() => {
    const grid = latest.current;
    if (grid.isLoading || grid.status === "error") return;
    if (near.current.next && grid.hasMore) grid.loadMore();
    else if (near.current.previous && grid.hasPrevious) grid.loadPrevious();
  }, []);

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === "undefined") return;
    const observers = (["next", "previous"] as const).flatMap((placement) => {
      const element = elements[placement];
      if (!element) return [];
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) near.current[placement] = entry.isIntersecting;
          check();
        },
        { rootMargin: sentinelRootMargin(placement) },
      );
      observer.observe(element);
      return [observer];
    });
    return () => {
      for (const observer of observers) observer.disconnect();
      near.current = { next: false, previous: false };
    };
  }, [enabled, elements, check]);

  // A sentinel still near the viewport after a load (short pages) loads the following page too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever a load settles
  useEffect(() => {
    if (enabled) check();
  }, [enabled, api.isLoading, check]);

  const nextRef = useCallback((element: Element | null) => {
    setElements((current) => (current.next === element ? current : { ...current, next: element }));
  }, []);
  const previousRef = useCallback((element: Element | null) => {
    setElements((current) => (current.previous === element ? current : { ...current, previous: element }));
  }, []);

  return useCallback(
    (placement: SentinelPlacement) => ({
      ...api.getSentinelProps(placement),
      ref: placement === "next" ? nextRef : previousRef,
    }),
    [api, nextRef, previousRef],
  );
}
