import { parseRichText } from "../../rules/rich-text";
import type {
  GridContentBlock,
  GridContentItem,
  GridItem,
  GridMerchandising,
  GridPageView,
  GridResultItem,
} from "./search-grid.parts";
import type { GridContentBlocks, GridPage, SearchGridMeta } from "./search-grid.types";

// Views are cached per page object (and page size), so a page that stays loaded keeps the same
// item objects: memoised cards of earlier pages do not re-render when a page is appended.
const pageViews = new WeakMap<GridPage, { perPage: number; view: GridPageView }>();
const blockViews = new WeakMap<GridContentBlocks, Omit<GridMerchandising, "inline">>();
const EMPTY: readonly never[] = [];

const block = (key: string, html: string): GridContentBlock => ({ key, html, nodes: parseRichText(html) });

function buildPageView(page: GridPage, perPage: number): GridPageView {
  const offset = (page.page - 1) * perPage;
  const results = page.results.map(
    (product, index): GridResultItem => ({
      kind: "result",
      key: `${product.id}@${page.page}`,
      product,
      page: page.page,
      position: offset + index,
    }),
  );
  if (page.inline.length === 0) return { page: page.page, results, items: results };
  const content = page.inline
    .map(
      (inline, index): GridContentItem => ({
        ...block(`content-${page.page}-${index}`, inline.value),
        kind: "content",
        page: page.page,
        position: inline.config.position.index,
      }),
    )
    .sort((a, b) => a.position - b.position);
  const items: GridItem[] = [];
  let next = 0;
  for (const result of results) {
    while (next < content.length && (content[next]?.position ?? Infinity) <= result.position) {
      items.push(content[next] as GridContentItem);
      next++;
    }
    items.push(result);
  }
  items.push(...content.slice(next));
  return { page: page.page, results, items };
}

/**
 * The view of a loaded page: products with their grid positions, and inline content before the
 * product at its `config.position.index`. The same page object always gives the same view.
 *
 * @example
 * ```ts
 * pageView({ page: 2, results, inline: [] }, 24).results[0]?.position; // 24
 * ```
 */
export function pageView(page: GridPage, perPage: number): GridPageView {
  const cached = pageViews.get(page);
  if (cached && cached.perPage === perPage) return cached.view;
  const view = buildPageView(page, perPage);
  pageViews.set(page, { perPage, view });
  return view;
}

/**
 * Merchandising content by position, parsed to safe nodes; inline items come from the loaded
 * pages in grid order.
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
  const inline = views.flatMap((view) =>
    view.items.filter((item): item is GridContentItem => item.kind === "content"),
  );
  if (!meta) return { header: EMPTY, banner: EMPTY, footer: EMPTY, left: EMPTY, inline };
  let blocks = blockViews.get(meta.content);
  if (!blocks) {
    const of = (name: keyof GridContentBlocks) =>
      meta.content[name].map((html, index) => block(`${name}-${index}`, html));
    blocks = { header: of("header"), banner: of("banner"), footer: of("footer"), left: of("left") };
    blockViews.set(meta.content, blocks);
  }
  return { ...blocks, inline };
}
