export { connectCarouselScroll } from "./carousel-scroll.connect";
export { createCarouselScroll } from "./carousel-scroll.controller";
export type {
  CarouselButtonProps,
  CarouselRootProps,
  CarouselScrollApi,
  CarouselScrollConnectOptions,
  CarouselScrollController,
  CarouselScrollMessages,
  CarouselScrollSnapshot,
  CarouselViewportProps,
} from "./carousel-scroll.types";
