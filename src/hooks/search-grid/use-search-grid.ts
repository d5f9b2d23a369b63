import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import {
  connectSearchGrid,
  createGridSentinels,
  createSearchGridActors,
  type SearchGridApi,
  type SearchGridUrlSync,
  searchGridInput,
  searchGridMachine,
  syncSearchGridUrl,
} from "../../machines/search-grid";
import { searchGridMessages } from "../../rules/messages";
import { searchClient } from "../provider/clients";
import { useIsHydrating } from "../provider/hydration";
import { useClient, useMessages, useSolekit } from "../provider/solekit-context";
import { useMachineActor } from "../shared/use-machine-api";

/** Options of {@link useSearchGrid}. */
export interface UseSearchGridOptions {
  /** Collection handle for a collection page; omit on the search page. */
  collection?: string;
  /** Products per page. Read once, when the grid mounts. @default the service's default (24 on the sandbox) */
  resultsPerPage?: number;
  /** Load pages as the sentinels (`getSentinelProps`) near the viewport. @default false */
  infiniteScroll?: boolean;
  /** Save loaded pages and scroll position for Back, and restore them. @default true */
  restoration?: boolean;
  /** Base of the DOM ids the prop getters hand out. @default React's `useId()` */
  id?: string;
}

// Layout effects do not run on the server; this keeps SSR free of warnings.
const useClientLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * The search page and collection grid (storefront §2, §4): URL-synced query, page, sort and
 * filters (a new selection returns to page 1), pages loaded both ways with Load More and Load
 * Previous or infinite scroll, facets with the price slider, active chips, the filter panel with
 * its "View N Results" count, merchandising content, and the spec's texts. Outdated searches are
 * aborted. Browser Back restores the loaded pages and scroll position without a request. A thin
 * binding of `searchGridMachine` and its controllers (`syncSearchGridUrl`, `createGridSentinels`)
 * to the provider's URL adapter; SSR-safe.
 *
 * @example
 * ```tsx
 * function SearchResults() {
 *   const grid = useSearchGrid({ infiniteScroll: true });
 *   const skeletons = (n: number) => Array.from({ length: n }, (_, i) => <li key={`s${i}`} aria-hidden="true" />);
 *   return (
 *     <>
 *       <h1>{grid.heading}</h1>
 *       <p role="status">{grid.resultCountText}</p>
 *       {grid.hasPrevious && <button {...grid.getLoadPreviousProps()}>{grid.labels.loadPrevious}</button>}
 *       <div {...grid.getSentinelProps("previous")} />
 *       <ul {...grid.getGridProps()}>
 *         {skeletons(grid.skeletonsBefore)}
 *         {grid.results.map((item) => <li key={item.key}>{item.product.name}</li>)}
 *         {skeletons(grid.skeletonsAfter)}
 *       </ul>
 *       <div {...grid.getSentinelProps("next")} />
 *       {grid.hasMore && <button {...grid.getLoadMoreProps()}>{grid.labels.loadMore}</button>}
 *     </>
 *   );
 * }
 * ```
 */
export function useSearchGrid(options: UseSearchGridOptions = {}): SearchGridApi {
  const { collection = null, restoration = true, infiniteScroll = false } = options;
  const search = useClient(searchClient);
  const messages = useMessages(searchGridMessages);
  const { url } = useSolekit();
  const id = useId();
  const [sentinels] = useState(createGridSentinels);
  // Hydrating a server render, the grid starts as the server rendered it (skeletons) and is
  // restored after hydration, by the URL sync; rendered in the browser alone, at once.
  const hydratingNow = useIsHydrating();
  const [hydrating] = useState(hydratingNow);
  const { api, actorRef } = useMachineActor(searchGridMachine, {
    provide: () => ({ actors: createSearchGridActors(search) }),
    input: (runtime) =>
      searchGridInput(runtime.url, {
        collection,
        resultsPerPage: options.resultsPerPage,
        restoration,
        hydrating,
      }),
    connect: connectSearchGrid,
    options: { id: options.id ?? id, messages, sentinels },
  });
  const sync = useRef<SearchGridUrlSync | null>(null);
  useEffect(() => {
    const controller = syncSearchGridUrl(actorRef, { url, collection, restoration });
    sync.current = controller;
    // A grid restored in its first render scrolls back now; one restored after hydration, by the
    // sync just started, once it has rendered (the layout effect below).
    if (!hydrating) controller.rendered();
    return () => {
      sync.current = null;
      controller.stop();
    };
  }, [actorRef, url, collection, restoration, hydrating]);
  // After a restored grid has rendered, its scroll position comes back.
  useClientLayoutEffect(() => sync.current?.rendered());
  useEffect(
    () => (infiniteScroll ? sentinels.start(actorRef) : undefined),
    [sentinels, actorRef, infiniteScroll],
  );
  return api;
}
