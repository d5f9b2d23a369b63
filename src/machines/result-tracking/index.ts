export { flushBeaconOnPageHide } from "./result-tracking.flush";
export { createResultTracker, IMPRESSION_VISIBLE_RATIO } from "./result-tracking.tracker";
export type {
  ResultTracker,
  ResultTrackerOptions,
  ResultTrackingBeacon,
  ResultTrackingContext,
  TrackableResult,
} from "./result-tracking.types";
