import { type DomIds, domIds } from "../shared/dom-ids";

/**
 * The DOM ids of one carousel's tabs, from its base id (unique per carousel on the page).
 * Tabs and panels are keyed by index rather than tab id: the ids stay short and stable whatever
 * the host's tab ids contain.
 */
export interface RecommendationsDom {
  /** The tab list: `{base}-tablist`. */
  tabList(): string;
  /** The tab at `index`: `{base}-tab-{index}`. */
  tab(index: number): string;
  /** The panel of the tab at `index`: `{base}-panel-{index}`. */
  panel(index: number): string;
}

/**
 * The DOM ids of a carousel with base id `base`.
 *
 * @example
 * ```ts
 * recommendationsDom("r1").tab(0); // "r1-tab-0"
 * ```
 */
export function recommendationsDom(base: string): RecommendationsDom {
  const id: DomIds = domIds(base);
  return {
    tabList: () => id("tablist"),
    tab: (index) => id("tab", index),
    panel: (index) => id("panel", index),
  };
}
