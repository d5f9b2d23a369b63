import { useId, useMemo } from "react";
import type { SearchResult } from "../../clients/search";
import {
  connectRecommendations,
  createRecommendationsActors,
  type RecommendationsApi,
  type RecommendationsInput,
  recommendationsMachine,
  recommendationsTrackingContext,
  type TabActivation,
} from "../../machines/recommendations";
import { recommendationsInputKey } from "../../machines/recommendations/recommendations.selectors";
import type { ResultTrackingApi } from "../../machines/result-tracking";
import { shopMessages } from "../../rules/messages";
import { recommendationsClient } from "../provider/clients";
import { useClient, useMessages } from "../provider/solekit-context";
import { useMachineActor } from "../shared/use-machine-api";
import { useSendOnChange } from "../shared/use-send-on-change";
import { useResultTracking } from "../tracking/use-result-tracking";

/** Options of {@link useRecommendations} besides the carousel itself. */
export interface UseRecommendationsBehaviour {
  /** How tabs follow the arrow keys. @default "automatic" */
  activation?: TabActivation;
  /** Send render, impression and click events to the beacon. @default true */
  tracking?: boolean;
}

/**
 * Options of {@link useRecommendations}: `kind` and what that kind needs (a profile, tabs or a
 * collection), the page's own `products`, `limit` (default 20), and behaviour options.
 */
export type UseRecommendationsOptions = RecommendationsInput & UseRecommendationsBehaviour;

/** What {@link useRecommendations} returns: the carousel's API plus tracked product props. */
export interface UseRecommendationsResult extends RecommendationsApi {
  /**
   * Props for a product's link or card at its 1-based position: the impression and click
   * tracking of {@link useResultTracking}, with your own `ref`/`onClick` chained.
   */
  getProductProps: ResultTrackingApi<SearchResult>["getTrackingProps"];
}

/**
 * A product carousel (storefront §2): a recommend carousel (one profile, `popular` by default),
 * a tabbed recommend carousel (one profile or collection per tab, each loaded when first chosen,
 * a superseded tab's request aborted), or a collection carousel. It asks for `limit + 3`
 * products and shows at most `limit`: the extra three stand in for products it must drop —
 * unavailable in every size, or the page's own product — so the carousel stays full
 * (storefront §9). Loads on mount and again when the options change.
 *
 * Tabbed carousels get the WAI-ARIA tabs contract from `getTabListProps`, `getTabProps` and
 * `getTabPanelProps`; every carousel tracks its products through `getProductProps`.
 *
 * @example
 * ```tsx
 * function HomeTabs() {
 *   const carousel = useRecommendations({
 *     kind: "tabbed",
 *     tabs: [
 *       { id: "new", label: "New arrivals", collection: "new-arrivals" },
 *       { id: "sale", label: "Sale", profile: "collection-sale" },
 *     ],
 *   });
 *   return (
 *     <>
 *       <div {...carousel.getTabListProps({ "aria-label": "Shop by" })}>
 *         {carousel.tabs.map((tab) => <button key={tab.id} {...carousel.getTabProps(tab)}>{tab.label}</button>)}
 *       </div>
 *       {carousel.tabs.map((tab) => (
 *         <div key={tab.id} {...carousel.getTabPanelProps(tab)}>
 *           {tab.id === carousel.selectedTabId && carousel.errorMessage ? (
 *             <button onClick={carousel.retry}>Try again</button>
 *           ) : null}
 *           {tab.id === carousel.selectedTabId ? (
 *             <ul>
 *               {carousel.products.map((product, index) => (
 *                 <li key={product.id} {...carousel.getProductProps(product, index + 1)}>{product.name}</li>
 *               ))}
 *             </ul>
 *           ) : null}
 *         </div>
 *       ))}
 *     </>
 *   );
 * }
 * ```
 */
export function useRecommendations(options: UseRecommendationsOptions): UseRecommendationsResult {
  const search = useClient(recommendationsClient);
  const messages = useMessages(shopMessages);
  const { api, actorRef } = useMachineActor(recommendationsMachine, {
    provide: () => ({ actors: createRecommendationsActors(search) }),
    input: () => options,
    connect: connectRecommendations,
    options: { id: useId(), messages, activation: options.activation },
  });
  // Fresh but equal option objects arrive on every render; only a real change loads again.
  useSendOnChange(actorRef, recommendationsInputKey(options), () => ({
    type: "input.change" as const,
    input: options,
  }));
  const { getTrackingProps } = useResultTracking({
    results: api.products,
    context: recommendationsTrackingContext(api.source),
    enabled: (options.tracking ?? true) && api.status === "success",
  });
  return useMemo(() => ({ ...api, getProductProps: getTrackingProps }), [api, getTrackingProps]);
}
