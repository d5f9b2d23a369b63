// What the quick search needs from its host page — the URL, storage and the shop's configuration —
// turned into its input and actions, framework-free, so React, Vue and vanilla hosts agree.
import { RECENT_SEARCHES_STORAGE_KEY } from "../../rules/keys";
import { parseRecentSearches, RECENT_SEARCHES_LIMIT } from "../../rules/recent-searches";
import type { SolekitConfig, StorageAdapter, UrlAdapter } from "../../runtime";
import type { QuickSearchInput } from "./quick-search.types";

/** The host page as the quick search uses it (a solekit runtime fits). */
export interface QuickSearchHost {
  /** The shop's domain and redirect hosts (where a merchandising redirect may go). */
  readonly config: Pick<SolekitConfig, "shop">;
  /** Where recent searches are kept. */
  readonly storage: StorageAdapter;
  /** The page URL: its origin, and where a submitted search goes. */
  readonly url: UrlAdapter;
}

/**
 * The quick search's input on a page: the recent searches stored there (at most `limit`) and the
 * redirect policy of the shop.
 *
 * @example
 * ```ts
 * const actor = createActor(quickSearchMachine, { input: quickSearchInputFrom({ config, storage, url }) });
 * ```
 */
export function quickSearchInputFrom(
  host: QuickSearchHost,
  limit: number = RECENT_SEARCHES_LIMIT,
): QuickSearchInput {
  return {
    recentSearchesLimit: limit,
    recentSearches: parseRecentSearches(host.storage.getItem(RECENT_SEARCHES_STORAGE_KEY), limit),
    redirectPolicy: {
      shopDomain: host.config.shop.domain,
      origin: host.url.current().origin,
      redirectHosts: host.config.shop.redirectHosts,
    },
  };
}

/** The quick search's actions that reach the host page. */
export interface QuickSearchHostActions {
  /** Goes to a submitted search's page, or a merchandising redirect. */
  navigate: (_: unknown, params: { url: string }) => void;
  /** Keeps the recent searches for the next visit. */
  storeRecentSearches: (_: unknown, params: { recentSearches: readonly string[] }) => void;
}

/**
 * The quick search's host actions: a submitted search navigates through the URL adapter, and the
 * recent searches are stored where `quickSearchInputFrom` reads them.
 *
 * @example
 * ```ts
 * const machine = quickSearchMachine.provide({ actors, actions: quickSearchHostActions({ storage, url }) });
 * ```
 */
export function quickSearchHostActions(
  host: Pick<QuickSearchHost, "storage" | "url">,
): QuickSearchHostActions {
  return {
    navigate: (_: unknown, { url }: { url: string }) => host.url.navigate(url),
    storeRecentSearches: (_: unknown, { recentSearches }: { recentSearches: readonly string[] }) =>
      host.storage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(recentSearches)),
  };
}
