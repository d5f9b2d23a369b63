import { assign, setup } from "xstate";
import { usableCarouselProducts } from "../../rules/carousel";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import { isKnownTab, recommendationsContext, selectedTabRequest } from "./recommendations.selectors";
import type {
  RecommendationsContext,
  RecommendationsEvent,
  RecommendationsInput,
  RecommendationsPage,
  RecommendationsRequest,
} from "./recommendations.types";

type Carried<TType extends RecommendationsEvent["type"]> = {
  event: Extract<RecommendationsEvent, { type: TType }>;
};

// What an event carries, handed to guards and actions as typed params (no `event.type` checks).
const tabId = ({ event }: Carried<"tab.select">) => event.id;
const newInput = ({ event }: Carried<"input.change">) => event.input;

// The machine's type is inferred here and named by RecommendationsMachine below, so the API docs
// show the name instead of expanding the whole configuration.
function buildRecommendationsMachine() {
  return setup({
    types: {
      context: {} as RecommendationsContext,
      events: {} as RecommendationsEvent,
      input: {} as RecommendationsInput,
    },
    actors: {
      load: missingActor<RecommendationsPage, RecommendationsRequest>("recommendations", "load"),
    },
    guards: {
      /** The event names a known tab other than the selected one. */
      isOtherTab: ({ context }, id: string) => id !== context.selectedTabId && isKnownTab(context, id),
      /** The event names a tab whose products were loaded before. */
      isLoadedTab: ({ context }, id: string) => isKnownTab(context, id) && Object.hasOwn(context.loaded, id),
    },
    actions: {
      selectTab: assign((_, id: string) => ({ selectedTabId: id, error: null })),
      replaceInput: assign((_, input: RecommendationsInput) => recommendationsContext(input)),
      forgetError: assign({ error: null }),
      keepLoadedTab: assign({
        loaded: ({ context }, page: RecommendationsPage) => ({
          ...context.loaded,
          [context.selectedTabId]: {
            products: usableCarouselProducts(page.results, {
              limit: context.limit,
              exclude: context.products,
            }),
            title: page.title || undefined,
          },
        }),
      }),
      setError: assign({ error: (_, error: unknown) => asError(error) }),
    },
  }).createMachine({
    id: "recommendations",
    context: ({ input }) => recommendationsContext(input),
    initial: "loading",
    on: {
      "input.change": {
        target: ".loading",
        reenter: true,
        actions: { type: "replaceInput", params: newInput },
      },
    },
    states: {
      loading: {
        entry: "forgetError",
        invoke: {
          src: "load",
          input: ({ context }) => selectedTabRequest(context),
          onDone: {
            target: "success",
            actions: { type: "keepLoadedTab", params: ({ event }) => event.output },
          },
          onError: {
            target: "error",
            actions: { type: "setError", params: ({ event }: { event: { error: unknown } }) => event.error },
          },
        },
        on: {
          "tab.select": [
            {
              guard: { type: "isLoadedTab", params: tabId },
              target: "success",
              actions: { type: "selectTab", params: tabId },
            },
            {
              guard: { type: "isOtherTab", params: tabId },
              target: "loading",
              reenter: true,
              actions: { type: "selectTab", params: tabId },
            },
          ],
        },
      },
      success: {
        on: {
          "tab.select": [
            {
              guard: { type: "isLoadedTab", params: tabId },
              actions: { type: "selectTab", params: tabId },
            },
            {
              guard: { type: "isOtherTab", params: tabId },
              target: "loading",
              actions: { type: "selectTab", params: tabId },
            },
          ],
        },
      },
      error: {
        on: {
          "carousel.retry": "loading",
          "tab.select": [
            {
              guard: { type: "isLoadedTab", params: tabId },
              target: "success",
              actions: { type: "selectTab", params: tabId },
            },
            {
              guard: { type: "isOtherTab", params: tabId },
              target: "loading",
              actions: { type: "selectTab", params: tabId },
            },
          ],
        },
      },
    },
  });
}

/** The recommendations machine's type. */
export type RecommendationsMachine = ReturnType<typeof buildRecommendationsMachine>;

/**
 * A carousel's loader (storefront §2: recommend, tabbed recommend and collection carousels).
 * `loading` invokes the `load` actor for the selected tab; choosing another tab while it runs
 * re-enters `loading`, which stops the actor and so aborts its request. Loaded tabs are kept, so
 * going back to one shows it at once. The actor's list goes through the carousel rules: `limit +
 * 3` are fetched and at most `limit` usable products are kept (storefront §9).
 *
 * @example
 * ```ts
 * const actor = createActor(
 *   recommendationsMachine.provide({ actors: createRecommendationsActors(searchClient) }),
 *   { input: { kind: "tabbed", tabs: [{ id: "new", label: "New", collection: "new-arrivals" }] } },
 * ).start();
 * ```
 */
export const recommendationsMachine: RecommendationsMachine = buildRecommendationsMachine();
