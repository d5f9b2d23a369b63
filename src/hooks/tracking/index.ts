export { flushBeaconOnPageHide } from "./flush-on-page-hide";
export { beaconFieldsFor, type ResultTrackingContext } from "./result-tracking-context";
export {
  IMPRESSION_VISIBLE_RATIO,
  type ResultTrackingApi,
  type TrackableResult,
  type TrackingChainProps,
  type TrackingProps,
  type UseResultTrackingOptions,
  useResultTracking,
} from "./use-result-tracking";
