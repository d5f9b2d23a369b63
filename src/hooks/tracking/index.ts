export {
  beaconFieldsFor,
  flushBeaconOnPageHide,
  IMPRESSION_VISIBLE_RATIO,
  type ResultTrackingApi,
  type ResultTrackingContext,
  type TrackableResult,
  type TrackingChainProps,
  type TrackingClickEvent,
  type TrackingProps,
  type TrackingRef,
} from "../../machines/result-tracking";
export { type UseResultTrackingOptions, useResultTracking } from "./use-result-tracking";
