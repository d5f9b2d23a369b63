import { assign, fromPromise, setup } from "xstate";
import { carouselFetchLimit, usableCarouselProducts } from "../../rules/carousel";
import { recommendationsContext } from "./recommendations.input";
import type {
  RecommendationsContext,
  RecommendationsEvent,
  RecommendationsInput,
  RecommendationsPage,
  RecommendationsRequest,
} from "./recommendations.types";

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

type SelectEvent = Extract<RecommendationsEvent, { type: "tab.select" }>;

const isKnownTab = (context: RecommendationsContext, event: SelectEvent) =>
  context.tabs.some((tab) => tab.id === event.id);

/**
 * A carousel's loader (storefront §2: recommend, tabbed recommend and collection carousels).
 * `loading` invokes the `load` actor for the selected tab; choosing another tab while it runs
 * re-enters `loading`, which stops the actor and so aborts its request. Loaded tabs are kept, so
 * going back to one shows it at once. The actor's list goes through the carousel rules: `limit +
 * 3` are fetched and at most `limit` usable products are kept.
 *
 * @example
 * ```ts
 * const actor = createActor(
 *   recommendationsMachine.provide({ actors: recommendationsActors(searchClient) }),
 *   { input: { kind: "tabbed", tabs: [{ id: "new", label: "New", collection: "new-arrivals" }] } },
 * ).start();
 * ```
 */
export const recommendationsMachine = setup({
  types: {
    context: {} as RecommendationsContext,
    events: {} as RecommendationsEvent,
    input: {} as RecommendationsInput,
  },
  actors: {
    load: fromPromise<RecommendationsPage, RecommendationsRequest>(() =>
      Promise.reject(new Error("recommendations: provide a `load` actor")),
    ),
  },
  guards: {
    /** The event names a tab other than the selected one. */
    isOtherTab: ({ context, event }) =>
      event.type === "tab.select" && event.id !== context.selectedTabId && isKnownTab(context, event),
    /** The event names a tab whose products were loaded before. */
    isLoadedTab: ({ context, event }) =>
      event.type === "tab.select" && isKnownTab(context, event) && Object.hasOwn(context.loaded, event.id),
  },
  actions: {
    selectTab: assign({
      selectedTabId: ({ context, event }) => (event.type === "tab.select" ? event.id : context.selectedTabId),
      error: undefined,
    }),
    replaceInput: assign(({ context, event }) =>
      event.type === "input.change" ? recommendationsContext(event.input) : context,
    ),
  },
}).createMachine({
  id: "recommendations",
  /** The starting context, from the carousel's options. */
  context: ({ input }) => recommendationsContext(input),
  initial: "loading",
  on: {
    "input.change": { target: ".loading", reenter: true, actions: "replaceInput" },
  },
  states: {
    loading: {
      entry: assign({ error: undefined }),
      invoke: {
        src: "load",
        /** The selected tab's source, `limit + 3` and the page's products. */
        input: ({ context }): RecommendationsRequest => {
          const tab = context.tabs.find((candidate) => candidate.id === context.selectedTabId);
          if (!tab) throw new Error(`recommendations: no tab ${context.selectedTabId}`);
          return {
            source: tab.source,
            fetchLimit: carouselFetchLimit(context.limit),
            products: context.products,
          };
        },
        onDone: {
          target: "success",
          actions: assign({
            loaded: ({ context, event }) => ({
              ...context.loaded,
              [context.selectedTabId]: {
                products: usableCarouselProducts(event.output.results, {
                  limit: context.limit,
                  exclude: context.products,
                }),
                title: event.output.title || undefined,
              },
            }),
          }),
        },
        onError: { target: "error", actions: assign({ error: ({ event }) => asError(event.error) }) },
      },
      on: {
        "tab.select": [
          { guard: "isLoadedTab", target: "success", actions: "selectTab" },
          { guard: "isOtherTab", target: "loading", reenter: true, actions: "selectTab" },
        ],
      },
    },
    success: {
      on: {
        "tab.select": [
          { guard: "isLoadedTab", actions: "selectTab" },
          { guard: "isOtherTab", target: "loading", actions: "selectTab" },
        ],
      },
    },
    error: {
      on: {
        retry: "loading",
        "tab.select": [
          { guard: "isLoadedTab", target: "success", actions: "selectTab" },
          { guard: "isOtherTab", target: "loading", actions: "selectTab" },
        ],
      },
    },
  },
});

/** The type of {@link recommendationsMachine}. */
export type RecommendationsMachine = typeof recommendationsMachine;
