export {
  type UseRotatorOptions,
  useAnnouncementBar,
  useAutoScroller,
  useMarquee,
  useRotator,
} from "./use-rotator";
