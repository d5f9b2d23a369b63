import { useActorRef, useSelector } from "@xstate/react";
import { useId, useMemo, useState } from "react";
import {
  connectSearchGrid,
  createSearchGridActors,
  isRestorable,
  type SearchGridApi,
  type SearchGridInput,
  searchGridMachine,
} from "../../machines/search-grid";
import { searchMessages } from "../../rules/messages";
import { parseSearchUrl } from "../../rules/search-url";
import { useClient, useMessages, useSolekit } from "../provider";
import { searchClient } from "../provider/clients";
import { useGridSentinels } from "./use-grid-sentinels";
import { savedGrid, useGridUrl } from "./use-grid-url";

/** Options of {@link useSearchGrid}. */
export interface UseSearchGridOptions {
  /** Collection handle for a collection page; omit on the search page. */
  collection?: string;
  /** Products per page. Read once, when the grid mounts. @default the service's default (24 on the sandbox) */
  resultsPerPage?: number;
  /** Load pages as the infinite-scroll sentinels near the viewport. @default false */
  infiniteScroll?: boolean;
  /** Save loaded pages and scroll position in history, and restore them on Back. @default true */
  restoration?: boolean;
  /** Base of the DOM ids the prop getters hand out. @default React's `useId()` */
  id?: string;
}

/**
 * The search page and collection grid (storefront §2, §4): URL-synced query, page, sort and
 * filters (a new selection returns to page 1), pages loaded both ways with Load More and Load
 * Previous or infinite scroll, facets with the price slider, active chips, the filter panel with
 * its "View N Results" count, merchandising content, and the spec's texts. Outdated searches are
 * aborted. Going back to the grid (browser Back) restores its loaded pages and scroll position
 * from the history entry, without a request. Reads and writes the URL through the provider's URL
 * adapter; SSR-safe.
 *
 * @example
 * ```tsx
 * function SearchResults() {
 *   const grid = useSearchGrid();
 *   return (
 *     <>
 *       <h1>{grid.heading}</h1>
 *       <p role="status">{grid.resultCountText}</p>
 *       {grid.hasPrevious && <button {...grid.getLoadPreviousProps()}>{grid.labels.loadPrevious}</button>}
 *       <ul {...grid.getGridProps()}>
 *         {grid.results.map((item) => <li key={item.key}>{item.product.name}</li>)}
 *         {Array.from({ length: grid.skeletonCount }, (_, i) => <li key={i} aria-hidden="true" />)}
 *       </ul>
 *       {grid.hasMore && <button {...grid.getLoadMoreProps()}>{grid.labels.loadMore}</button>}
 *     </>
 *   );
 * }
 *
 * function CollectionGrid({ handle }: { handle: string }) {
 *   const grid = useSearchGrid({ collection: handle, infiniteScroll: true });
 *   return <div {...grid.getSentinelProps("next")} />;
 * }
 * ```
 */
export function useSearchGrid(options: UseSearchGridOptions = {}): SearchGridApi {
  const { url } = useSolekit();
  const messages = useMessages(searchMessages);
  const search = useClient(searchClient);
  const generatedId = useId();
  const restoration = options.restoration ?? true;

  const machine = useMemo(
    () => searchGridMachine.provide({ actors: createSearchGridActors(search) }),
    [search],
  );
  const [input] = useState<SearchGridInput>(() => {
    const request = parseSearchUrl(url.current().searchParams);
    const scope = { collection: options.collection ?? null, resultsPerPage: options.resultsPerPage ?? null };
    const saved = restoration ? savedGrid(url.state()) : null;
    return { request, ...scope, restore: isRestorable(saved, request, scope) ? saved : null };
  });
  const actorRef = useActorRef(machine, { input });
  const snapshot = useSelector(actorRef, (s) => s);
  const api = useMemo(
    () => connectSearchGrid(snapshot, actorRef.send, { id: options.id ?? generatedId, catalogue: messages }),
    [snapshot, actorRef, options.id, generatedId, messages],
  );
  useGridUrl(actorRef, url, options.collection ?? null, restoration, input.restore, snapshot);
  const getSentinelProps = useGridSentinels(api, options.infiniteScroll ?? false);
  return useMemo(() => ({ ...api, getSentinelProps }), [api, getSentinelProps]);
}
