export type {
  CarouselButtonProps,
  CarouselRootProps,
  CarouselScrollApi,
  CarouselViewportProps,
} from "../../machines/carousel-scroll";
export { useCarouselScroll } from "./use-carousel-scroll";
