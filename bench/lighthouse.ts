// Lighthouse (mobile, simulated throttling) on the reference UI's preview build: home, search, a
// product page and the account dashboard (signed in first through the sandbox's inbox, with
// Lighthouse told to keep the session's storage).
// `npm run bench:lighthouse` prints the table; `npm run bench` runs it last (set
// BENCH_SKIP_LIGHTHOUSE=1 to leave it out). Never part of `npm test`: it needs a minute or two.
// LIGHTHOUSE_RUNS sets the runs per page (default 5), LIGHTHOUSE_PAGES a comma list of the pages
// to run ("home,search,product,account"), LIGHTHOUSE_SAVE a file prefix to keep each run's report.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { chromium } from "playwright-core";
import { DevPanel } from "../tests/e2e/pages/dev-panel";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/support/chromium";

const PORT = 4319;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = [
  { name: "home", path: "/", signedIn: false },
  { name: "search", path: "/search?query=sneakers", signedIn: false },
  { name: "product", path: "/products/clarks-prefect-3-junior-navy", signedIn: false },
  { name: "account", path: "/account", signedIn: true },
] as const;

// Signs the sandbox's demo customer in, in the browser Lighthouse drives: the session lives in
// the origin's storage, which the account page's runs keep (`disableStorageReset`).
async function signIn(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    // The steps of DevPanel.signInAsDemoMember, on absolute URLs (this page has no base URL).
    await page.goto(BASE);
    const panel = new DevPanel(page);
    await panel.open();
    await panel.emailLoginLinkButton().click();
    await panel.loginLinks().first().click();
    await page.waitForFunction(() => document.querySelector('a[href="/account"]') !== null);
    await page.close();
  } finally {
    // Leaves the browser running: it is Lighthouse's.
    await browser.close().catch(() => undefined);
  }
}
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  "best practices": number;
  seo: number;
  "FCP ms": number;
  "LCP ms": number;
  "TBT ms": number;
  CLS: number;
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (server.exitCode !== null) throw new Error("vite preview exited");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Builds the reference UI, serves it with `vite preview` and runs Lighthouse `runs` times per page. */
export async function lighthouseRows(
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5),
): Promise<LighthouseRow[]> {
  execFileSync(
    "./node_modules/.bin/vite",
    ["build", "--config", "reference-ui/vite.config.ts", "--logLevel", "error"],
    {
      stdio: "inherit",
    },
  );
  const server = spawn(
    "./node_modules/.bin/vite",
    [
      "preview",
      "--config",
      "reference-ui/vite.config.ts",
      "--host",
      "127.0.0.1",
      "--port",
      String(PORT),
      "--strictPort",
    ],
    { stdio: "ignore" },
  );
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== "--headless"), "--headless=new"],
  });
  try {
    await waitForServer(BASE, server);
    const rows: LighthouseRow[] = [];
    const chosen = process.env.LIGHTHOUSE_PAGES?.split(",");
    for (const page of PAGES.filter(({ name }) => !chosen || chosen.includes(name))) {
      const results: RunnerResult["lhr"][] = [];
      if (page.signedIn) await signIn(chrome.port);
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${BASE}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          disableStorageReset: page.signedIn,
        });
        if (!result) throw new Error("Lighthouse returned nothing");
        // A signed-out account page goes to /#account: that would measure the home page.
        if (page.signedIn && !new URL(result.lhr.finalDisplayedUrl).pathname.startsWith(page.path))
          throw new Error(`${page.path} was not shown signed in (ended at ${result.lhr.finalDisplayedUrl})`);
        results.push(result.lhr);
        if (process.env.LIGHTHOUSE_SAVE) {
          const { writeFileSync } = await import("node:fs");
          writeFileSync(
            `${process.env.LIGHTHOUSE_SAVE}-${page.name}-${run}.json`,
            JSON.stringify(result.lhr),
          );
        }
      }
      const score = (id: string) =>
        median(results.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
      const metric = (id: string) => median(results.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
      rows.push({
        page: page.path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best practices": score("best-practices"),
        seo: score("seo"),
        "FCP ms": Math.round(metric("first-contentful-paint")),
        "LCP ms": Math.round(metric("largest-contentful-paint")),
        "TBT ms": Math.round(metric("total-blocking-time")),
        CLS: Number(metric("cumulative-layout-shift").toFixed(3)),
      });
      if (process.env.LIGHTHOUSE_DEBUG) {
        const lhr = results[0];
        for (const id of Object.keys(lhr?.audits ?? {})) {
          const audit = lhr?.audits[id];
          if (audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
            console.log(
              page.name,
              id,
              audit.score,
              audit.displayValue ?? "",
              JSON.stringify(audit.details ?? {}).slice(0, 600),
            );
        }
      }
    }
    return rows;
  } finally {
    await chrome.kill();
    server.kill();
  }
}

/** Prints the Lighthouse table (median of the runs). */
export async function printLighthouse(): Promise<void> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const rows = await lighthouseRows(runs);
  console.log(
    `\nLighthouse 12, mobile (simulated throttling), vite preview build on the sandbox; median of ${runs}`,
  );
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await printLighthouse();
