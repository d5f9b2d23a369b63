import type { Facet } from "../../clients/search";
import { formatMessage, type SearchMessageCatalogue } from "../../rules/messages";
import { formatMoney } from "../../rules/money";
import { parseRichText } from "../../rules/rich-text";
import type { SearchUrlState } from "../../rules/search-url";
import type {
  GridChip,
  GridContentBlock,
  GridContentItem,
  GridFacet,
  GridItem,
  GridMerchandising,
  GridPageView,
  GridResultItem,
} from "./search-grid.parts";
import type { GridContentBlocks, GridPage, SearchGridEvent, SearchGridMeta } from "./search-grid.types";

// What connectSearchGrid shows, built from the machine's plain data. Not public API.

// Views are cached per page object, so a page that stays loaded keeps the same item objects:
// memoised cards of earlier pages do not re-render when a page is appended. Blocks are parsed
// once per response.
const pageViews = new WeakMap<GridPage, GridPageView>();
const blockViews = new WeakMap<GridContentBlocks, Omit<GridMerchandising, "inline">>();
const POSITIONS = ["header", "banner", "footer", "left"] as const;

/**
 * An object with one property per key, each computed from its key.
 *
 * @example
 * ```ts
 * fromKeys(["sortBy", "cancel"], (key) => catalogue[key]); // { sortBy: "Sort By", cancel: "Cancel" }
 * ```
 */
export const fromKeys = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

const block = (key: string, html: string): GridContentBlock => ({ key, html, nodes: parseRichText(html) });

/**
 * The view of a loaded page: products with their grid positions (`perPage` a page), and inline
 * content before the product at its `config.position.index`. The same page object always gives
 * the same view.
 *
 * @example
 * ```ts
 * pageView({ page: 2, results, inline: [] }, 24).results[0]?.position; // 24
 * ```
 */
export function pageView(page: GridPage, perPage: number): GridPageView {
  let view = pageViews.get(page);
  if (!view) {
    const results = page.results.map(
      (product, index): GridResultItem => ({
        kind: "result",
        key: `${product.id}@${page.page}`,
        product,
        page: page.page,
        position: (page.page - 1) * perPage + index,
      }),
    );
    const content = page.inline.map(
      (inline, index): GridContentItem => ({
        ...block(`content-${page.page}-${index}`, inline.value),
        kind: "content",
        page: page.page,
        position: inline.config.position.index,
      }),
    );
    // A stable sort by position, content before the product it shares a position with.
    const rank = (item: GridItem) => item.position * 2 + (item.kind === "result" ? 1 : 0);
    const items = [...content, ...results].sort((a, b) => rank(a) - rank(b));
    view = { page: page.page, results, items };
    pageViews.set(page, view);
  }
  return view;
}

/**
 * Merchandising content by position, parsed to safe nodes; inline items come from the loaded
 * page views in grid order.
 *
 * @example
 * ```ts
 * merchandisingView(meta, views).banner[0]?.nodes; // [{ type: "element", tag: "div", … }]
 * ```
 */
export function merchandisingView(
  meta: SearchGridMeta | null,
  views: readonly GridPageView[],
): GridMerchandising {
  const content = meta?.content ?? { header: [], banner: [], footer: [], left: [] };
  let blocks = blockViews.get(content);
  if (!blocks) {
    blocks = fromKeys(POSITIONS, (name) =>
      content[name].map((html, index) => block(`${name}-${index}`, html)),
    );
    blockViews.set(content, blocks);
  }
  const inline = views.flatMap((view) =>
    view.items.filter((item): item is GridContentItem => item.kind === "content"),
  );
  return { ...blocks, inline };
}

/**
 * Facets for display under a selection: list values flagged active when chosen, sliders with the
 * chosen range (or their bounds).
 *
 * @example
 * ```ts
 * facetViews(meta.facets, request)[0]; // { type: "list", field: "brand", values: [{ label: "Asics", count: 12, active: true, … }], … }
 * ```
 */
export function facetViews(facets: readonly Facet[], selection: SearchUrlState): GridFacet[] {
  // The service's facet fields travel along; the view's own fields replace theirs.
  return facets.map((facet): GridFacet => {
    if (facet.type === "slider") {
      const [min, max] = facet.range;
      const chosen = selection.ranges[facet.field];
      return {
        ...facet,
        type: "slider",
        min,
        max,
        step: facet.step > 0 ? facet.step : 1,
        low: chosen?.low ?? min,
        high: chosen?.high ?? max,
        active: chosen !== undefined,
      };
    }
    const chosen = selection.filters[facet.field] ?? [];
    const values = facet.values.map((value) => ({ ...value, active: chosen.includes(value.value) }));
    return { ...facet, type: "list", values, activeCount: values.filter((value) => value.active).length };
  });
}

// A range end as shown on a chip: money on price fields ("$50", "$49.95"), else the number.
const amount = (field: string, value: number) =>
  /price/i.test(field)
    ? formatMoney(Math.round(value * 100), {
        format: Number.isInteger(value) ? "amountNoDecimals" : "amount",
      })
    : String(value);

/**
 * The active filter chips of an applied selection, labelled "{Facet}: {value}" (the service's
 * label when it sent one) and "{Facet}: {low} - {high}" for ranges; removing one sends its event.
 *
 * @example
 * ```ts
 * chipViews(request, meta, messages, send).map((chip) => chip.label); // ["Brand: Asics", "Price: $50 - $120"]
 * ```
 */
export function chipViews(
  request: SearchUrlState,
  meta: SearchGridMeta | null,
  catalogue: Pick<SearchMessageCatalogue, "removeFilter">,
  send: (event: SearchGridEvent) => void,
): GridChip[] {
  const facetOf = (field: string) => meta?.facets.find((facet) => facet.field === field);
  const chip = (key: string, field: string, label: string, remove: SearchGridEvent): GridChip => ({
    key,
    field,
    label,
    removeLabel: formatMessage(catalogue.removeFilter, { label }),
    remove: () => send(remove),
  });
  return [
    ...Object.entries(request.filters).flatMap(([field, chosen]) => {
      const facet = facetOf(field);
      return chosen.map((value) => {
        const summary = meta?.filterSummary.find((entry) => entry.field === field && entry.value === value);
        const shown =
          facet?.type === "value" ? facet.values.find((v) => v.value === value)?.label : undefined;
        const label = summary?.label ?? `${facet?.label ?? field}: ${shown ?? value}`;
        return chip(`${field}:${value}`, field, label, { type: "filter.toggle", field, value });
      });
    }),
    ...Object.entries(request.ranges).map(([field, range]) =>
      chip(
        `${field}:range`,
        field,
        `${facetOf(field)?.label ?? field}: ${amount(field, range.low)} - ${amount(field, range.high)}`,
        { type: "range.set", field, range: null },
      ),
    ),
  ];
}
