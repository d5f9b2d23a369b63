// `npm run bench`: a report, never a pass/fail. Figures vary with the machine; compare runs on
// the same one.
import { execFileSync } from "node:child_process";
import { budgetVerdict, gzipSize, measureCase, sizeCases, viteUpFront } from "./bundle-size";
import { printLighthouse } from "./lighthouse";
import { installPackedPackage } from "./packed-package";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function sizes() {
  // What an app pays: the packed package installed in a scratch app (DESIGN.md "Performance").
  const app = installPackedPackage();
  const rows = [];
  for (const c of await sizeCases()) {
    const packed = await gzipSize(c.source, { appDir: app.dir });
    const size = await measureCase(c, { appDir: app.dir });
    const vite = await viteUpFront(c.source, { appDir: app.dir });
    const sources = await gzipSize(c.source, "src");
    rows.push({
      import: c.label,
      "min KB": kb(packed.minified),
      "of which solekit min KB": kb(packed.ownMinified),
      "gzip KB": kb(packed.gzip),
      "split: up front gzip KB": size.upFrontOneFile === null ? "" : kb(size.upFrontOneFile),
      "split, Vite: up front / on open gzip KB": size.split
        ? `${kb(size.split.upFront)} / ${kb(size.split.onOpen)}`
        : "",
      budget: budgetVerdict(c, size),
      "Vite app: gzip KB up front": kb(vite.gzip),
      "Vite app: min KB on first use": vite.onFirstUse ? kb(vite.onFirstUse) : "",
      "from src/ gzip KB (diagnosis)": kb(sources.gzip),
    });
  }
  console.log(
    "\nBundle size of the packed package installed in a scratch app (npm pack + npm install): esbuild, minified ESM, gzip -9, React external, other dependencies included. A split case (modals an app loads with import()): its budget holds its up-front hooks alone in one esbuild bundle; Vite's build split at import() shows what opening the modal adds. The Vite columns: a Vite build split at import(), what loads before the app runs and what loads on first use. The last column bundles src/ instead, for diagnosis only.",
  );
  console.table(rows);
  await app.remove();
}

function worlds() {
  const rows = [];
  for (const size of [2000, 10_000, 50_000]) {
    const out = execFileSync(
      process.execPath,
      ["--expose-gc", "--import", "tsx", "bench/world-build.ts", String(size)],
      {
        encoding: "utf8",
      },
    );
    const r = JSON.parse(out) as { size: number; ms: number; heapMb: number; variants: number };
    rows.push({
      products: r.size,
      variants: r.variants,
      "build ms": r.ms.toFixed(0),
      "heap MB": r.heapMb.toFixed(1),
    });
  }
  console.log("\nSandbox world build (seed 1, fresh process per size)");
  console.table(rows);
}

function searchLatency() {
  const rows = [];
  for (const size of [2000, 10_000, 50_000]) {
    const out = execFileSync(process.execPath, ["--import", "tsx", "bench/search-latency.ts", String(size)], {
      encoding: "utf8",
    });
    type Percentiles = { p50: number; p95: number };
    const r = JSON.parse(out) as { size: number; buildMs: number; firstMs: number; search: Percentiles };
    rows.push({
      products: r.size,
      "sandbox build ms": r.buildMs.toFixed(0),
      "first search ms (builds the index)": r.firstMs.toFixed(0),
      "search p50 ms": r.search.p50.toFixed(2),
      "search p95 ms": r.search.p95.toFixed(2),
    });
  }
  console.log(
    "\nSandbox search latency through solekit/sandbox's msw handlers (mixed queries, filters, sorts and pages; 300 runs)",
  );
  console.table(rows);
}

function keystrokes() {
  const out = execFileSync(process.execPath, ["--import", "tsx", "bench/keystrokes.ts"], {
    encoding: "utf8",
  });
  type Row = {
    keystrokes: number;
    gapMs: number;
    suggest: number;
    autocomplete: number;
    aborted: number;
    undebounced: number;
  };
  const rows = (JSON.parse(out) as Row[]).map((r) => ({
    keystrokes: r.keystrokes,
    "ms apart": r.gapMs,
    "suggest requests": r.suggest,
    "autocomplete requests": r.autocomplete,
    "aborted in flight": r.aborted,
    "without debounce": r.undebounced,
  }));
  console.log(
    "\nQuick search: requests sent for a burst of keystrokes (machine, real timers, sandbox via msw)",
  );
  console.table(rows);
}

function gridCommit() {
  const out = execFileSync(process.execPath, ["--import", "tsx", "bench/grid-commit.ts"], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  type Case = { page1Ms: number; page20Ms: number; ratio: number; cardsPage1: number; cardsPage20: number };
  type History = {
    historyWrites: number;
    historyStateChars: number;
    savedGridChars: number;
    savedGridWrites: number;
  };
  const r = JSON.parse(out) as {
    pages: number;
    perPage: number;
    runs: number;
    memoised: Case;
    plain: Case;
    history: History;
  };
  const row = (cards: string, c: Case) => ({
    cards,
    "append page 1 ms": c.page1Ms.toFixed(2),
    [`append page ${r.pages} ms`]: c.page20Ms.toFixed(2),
    ratio: c.ratio.toFixed(2),
    "cards rendered (page 1 / 20)": `${c.cardsPage1} / ${c.cardsPage20}`,
  });
  console.log(
    `\nSearch grid: React commit cost of appending a page (${r.perPage} products; jsdom, react-dom profiling build, median of ${r.runs})`,
  );
  console.table([row("memoised (reference UI)", r.memoised), row("not memoised (control)", r.plain)]);
  const h = r.history;
  console.log(
    `\nSearch grid: history for Back restoration, ${r.pages} pages loaded with Load More, then the shopper leaves`,
  );
  console.table([
    {
      "history writes (URL changes)": h.historyWrites,
      "history.state chars": h.historyStateChars,
      "saved grid chars (sessionStorage; before 0.2 this sat in history.state, rewritten every 250 ms of scrolling)":
        h.savedGridChars,
      "sessionStorage writes": h.savedGridWrites,
    },
  ]);
}

function cartBurst() {
  const out = execFileSync(process.execPath, ["--import", "tsx", "bench/cart-burst.ts"], {
    encoding: "utf8",
  });
  type Row = {
    burst: number;
    actions: number;
    mutations: number;
    reads: number;
    rolledBack: number;
    correct: boolean;
    clickToCountP50Ms: number;
    clickToCountP95Ms: number;
  };
  const rows = (JSON.parse(out) as Row[]).map((r) => ({
    burst: r.burst,
    "shopper actions": r.actions,
    "mutation requests": r.mutations,
    "cart reads": r.reads,
    "rolled back": r.rolledBack,
    "final cart = server's": r.correct ? "yes" : "no",
    "click → optimistic count p50 ms": r.clickToCountP50Ms.toFixed(3),
    "p95 ms": r.clickToCountP95Ms.toFixed(3),
  }));
  console.log(
    "\nCart: a burst of 20 actions (adds, +/−, quantity changes, removes; 0–60 ms apart), sandbox latency 20–200 ms, 10% of requests failing",
  );
  console.table(rows);
}

await sizes();
worlds();
searchLatency();
keystrokes();
gridCommit();
cartBurst();
// Last and optional: it builds the reference UI and drives Chromium for a minute or two.
if (process.env.BENCH_SKIP_LIGHTHOUSE) console.log("\nLighthouse: skipped (BENCH_SKIP_LIGHTHOUSE)");
else
  await printLighthouse().catch((error: unknown) => console.log(`\nLighthouse: not run (${String(error)})`));
