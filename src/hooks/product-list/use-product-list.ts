import { useEffect, useId, useRef } from "react";
import type { SearchParams, SearchResponse } from "../../clients/search";
import {
  type AsyncLoaderApi,
  connectAsyncLoader,
  createAsyncLoaderActors,
  createAsyncLoaderMachine,
} from "../../machines/async-loader";
import { shopMessages } from "../../rules/messages";
import { searchClient } from "../provider/clients";
import { useClient, useMessages } from "../provider/solekit-context";
import { useMachineActor } from "../shared/use-machine-api";

/** Options of {@link useProductList}. */
export interface UseProductListOptions {
  /** Search text; omitted lists everything (or the whole collection). */
  query?: string;
  /** Collection handle to list. */
  collection?: string;
  /** How many products. @default 12 */
  limit?: number;
}

const productListMachine = createAsyncLoaderMachine<SearchResponse>();

/**
 * One page of products — a home-page shelf, a collection strip, a simple result list — on the
 * spec's async loader. Loads on mount and again when the options change; the superseded request
 * is aborted.
 *
 * @example
 * ```tsx
 * function NewArrivals() {
 *   const shelf = useProductList({ collection: "new-arrivals", limit: 8 });
 *   if (shelf.isLoading) return <Skeletons count={8} />;
 *   if (shelf.errorMessage) return <p role="alert">{shelf.errorMessage}</p>;
 *   return <ul>{shelf.data?.results.map((p) => <li key={p.id}>{p.name}</li>)}</ul>;
 * }
 * ```
 */
export function useProductList(options: UseProductListOptions = {}): AsyncLoaderApi<SearchResponse> {
  const search = useClient(searchClient);
  const messages = useMessages(shopMessages);
  const { query, collection, limit = 12 } = options;
  const params = useRef<SearchParams>({});
  params.current = { q: query, collection, resultsPerPage: limit };
  const { api, actorRef } = useMachineActor(productListMachine, {
    provide: () => ({
      actors: createAsyncLoaderActors((signal) => search.search(params.current, { signal })),
    }),
    input: () => ({ immediate: true }),
    connect: connectAsyncLoader<SearchResponse>,
    options: { id: useId(), messages },
  });
  // The first load starts with the actor; later option changes load again.
  const loadedWith = useRef(`${query}|${collection}|${limit}`);
  useEffect(() => {
    const key = `${query}|${collection}|${limit}`;
    if (loadedWith.current === key) return;
    loadedWith.current = key;
    actorRef.send({ type: "loader.load" });
  }, [actorRef, query, collection, limit]);
  return api;
}
