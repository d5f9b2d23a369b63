// Pure derived data of a carousel: its starting context, its tabs' sources, the request of the
// selected tab, and the key that says when the options need a new request.
import { carouselFetchLimit, DEFAULT_RECOMMEND_PROFILE } from "../../rules/carousel";
import { CAROUSEL_DEFAULT_LIMIT } from "../../rules/constants";
import type { ResultTrackingContext } from "../result-tracking";
import type {
  RecommendationsContext,
  RecommendationsInput,
  RecommendationsRequest,
  RecommendationsSource,
  RecommendationsTab,
  ResolvedRecommendationsTab,
} from "./recommendations.types";

/** Id of the one implicit tab of recommend and collection carousels. */
export const SINGLE_TAB_ID = "default";

/**
 * Where a tab's products come from: its collection, else its profile, else the default popular
 * profile (storefront §7).
 *
 * @example
 * ```ts
 * tabSource({ collection: "sale" }); // { type: "collection", collection: "sale" }
 * tabSource({}); // { type: "recommend", profile: "popular" }
 * ```
 */
export function tabSource(tab: Pick<RecommendationsTab, "profile" | "collection">): RecommendationsSource {
  if (tab.collection) return { type: "collection", collection: tab.collection };
  return { type: "recommend", profile: tab.profile || DEFAULT_RECOMMEND_PROFILE };
}

function resolveTabs(input: RecommendationsInput): ResolvedRecommendationsTab[] {
  if (input.kind === "recommend") {
    const source = tabSource({ profile: input.profile });
    return [{ id: SINGLE_TAB_ID, label: "", source }];
  }
  if (input.kind === "collection") {
    return [{ id: SINGLE_TAB_ID, label: "", source: tabSource({ collection: input.collection }) }];
  }
  if (input.tabs.length === 0) throw new RangeError("A tabbed carousel needs at least one tab");
  const ids = new Set(input.tabs.map((tab) => tab.id));
  if (ids.size !== input.tabs.length) throw new RangeError("A tabbed carousel's tab ids must be unique");
  return input.tabs.map((tab) => ({ ...tab, source: tabSource(tab) }));
}

/**
 * The machine's starting context for a carousel's options: tabs resolved, first (or initial)
 * tab selected, nothing loaded.
 *
 * @example
 * ```ts
 * recommendationsContext({ kind: "recommend" }).tabs[0]?.source; // { type: "recommend", profile: "popular" }
 * ```
 */
export function recommendationsContext(input: RecommendationsInput): RecommendationsContext {
  const tabs = resolveTabs(input);
  const initial = input.kind === "tabbed" ? input.initialTab : undefined;
  const selected = tabs.find((tab) => tab.id === initial) ?? tabs[0];
  return {
    kind: input.kind,
    tabs,
    selectedTabId: selected?.id ?? SINGLE_TAB_ID,
    limit: input.limit ?? CAROUSEL_DEFAULT_LIMIT,
    products: input.products ?? [],
    loaded: {},
    error: null,
  };
}

/**
 * What the `load` actor is asked for: the selected tab's source, `limit + 3` products
 * (storefront §9) and the page's own products as context.
 *
 * @example
 * ```ts
 * selectedTabRequest(recommendationsContext({ kind: "recommend", limit: 8 })).fetchLimit; // 11
 * ```
 */
export function selectedTabRequest(context: RecommendationsContext): RecommendationsRequest {
  const tab = context.tabs.find((candidate) => candidate.id === context.selectedTabId);
  if (!tab) throw new Error(`recommendations: no tab ${context.selectedTabId}`);
  return { source: tab.source, fetchLimit: carouselFetchLimit(context.limit), products: context.products };
}

/**
 * Whether `id` names one of the carousel's tabs.
 *
 * @example
 * ```ts
 * isKnownTab(context, "sale"); // true for a carousel with a `sale` tab
 * ```
 */
export const isKnownTab = (context: RecommendationsContext, id: string): boolean =>
  context.tabs.some((tab) => tab.id === id);

/**
 * A key that changes exactly when a carousel's options change in a way that needs a new request,
 * so a host can pass fresh option objects on every render without reloading.
 *
 * @example
 * ```ts
 * recommendationsInputKey({ kind: "recommend" }) === recommendationsInputKey({ kind: "recommend" }); // true
 * ```
 */
export function recommendationsInputKey(input: RecommendationsInput): string {
  const context = recommendationsContext(input);
  return JSON.stringify([context.kind, context.tabs, context.limit, context.products]);
}

/**
 * What a carousel's product impressions and clicks report as their context: the collection it
 * shows, or the recommendation profile's tag.
 *
 * @example
 * ```ts
 * recommendationsTrackingContext({ type: "collection", collection: "school-shoes" });
 * // { type: "collection", collection: "school-shoes" }
 * ```
 */
export function recommendationsTrackingContext(source: RecommendationsSource): ResultTrackingContext {
  return source.type === "collection"
    ? { type: "collection", collection: source.collection }
    : { type: "recommendation", tag: source.profile };
}
