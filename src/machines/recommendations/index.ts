export { recommendationsActors } from "./recommendations.actors";
export { type ConnectRecommendationsOptions, connectRecommendations } from "./recommendations.connect";
export { tabDomId, tabListDomId, tabPanelDomId } from "./recommendations.dom";
export {
  recommendationsContext,
  recommendationsInputKey,
  SINGLE_TAB_ID,
  tabSource,
} from "./recommendations.input";
export { type RecommendationsMachine, recommendationsMachine } from "./recommendations.machine";
export type {
  CollectionCarouselInput,
  LoadedRecommendations,
  RecommendationsApi,
  RecommendationsCommonInput,
  RecommendationsContext,
  RecommendationsEvent,
  RecommendationsInput,
  RecommendationsKind,
  RecommendationsPage,
  RecommendationsRequest,
  RecommendationsSource,
  RecommendationsStatus,
  RecommendationsTab,
  RecommendInput,
  ResolvedRecommendationsTab,
  TabActivation,
  TabbedRecommendInput,
  TabKeyboardEvent,
  TabListName,
  TabListProps,
  TabPanelProps,
  TabProps,
} from "./recommendations.types";
