export {
  type UseRecommendationsBehaviour,
  type UseRecommendationsOptions,
  type UseRecommendationsResult,
  useRecommendations,
} from "./use-recommendations";
