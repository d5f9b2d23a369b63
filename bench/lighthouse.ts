// Lighthouse (mobile, simulated throttling) on the reference UI's preview build: home and search.
// `npm run bench:lighthouse` prints the table; `npm run bench` runs it last (set
// BENCH_SKIP_LIGHTHOUSE=1 to leave it out). Never part of `npm test`: it needs a minute or two.
// LIGHTHOUSE_RUNS sets the runs per page (default 5), LIGHTHOUSE_PAGES a comma list of the pages
// to run ("home,search"), LIGHTHOUSE_SAVE a file prefix to keep each run's report.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/support/chromium";

const PORT = 4319;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = [
  { name: "home", path: "/" },
  { name: "search", path: "/search?query=sneakers" },
] as const;
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
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${BASE}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error("Lighthouse returned nothing");
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
