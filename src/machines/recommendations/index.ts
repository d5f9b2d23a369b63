export { createRecommendationsActors } from "./recommendations.actors";
export { connectRecommendations } from "./recommendations.connect";
export { type RecommendationsMachine, recommendationsMachine } from "./recommendations.machine";
export { recommendationsTrackingContext } from "./recommendations.selectors";
export type {
  CollectionCarouselInput,
  LoadedRecommendations,
  RecommendationsApi,
  RecommendationsCommonInput,
  RecommendationsConnectOptions,
  RecommendationsContext,
  RecommendationsEvent,
  RecommendationsInput,
  RecommendationsKind,
  RecommendationsMessages,
  RecommendationsPage,
  RecommendationsRequest,
  RecommendationsSource,
  RecommendationsTab,
  RecommendInput,
  ResolvedRecommendationsTab,
  TabActivation,
  TabbedRecommendInput,
  TabListName,
  TabListProps,
  TabPanelProps,
  TabProps,
} from "./recommendations.types";
