import { shopMessages } from "../../rules/messages";
import { mergeProps } from "../shared/merge-props";
import { carouselDomIds, DEFAULT_CAROUSEL_ID } from "./carousel-scroll.dom";
import type {
  CarouselButtonProps,
  CarouselScrollApi,
  CarouselScrollConnectOptions,
  CarouselScrollController,
  CarouselScrollSnapshot,
} from "./carousel-scroll.types";

/**
 * Turns a carousel's scroll snapshot into its public API: whether each end is reached, the two
 * scroll actions, and prop getters carrying the ARIA wiring (a region announced as a carousel,
 * a focusable list, buttons with `aria-controls` and `aria-disabled` at their end). Pure: the
 * controller's actions are only called from the handlers it returns. Every getter merges your
 * props with `mergeProps`.
 *
 * @example
 * ```ts
 * const carousel = createCarouselScroll();
 * const api = connectCarouselScroll(carousel.getSnapshot(), carousel, { id: "popular" });
 * api.getNextButtonProps()["aria-disabled"]; // true until the list is measured
 * ```
 */
export function connectCarouselScroll(
  snapshot: CarouselScrollSnapshot,
  controller: Pick<CarouselScrollController, "attach" | "scrollPrevious" | "scrollNext">,
  options: CarouselScrollConnectOptions = {},
): CarouselScrollApi {
  const messages = options.messages ?? shopMessages;
  const viewportId = carouselDomIds(options.id ?? DEFAULT_CAROUSEL_ID)("viewport");
  const button = (label: string, atEnd: boolean, scroll: () => void): CarouselButtonProps => ({
    type: "button",
    "aria-label": label,
    "aria-controls": viewportId,
    "aria-disabled": atEnd,
    onClick: () => scroll(),
  });
  return {
    canScrollPrevious: !snapshot.atStart,
    canScrollNext: !snapshot.atEnd,
    scrollPrevious: () => controller.scrollPrevious(),
    scrollNext: () => controller.scrollNext(),
    getRootProps: (labelledBy, props) =>
      mergeProps(
        {
          role: "region" as const,
          "aria-roledescription": messages.carouselRoleDescription,
          "aria-labelledby": labelledBy,
        },
        props,
      ),
    getViewportProps: (props) =>
      mergeProps({ id: viewportId, ref: controller.attach, tabIndex: 0 as const }, props),
    getPreviousButtonProps: (props) =>
      mergeProps(button(messages.carouselPrevious, snapshot.atStart, controller.scrollPrevious), props),
    getNextButtonProps: (props) =>
      mergeProps(button(messages.carouselNext, snapshot.atEnd, controller.scrollNext), props),
  };
}
