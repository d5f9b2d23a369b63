export {
  type CarouselButtonProps,
  type CarouselRootProps,
  type CarouselScrollApi,
  type CarouselViewportProps,
  useCarouselScroll,
} from "./use-carousel-scroll";
