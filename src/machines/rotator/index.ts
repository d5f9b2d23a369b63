export { connectRotator } from "./rotator.connect";
export { followAutoScroll, type ScrollableDocument, type ScrollableElement } from "./rotator.dom";
export { type RotatorMachine, rotatorMachine } from "./rotator.machine";
export {
  DESKTOP_QUERY,
  type MatchMedia,
  type MediaQueryListLike,
  REDUCED_MOTION_QUERY,
  watchRotatorMedia,
} from "./rotator.media";
export { followRotatorPage, type RotatorPage, setRotatorCount } from "./rotator.page";
export type {
  RotatorApi,
  RotatorConnectOptions,
  RotatorContext,
  RotatorEvent,
  RotatorHold,
  RotatorInput,
  RotatorItemProps,
  RotatorMessages,
  RotatorMode,
  RotatorPauseButtonProps,
  RotatorRootProps,
  RotatorTrackProps,
  RotatorViewportProps,
} from "./rotator.types";
