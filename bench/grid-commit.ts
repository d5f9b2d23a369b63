// React commit cost of appending a page to a long search grid, in jsdom with the profiling build
// of react-dom. Run as a child process so NODE_ENV=production holds from the first import:
//   NODE_ENV=production node --import tsx bench/grid-commit.ts
// Prints JSON: for memoised cards (how the reference UI renders) and, as a control, plain cards,
// the commit duration of appending page 1 and page 20, the ratio, and the cards rendered.
import { JSDOM } from "jsdom";
import { createElement as h, memo, Profiler, type ProfilerOnRenderCallback, type ReactNode } from "react";
import * as v from "valibot";
import { createActor, fromPromise, waitFor } from "xstate";
import { type SearchParams, searchResponseSchema } from "../src/clients/search";
import {
  connectSearchGrid,
  type GridItem,
  type GridPageView,
  type GridResultItem,
  type SearchGridApi,
  searchGridMachine,
} from "../src/machines/search-grid";
import { formatMoney, imageSrcset, imageUrlAtWidth, richTextToPlain } from "../src/rules";
import { EMPTY_SEARCH_STATE } from "../src/rules/search-url";
import { searchCatalogue } from "../src/sandbox/search-engine";
import { createWorld } from "../src/sandbox/world";

const PAGES = 20;
const RUNS = 7;
const PER_PAGE = 24;

const dom = new JSDOM("<!doctype html><html><body><div id='root'></div></body></html>", {
  pretendToBeVisual: true,
});
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  navigator: dom.window.navigator,
  HTMLElement: dom.window.HTMLElement,
  HTMLIFrameElement: dom.window.HTMLIFrameElement,
  Node: dom.window.Node,
  Element: dom.window.Element,
  Event: dom.window.Event,
});
// The profiling build reads the DOM globals at import, so it is imported after they exist.
const { createRoot, flushSync } = await import("react-dom/profiling");

const world = createWorld({ catalogueSize: 2000 });
const search = fromPromise(async ({ input }: { input: SearchParams }) =>
  v.parse(
    searchResponseSchema,
    searchCatalogue(world, { page: input.page, resultsPerPage: input.resultsPerPage }),
  ),
);

let cardsRendered = 0;

function Card({ item }: { item: GridItem }): ReactNode {
  cardsRendered++;
  if (item.kind === "content") return h("li", { className: "grid-content" }, richTextToPlain(item.nodes));
  const product = (item as GridResultItem).product;
  return h(
    "li",
    null,
    h(
      "article",
      { className: "product-card" },
      h(
        "a",
        { href: `/products/${product.handle}`, className: "product-card__link" },
        h("img", {
          src: imageUrlAtWidth(product.imageUrl, 480),
          srcSet: imageSrcset(product.imageUrl),
          sizes: "(min-width: 768px) 30vw, 50vw",
          alt: "",
          width: 480,
          height: 480,
          loading: "lazy",
        }),
        h("span", { className: "product-card__brand" }, product.brand),
        h("span", { className: "product-card__name" }, product.name),
      ),
      h("p", { className: "product-card__price" }, formatMoney(Math.round(product.price * 100))),
    ),
  );
}
const MemoCard = memo(Card);

type CardComponent = (props: { item: GridItem }) => ReactNode;
function Page({ view, card }: { view: GridPageView; card: CardComponent }): ReactNode {
  return view.items.map((item) => h(card, { key: item.key, item }));
}
const MemoPage = memo(Page);

function Grid({ api, memoised }: { api: SearchGridApi; memoised: boolean }): ReactNode {
  return h(
    "ul",
    { className: "product-grid", "aria-label": "Results" },
    api.pages.map((view) =>
      h(memoised ? MemoPage : Page, { key: view.page, view, card: memoised ? MemoCard : Card }),
    ),
  );
}

interface Run {
  commitMs: number[];
  cards: number[];
}

async function run(memoised: boolean): Promise<Run> {
  const actor = createActor(searchGridMachine.provide({ actors: { search } }), {
    input: { request: EMPTY_SEARCH_STATE, resultsPerPage: PER_PAGE },
  }).start();
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  let lastCommit = 0;
  const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
    lastCommit += actualDuration;
  };
  const render = () =>
    flushSync(() =>
      root.render(
        h(
          Profiler,
          { id: "grid", onRender },
          h(Grid, { api: connectSearchGrid(actor.getSnapshot(), actor.send), memoised }),
        ),
      ),
    );
  render(); // the empty grid shell, before any page
  const result: Run = { commitMs: [], cards: [] };
  for (let page = 1; page <= PAGES; page++) {
    if (page > 1) actor.send({ type: "page.next" });
    await waitFor(actor, (s) => s.matches({ grid: "success" }) && s.context.pages.length === page);
    lastCommit = 0;
    cardsRendered = 0;
    render();
    result.commitMs.push(lastCommit);
    result.cards.push(cardsRendered);
  }
  root.unmount();
  container.remove();
  actor.stop();
  return result;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure(memoised: boolean) {
  await run(memoised); // warm-up: JIT and caches
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(memoised));
  const page1 = median(runs.map((r) => r.commitMs[0] ?? Number.NaN));
  const page20 = median(runs.map((r) => r.commitMs[PAGES - 1] ?? Number.NaN));
  return {
    page1Ms: page1,
    page20Ms: page20,
    ratio: page20 / page1,
    cardsPage1: runs[0]?.cards[0] ?? 0,
    cardsPage20: runs[0]?.cards[PAGES - 1] ?? 0,
  };
}

const memoised = await measure(true);
const plain = await measure(false);
process.stdout.write(JSON.stringify({ pages: PAGES, perPage: PER_PAGE, runs: RUNS, memoised, plain }));
