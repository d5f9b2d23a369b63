// `npm run bench`: a report, never a pass/fail. Figures vary with the machine; compare runs on
// the same one.
import { execFileSync } from "node:child_process";
import { gzipSize, SIZE_CASES } from "./bundle-size";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function sizes() {
  const rows = [];
  for (const c of SIZE_CASES) {
    const { minified, gzip } = await gzipSize(c.source);
    rows.push({
      import: c.label,
      "min KB": kb(minified),
      "gzip KB": kb(gzip),
      budget:
        c.budgetKb === undefined
          ? ""
          : `${c.budgetKb} KB ${gzip / 1024 <= c.budgetKb ? "(within)" : "(OVER)"}`,
    });
  }
  console.log("\nBundle size (esbuild, minified ESM, gzip -9, React external, other dependencies included)");
  console.table(rows);
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
    const r = JSON.parse(out) as { size: number; indexMs: number; engine: Percentiles; handler: Percentiles };
    rows.push({
      products: r.size,
      "index build ms": r.indexMs.toFixed(0),
      "engine p50 ms": r.engine.p50.toFixed(2),
      "engine p95 ms": r.engine.p95.toFixed(2),
      "via msw p50 ms": r.handler.p50.toFixed(2),
      "via msw p95 ms": r.handler.p95.toFixed(2),
    });
  }
  console.log(
    "\nSandbox search latency (mixed queries, filters, sorts and pages; engine 300 runs, msw handler 60 runs)",
  );
  console.table(rows);
}

await sizes();
worlds();
searchLatency();
