// React commit cost of appending a page to a long search grid, in jsdom with the profiling build
// of react-dom. Run as a child process so NODE_ENV=production holds from the first import:
//   NODE_ENV=production node --import tsx bench/grid-commit.ts
// Prints JSON: for memoised cards (how the reference UI renders) and, as a control, plain cards,
// the commit duration of appending page 1 and page 20, the ratio, and the cards rendered.
import { JSDOM } from "jsdom";
import { setupServer } from "msw/node";
import { createElement as h, memo, Profiler, type ProfilerOnRenderCallback, type ReactNode } from "react";
import {
  createMemoryStorage,
  createMemoryUrl,
  createSearchClient,
  parseSolekitConfig,
} from "solekit/clients";
import {
  connectSearchGrid,
  createSearchGridActors,
  type GridItem,
  type GridPageView,
  type GridResultItem,
  type SavedSearchGrid,
  type SearchGridApi,
  searchGridInput,
  searchGridMachine,
  syncSearchGridUrl,
} from "solekit/machines";
import {
  EMPTY_SEARCH_STATE,
  formatMoney,
  imageSrcset,
  imageUrlAtWidth,
  richTextToPlain,
} from "solekit/rules";
import { createSandbox } from "solekit/sandbox";
import { createActor, waitFor } from "xstate";

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

// The pages come from the sandbox through the real search client and actors; only React's
// commit of each appended page is timed.
const sandbox = createSandbox({ catalogueSize: 2000 });
const server = setupServer(...sandbox.handlers);
server.listen({ onUnhandledRequest: "error" });
const client = createSearchClient(parseSolekitConfig(sandbox.config()), { storage: createMemoryStorage() });
const actors = createSearchGridActors(client);

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
      h("p", { className: "product-card__price" }, formatMoney(product.price)),
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
  const actor = createActor(searchGridMachine.provide({ actors }), {
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
// What a 20-page grid costs the history entry: the entry holds a key; the loaded pages (what the
// entry itself held before solekit 0.2) go to sessionStorage once, when the shopper leaves.
async function historyPayload() {
  const url = createMemoryUrl("https://shop.example.com/search");
  const navigate = url.navigate;
  let historyWrites = 0;
  url.navigate = (to, options) => {
    historyWrites++;
    navigate(to, options);
  };
  const saved: SavedSearchGrid[] = [];
  const store = { read: () => null, write: (_key: string, grid: SavedSearchGrid) => void saved.push(grid) };
  const scrolling = { scrollY: 4800, scrollTo: () => undefined, addEventListener: () => undefined };
  const actor = createActor(searchGridMachine.provide({ actors }), {
    input: searchGridInput(url, { store, resultsPerPage: PER_PAGE }),
  }).start();
  const sync = syncSearchGridUrl(actor, { url, store, window: scrolling });
  for (let page = 1; page <= PAGES; page++) {
    if (page > 1) actor.send({ type: "page.next" });
    await waitFor(actor, (s) => s.matches({ grid: "success" }) && s.context.pages.length === page);
  }
  sync.stop();
  actor.stop();
  return {
    historyWrites,
    historyStateChars: JSON.stringify(url.state()).length,
    savedGridChars: JSON.stringify(saved.at(-1) ?? null).length,
    savedGridWrites: saved.length,
  };
}

const history = await historyPayload();
server.close();
process.stdout.write(
  JSON.stringify({ pages: PAGES, perPage: PER_PAGE, runs: RUNS, memoised, plain, history }),
);
