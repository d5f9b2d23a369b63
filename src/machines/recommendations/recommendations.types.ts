import type { SearchResult } from "../../clients/search";
import type { ShopMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, KeyboardEventLike, MergedProps, MouseEventLike, SliceState } from "../shared";

/** The spec's carousel kinds (storefront §2). */
export type RecommendationsKind = "recommend" | "tabbed" | "collection";

/** One tab of a tabbed carousel. */
export interface RecommendationsTab {
  /** Unique among the carousel's tabs; used in `selectTab(id)`. */
  id: string;
  /** The tab's visible name, e.g. "New arrivals". */
  label: string;
  /** Recommendation profile tag the tab shows. @default "popular" */
  profile?: string;
  /** Collection handle the tab lists instead of a profile; wins over `profile` when both are set. */
  collection?: string;
}

/** Where a carousel's products come from: a recommendation profile or a collection. */
export type RecommendationsSource =
  | {
      /** A `boost/{site}/recommend` profile. */
      type: "recommend";
      /** The profile tag, e.g. `popular`. */
      profile: string;
    }
  | {
      /** A collection listed through `search.json`. */
      type: "collection";
      /** The collection handle. */
      collection: string;
    };

/** Options every carousel kind shares. */
export interface RecommendationsCommonInput {
  /**
   * The page's own products (SKUs or ids), e.g. the product page's product for a `similar`
   * profile. Sent as context and never shown in the carousel.
   */
  products?: readonly string[];
  /** Products to show at most; `limit + 3` are fetched (storefront §9). @default 20 */
  limit?: number;
}

/** A recommend carousel: one recommendation profile. */
export interface RecommendInput extends RecommendationsCommonInput {
  /** Carousel kind. */
  kind: "recommend";
  /** Recommendation profile tag. @default "popular" (storefront §7) */
  profile?: string;
}

/** A tabbed recommend carousel: one profile or collection per tab, loaded when its tab is chosen. */
export interface TabbedRecommendInput extends RecommendationsCommonInput {
  /** Carousel kind. */
  kind: "tabbed";
  /** The tabs, in display order; at least one. */
  tabs: readonly RecommendationsTab[];
  /** The tab selected first. @default the first tab */
  initialTab?: string;
}

/** A collection carousel: the first products of one collection. */
export interface CollectionCarouselInput extends RecommendationsCommonInput {
  /** Carousel kind. */
  kind: "collection";
  /** The collection handle, e.g. `school-shoes`. */
  collection: string;
}

/** Input of the recommendations machine: which carousel to load. */
export type RecommendationsInput = RecommendInput | TabbedRecommendInput | CollectionCarouselInput;

/** A tab with its resolved source (recommend and collection carousels have one implicit tab). */
export interface ResolvedRecommendationsTab extends RecommendationsTab {
  /** Where the tab's products come from. */
  source: RecommendationsSource;
}

/** What the `load` actor is asked for. */
export interface RecommendationsRequest {
  /** Profile or collection to load. */
  source: RecommendationsSource;
  /** Products to fetch: the limit plus the extra ones. */
  fetchLimit: number;
  /** The page's own products, sent as context. */
  products: readonly string[];
}

/** What the `load` actor answers: the service's list, before the carousel rules filter it. */
export interface RecommendationsPage {
  /** Products in the service's order. */
  results: SearchResult[];
  /** The heading the merchandiser gave the profile, where there is one. */
  title?: string;
}

/** One tab's products once loaded and filtered. */
export interface LoadedRecommendations {
  /** At most `limit` usable products. */
  products: SearchResult[];
  /** The profile's heading from the service, if it sent one. */
  title: string | undefined;
}

/** Context of the recommendations machine. */
export interface RecommendationsContext {
  /** Carousel kind. */
  kind: RecommendationsKind;
  /** The tabs (one implicit tab for recommend and collection carousels). */
  tabs: readonly ResolvedRecommendationsTab[];
  /** Id of the tab shown. */
  selectedTabId: string;
  /** Products shown at most. */
  limit: number;
  /** The page's own products. */
  products: readonly string[];
  /** Loaded tabs by id; a tab chosen again is shown from here without a request. */
  loaded: Readonly<Record<string, LoadedRecommendations>>;
  /** The last failure of the selected tab, until it loads again. */
  error: SolekitError | null;
}

/** Events of the recommendations machine. */
export type RecommendationsEvent =
  | {
      /** Shows a tab, loading it unless it was loaded before. */
      type: "tab.select";
      /** The tab's id. */
      id: string;
    }
  | {
      /** Loads the selected tab again after a failure. */
      type: "carousel.retry";
    }
  | {
      /** The carousel's options changed: forget what was loaded and load again. */
      type: "input.change";
      /** The new options. */
      input: RecommendationsInput;
    };

