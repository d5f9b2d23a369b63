export { connectResultTracking } from "./result-tracking.connect";
export { flushBeaconOnPageHide } from "./result-tracking.flush";
export { beaconFieldsFor } from "./result-tracking.selectors";
export { createResultTracker, IMPRESSION_VISIBLE_RATIO } from "./result-tracking.tracker";
export type {
  ResultTracker,
  ResultTrackerOptions,
  ResultTrackingApi,
  ResultTrackingBeacon,
  ResultTrackingContext,
  TrackableResult,
  TrackingChainProps,
  TrackingClickEvent,
  TrackingProps,
  TrackingRef,
} from "./result-tracking.types";
