import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import type { SearchParams, SearchResponse } from "../../clients/search";
import {
  type AsyncLoaderApi,
  connectAsyncLoader,
  createAsyncLoaderMachine,
} from "../../machines/async-loader";
import { unlessAborted } from "../../machines/shared/unless-aborted";
import { storefrontMessages } from "../../rules/messages";
import { searchClientFactory } from "../clients/search-client.factory";
import { useClient, useMessages } from "../provider";

/** Options of {@link useProductList}. */
export interface UseProductListOptions {
  /** Search text; omitted lists everything (or the whole collection). */
  query?: string;
  /** Collection handle to list. */
  collection?: string;
  /** How many products. @default 12 */
  limit?: number;
}

const loaderMachine = createAsyncLoaderMachine<SearchResponse>();

/**
 * One page of products — a home-page shelf, a collection strip, a simple result list. Loads on
 * mount and again when the options change; the superseded request is aborted.
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
  const messages = useMessages(storefrontMessages);
  const search = useClient(searchClientFactory);
  const { query, collection, limit = 12 } = options;
  const params = useRef<SearchParams>({});
  params.current = { q: query, collection, resultsPerPage: limit };

  const machine = useMemo(
    () =>
      loaderMachine.provide({
        actors: {
          load: fromPromise(({ signal }) => unlessAborted(search.search(params.current, { signal }), signal)),
        },
      }),
    [search],
  );
  const actorRef = useActorRef(machine, { input: { immediate: true } });
  const snapshot = useSelector(actorRef, (s) => s);

  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload exactly when the options change
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    actorRef.send({ type: "load" });
  }, [actorRef, query, collection, limit]);

  return useMemo(() => connectAsyncLoader(snapshot, actorRef.send, messages), [snapshot, actorRef, messages]);
}