/** How tabs react to arrow keys: select on focus (automatic) or on Enter/Space (manual). */
export type TabActivation = "automatic" | "manual";

/** Props of the element holding the tabs. */
export interface TabListProps {
  /** Element id. */
  id: string;
  /** WAI-ARIA role. */
  role: "tablist";
  /** Tabs run left to right; left and right arrows move between them. */
  "aria-orientation": "horizontal";
  /** The tab list's name, when given as text. */
  "aria-label"?: string;
  /** Id of the element naming the tab list (usually the carousel's heading). */
  "aria-labelledby"?: string;
}

/** How a tab list is named: by text, or by the id of a heading. */
export interface TabListName {
  /** The name as text. */
  "aria-label"?: string;
  /** Id of the element holding the name. */
  "aria-labelledby"?: string;
}

/** Props of one tab (a `<button>`). */
export interface TabProps {
  /** Element id. */
  id: string;
  /** WAI-ARIA role. */
  role: "tab";
  /** A button that never submits a form. */
  type: "button";
  /** Whether this tab is shown. */
  "aria-selected": boolean;
  /** Id of the tab's panel. */
  "aria-controls": string;
  /** Roving tab stop: only the selected tab is in the tab sequence. */
  tabIndex: 0 | -1;
  /** `selected` or `idle`, for styling. */
  "data-state": "selected" | "idle";
  /** Selects the tab. */
  onClick(event?: MouseEventLike): void;
  /** Left/Right arrows (wrapping), Home and End move between tabs. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of one tab's panel. */
export interface TabPanelProps {
  /** Element id. */
  id: string;
  /** WAI-ARIA role. */
  role: "tabpanel";
  /** Id of the tab that names the panel. */
  "aria-labelledby": string;
  /** Focusable, so a keyboard user reaches the panel even before its products load. */
  tabIndex: 0;
  /** Hidden unless its tab is selected. */
  hidden: boolean;
  /** True while the panel's products load. */
  "aria-busy": boolean;
}

/** The messages a carousel shows. */
export type RecommendationsMessages = Pick<ShopMessageCatalogue, "loaderError">;

/** Options of `connectRecommendations`: ids and messages, plus how tabs follow the arrow keys. */
export interface RecommendationsConnectOptions extends ConnectOptions<RecommendationsMessages> {
  /**
   * Arrow keys select the tab they move to (`automatic`), or only focus it until Enter or Space
   * (`manual`). Automatic suits carousels: a superseded tab's request is aborted and a loaded
   * tab shows at once, so arrowing across tabs costs little. @default "automatic"
   */
  readonly activation?: TabActivation;
}

/**
 * The public API of a carousel: state, named actions and the tabs' prop getters. `status` is
 * `loading` while the selected tab loads, `success` once shown, `error` after a failure (a
 * carousel starts loading at once, so it is never `idle`).
 */
export interface RecommendationsApi extends SliceState {
  /** Carousel kind. */
  readonly kind: RecommendationsKind;
  /** True while the selected tab loads (show skeletons). */
  readonly isLoading: boolean;
  /** The selected tab's products: at most `limit`, never unavailable or the page's own. */
  readonly products: readonly SearchResult[];
  /** The profile's heading from the service (e.g. "Popular right now"), if it sent one. */
  readonly title: string | undefined;
  /** Where the shown products come from (a beacon context for tracking). */
  readonly source: RecommendationsSource;
  /** A tabbed carousel's tabs; empty for other kinds. */
  readonly tabs: readonly RecommendationsTab[];
  /** The selected tab's id; undefined for other kinds. */
  readonly selectedTabId: string | undefined;
  /** Shows a tab (aborting a tab still loading); a tab loaded before shows at once. */
  selectTab(id: string): void;
  /** Loads the selected tab again. */
  retry(): void;
  /**
   * Props of the tab list element. Name it: pass `aria-label` or `aria-labelledby` (usually the
   * carousel's heading) among your props, which are merged with ours.
   */
  getTabListProps<TProps extends object = TabListName>(props?: TProps): MergedProps<TabListProps, TProps>;
  /** Props of a tab's button, merged with yours (your handlers run first). */
  getTabProps<TProps extends object = object>(
    tab: RecommendationsTab,
    props?: TProps,
  ): MergedProps<TabProps, TProps>;
  /** Props of a tab's panel, merged with yours; render one per tab so every tab's `aria-controls` resolves. */
  getTabPanelProps<TProps extends object = object>(
    tab: RecommendationsTab,
    props?: TProps,
  ): MergedProps<TabPanelProps, TProps>;
}
