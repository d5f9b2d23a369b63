import { INFINITE_SCROLL_NEXT_MARGIN_PX, INFINITE_SCROLL_PREVIOUS_MARGIN_PX } from "../../rules/constants";
import { domIds, idPart } from "../shared/dom-ids";
import type { GridListFacet, SentinelPlacement } from "./search-grid.types";

// The IntersectionObserver `rootMargin` of a sentinel: 300 px below the viewport for the next
// page, 100 px above it for the previous page (storefront §4).
export const sentinelRootMargin = (placement: SentinelPlacement): string =>
  placement === "next"
    ? `0px 0px ${INFINITE_SCROLL_NEXT_MARGIN_PX}px 0px`
    : `${INFINITE_SCROLL_PREVIOUS_MARGIN_PX}px 0px 0px 0px`;

// The grid's DOM ids: the list the pager buttons control, each facet value's checkbox (by the
// value's index, which stays valid as an id whatever the value is) and each slider handle.
export function gridIds(base: string) {
  const id = domIds(base);
  return {
    list: id("list"),
    option(facet: GridListFacet, value: { readonly value: string }) {
      const index = facet.values.findIndex((candidate) => candidate.value === value.value);
      return id(idPart(facet.field), index >= 0 ? index : value.value);
    },
    handle: (field: string, handle: "low" | "high") => id(idPart(field), handle),
  };
}
