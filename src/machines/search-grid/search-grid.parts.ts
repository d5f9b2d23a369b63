import type { SearchResult } from "../../clients/search";
import type { RichTextNode } from "../../rules/rich-text";
import type { SearchSort } from "../../rules/search-url";

/** A product in the grid, with where it sits. */
export interface GridResultItem {
  /** Discriminant. */
  readonly kind: "result";
  /** Stable key for list rendering (product id and page). */
  readonly key: string;
  /** The product. */
  readonly product: SearchResult;
  /** The 1-based page it was loaded with. */
  readonly page: number;
  /** 0-based position in the whole result set. */
  readonly position: number;
}

/** A merchandising block: the service's HTML and the same content parsed to safe nodes. */
export interface GridContentBlock {
  /** Stable key for list rendering. */
  readonly key: string;
  /** The HTML as the service sent it. Do not render it with `innerHTML`; render `nodes`. */
  readonly html: string;
  /** The content as allowed elements and text (see `parseRichText` in `solekit/rules`). */
  readonly nodes: readonly RichTextNode[];
}

/** Inline merchandising placed among the products. */
export interface GridContentItem extends GridContentBlock {
  /** Discriminant. */
  readonly kind: "content";
  /** The 1-based page it arrived with. */
  readonly page: number;
  /** 0-based grid position (`config.position.index`): it stands before the product at that position. */
  readonly position: number;
}

/** A grid cell: a product or inline content. */
export type GridItem = GridResultItem | GridContentItem;

/** One loaded page, as rendered. Objects are reused while the page stays loaded. */
export interface GridPageView {
  /** 1-based page number. */
  readonly page: number;
  /** Its products. */
  readonly results: readonly GridResultItem[];
  /** Its products with the inline content in place. */
  readonly items: readonly GridItem[];
}

/** A value of a list facet, for display. */
export interface GridFacetValue {
  /** Text to show. */
  readonly label: string;
  /** Value sent as the filter. */
  readonly value: string;
  /** Products with this value under the other filters. */
  readonly count: number;
  /** Whether it is chosen (in the panel: in the pending selection). */
  readonly active: boolean;
}

/** A list facet (brand, colour, size…). */
export interface GridListFacet {
  /** Discriminant. */
  readonly type: "list";
  /** Facet field. */
  readonly field: string;
  /** Facet title. */
  readonly label: string;
  /** How the service suggests drawing it: `list`, `grid` or `palette`. */
  readonly display: string;
  /** Its values. */
  readonly values: readonly GridFacetValue[];
  /** How many of its values are chosen. */
  readonly activeCount: number;
}

/** A slider facet (price). `low` and `high` are the chosen range, or the bounds when none. */
export interface GridSliderFacet {
  /** Discriminant. */
  readonly type: "slider";
  /** Facet field. */
  readonly field: string;
  /** Facet title. */
  readonly label: string;
  /** Lowest selectable value. */
  readonly min: number;
  /** Highest selectable value. */
  readonly max: number;
  /** Step between values. */
  readonly step: number;
  /** Chosen low end. */
  readonly low: number;
  /** Chosen high end. */
  readonly high: number;
  /** Whether a range is chosen (not the whole span). */
  readonly active: boolean;
}

/** A facet for display. */
export type GridFacet = GridListFacet | GridSliderFacet;

/** An active filter chip. */
export interface GridChip {
  /** Stable key. */
  readonly key: string;
  /** Facet field. */
  readonly field: string;
  /** Chip text, e.g. "Brand: Asics" or "Price: $50 - $120". */
  readonly label: string;
  /** Accessible name of the chip's remove button: "Remove filter Brand: Asics". */
  readonly removeLabel: string;
  /** Removes this filter (back to page 1). */
  remove(): void;
}

/** A sort option for display. */
export interface GridSortOption {
  /** Stable key (`field:direction`). */
  readonly key: string;
  /** Text to show. */
  readonly label: string;
  /** The sort it applies; `null` for the service's default (its first option). */
  readonly sort: SearchSort | null;
  /** Whether it is the current sort (in the panel: the pending one). */
  readonly selected: boolean;
}

/** Merchandising content by position. */
export interface GridMerchandising {
  /** Above the heading area. */
  readonly header: readonly GridContentBlock[];
  /** Above the grid. */
  readonly banner: readonly GridContentBlock[];
  /** Below the grid. */
  readonly footer: readonly GridContentBlock[];
  /** Beside the grid. */
  readonly left: readonly GridContentBlock[];
  /** Among the products, each with its grid position. */
  readonly inline: readonly GridContentItem[];
}
