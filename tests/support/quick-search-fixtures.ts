import * as v from "valibot";
import { createActor, fromPromise } from "xstate";
import { contentPageResultSchema, searchResultSchema } from "../../src/clients/search";
import {
  connectQuickSearch,
  type QuickSearchResults,
  quickSearchMachine,
} from "../../src/machines/quick-search";
import type { RedirectPolicy } from "../../src/rules/redirects";

/** The redirect policy of the machine tests: the shop on its own origin, one allow-listed host. */
export const POLICY: RedirectPolicy = {
  shopDomain: "shop.example.com",
  origin: "https://shop.example.com",
  redirectHosts: ["help.example.com"],
};

/** A product as the search service sends it, parsed by the client's schema. */
export function product(handle: string) {
  return v.parse(searchResultSchema, {
    id: handle,
    uid: handle,
    handle,
    url: `/products/${handle}`,
    name: handle.replace(/-/g, " "),
    price: 99.95,
  });
}

/** A content page of the autocomplete response's `pages` list. */
export function page(handle: string) {
  return v.parse(contentPageResultSchema, { id: handle, title: handle, url: `/pages/${handle}` });
}

/** Results of one suggestion request; everything empty unless given. */
export function results(query: string, partial: Partial<QuickSearchResults> = {}): QuickSearchResults {
  return {
    query,
    suggestions: [],
    products: [],
    pages: [],
    totalResults: 0,
    correctedQuery: null,
    redirect: null,
    ...partial,
  };
}

/** Results with products, suggestions and pages found. */
export function found(query: string, partial: Partial<QuickSearchResults> = {}): QuickSearchResults {
  return results(query, {
    suggestions: [`${query} kids`, `${query} adults`],
    pages: [page(`${query}-guide`)],
    products: [product(`${query}-one`), product(`${query}-two`)],
    totalResults: 42,
    ...partial,
  });
}

/** One request the fake `loadSuggestions` actor received. */
export interface SuggestionCall {
  query: string;
  signal: AbortSignal;
}

/** Options of {@link startQuickSearch}. */
export interface StartOptions {
  /** Answers a suggestion request. @default found(query) */
  answer?: (query: string, signal: AbortSignal) => Promise<QuickSearchResults>;
  /** Popular searches, or an error to throw. */
  popular?: string[] | Error;
  /** Redirects `lookupRedirect` answers with, by query; a function may throw. */
  redirects?: Record<string, string> | ((query: string) => Promise<string | null>);
  /** Recent searches to start with. */
  recentSearches?: string[];
}

/** Starts the quick-search machine on fake actors, recording what it asked for and did. */
export function startQuickSearch(options: StartOptions = {}) {
  const calls: SuggestionCall[] = [];
  const lookups: string[] = [];
  const navigate = vi.fn<(url: string) => void>();
  const storeRecentSearches = vi.fn<(recent: readonly string[]) => void>();
  const answer = options.answer ?? (async (query: string) => found(query));
  const redirects = options.redirects ?? {};
  const machine = quickSearchMachine.provide({
    actors: {
      loadSuggestions: fromPromise(({ input, signal }) => {
        calls.push({ query: input.query, signal });
        return answer(input.query, signal);
      }),
      loadPopularSearches: fromPromise(async () => {
        if (options.popular instanceof Error) throw options.popular;
        return options.popular ?? ["school shoes", "sneakers", "bobux", "socks"];
      }),
      lookupRedirect: fromPromise(async ({ input }) => {
        lookups.push(input.query);
        return typeof redirects === "function" ? redirects(input.query) : (redirects[input.query] ?? null);
      }),
    },
    actions: {
      navigate: (_, { url }) => navigate(url),
      storeRecentSearches: (_, { recentSearches }) => storeRecentSearches(recentSearches),
    },
  });
  const actor = createActor(machine, {
    input: { redirectPolicy: POLICY, recentSearches: options.recentSearches ?? [] },
  }).start();
  const api = () => connectQuickSearch(actor.getSnapshot(), actor.send, { id: "qs" });
  return { actor, api, calls, lookups, navigate, storeRecentSearches };
}

/** A promise and the functions that settle it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
