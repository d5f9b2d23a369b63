import type { QueryClient } from "@tanstack/react-query";
import type { AnyActorRef } from "xstate";
import type { Prefetch } from "../../clients/http/prefetch";
import type { MessageCatalogue } from "../../rules/messages";
import type { Clock, SolekitConfig, StorageAdapter, UrlAdapter } from "../../runtime";

/**
 * Everything the hooks share under one provider: validated configuration, the adapters, the
 * message catalogue and a cache of clients built on first use.
 */
export interface SolekitRuntime {
  /** Validated configuration with defaults filled in. */
  readonly config: SolekitConfig;
  /** Reads and changes the page URL. */
  readonly url: UrlAdapter;
  /** Local storage and cookies. */
  readonly storage: StorageAdapter;
  /** The time source. */
  readonly clock: Clock;
  /**
   * The host app's message overrides, and only those. Each hook lays them over the part of the
   * catalogue it needs (see {@link useMessages}), so a search-only bundle carries the search
   * strings alone and never the product page's, sign-in's or account area's.
   */
  readonly messages: Partial<MessageCatalogue>;
  /**
   * The QueryClient the host app passed, if any. Account hooks create one on first use when it
   * is absent, so a storefront-only app never loads TanStack Query.
   */
  readonly queryClient: QueryClient | undefined;
  /** Requests the host started before rendering, for the clients to take over. */
  readonly prefetch: Prefetch | undefined;
  /** Clients built so far, keyed by their factory; see {@link useClient}. */
  readonly clients: WeakMap<object, unknown>;
  /**
   * Actors the whole page shares (the cart, the customer session, notices), built on first use
   * by {@link useSharedActor} and stopped when the provider unmounts.
   */
  readonly sharedActors: Set<AnyActorRef>;
}

/** A function that builds one client from the runtime. */
export type ClientFactory<TClient> = (runtime: SolekitRuntime) => TClient;

/**
 * Returns the runtime's client for `factory`, building it once. Keeping the factory per hook
 * (instead of building every client in the provider) lets a bundler drop the clients an app
 * never uses.
 *
 * @example
 * ```ts
 * const search = getClient(runtime, searchClient);
 * ```
 */
export function getClient<TClient>(runtime: SolekitRuntime, factory: ClientFactory<TClient>): TClient {
  if (!runtime.clients.has(factory)) runtime.clients.set(factory, factory(runtime));
  return runtime.clients.get(factory) as TClient;
}

// How many mounted providers hold each runtime (more than one only for a moment, in a remount).
const holders = new WeakMap<SolekitRuntime, number>();

/**
 * Marks `runtime` as held by a mounted provider, and returns the release. A runtime that no
 * provider holds any more, because the provider unmounted or replaced it with one built from new
 * props, stops its shared actors, so a replaced runtime's cart no longer answers tab switches.
 * The check waits a task: a development remount (StrictMode runs an effect's cleanup and then the
 * effect again at once) holds the same runtime again before it runs.
 *
 * @example
 * ```ts
 * useEffect(() => retainRuntime(runtime), [runtime]);
 * ```
 */
export function retainRuntime(runtime: SolekitRuntime): () => void {
  holders.set(runtime, (holders.get(runtime) ?? 0) + 1);
  return () => {
    holders.set(runtime, (holders.get(runtime) ?? 1) - 1);
    setTimeout(() => {
      if ((holders.get(runtime) ?? 0) > 0) return;
      for (const actor of runtime.sharedActors) actor.stop();
      runtime.sharedActors.clear();
    });
  };
}
