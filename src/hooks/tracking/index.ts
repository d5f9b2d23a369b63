export {
  flushBeaconOnPageHide,
  IMPRESSION_VISIBLE_RATIO,
  type ResultTrackingContext,
  type TrackableResult,
} from "../../machines/result-tracking";
export { beaconFieldsFor } from "../../machines/result-tracking/result-tracking.selectors";
export {
  type ResultTrackingApi,
  type TrackingChainProps,
  type TrackingProps,
  type UseResultTrackingOptions,
  useResultTracking,
} from "./use-result-tracking";
