// Sandbox search latency at one catalogue size. Run as a child process per size so each size
// starts from a clean heap:
//   node --import tsx bench/search-latency.ts 10000
import { setupServer } from "msw/node";
import { indexCatalogue } from "../src/sandbox/catalogue-index";
import { createFaults } from "../src/sandbox/faults";
import { searchHandlers } from "../src/sandbox/handlers/search";
import { memoryPersistence } from "../src/sandbox/persistence";
import { SANDBOX_SITE_ID, sandboxHosts } from "../src/sandbox/sandbox-hosts";
import { createSandboxStore } from "../src/sandbox/sandbox-store";
import { type SearchRequest, searchCatalogue, searchIndexFor } from "../src/sandbox/search-engine";
import { createWorld } from "../src/sandbox/world";

const size = Number(process.argv[2] ?? 2000);
const ENGINE_RUNS = 300;
const HANDLER_RUNS = 60;
const WARM_UP = 20;

// A realistic mix: typed text (whole words, prefixes, typos, redirects), grids, filters, sorts, pages.
const QUERIES = [
  "sneakers",
  "boots",
  "navy",
  "kids school shoes",
  "snea",
  "asics sneakers",
  "snekers",
  "socks 3 pack",
  "",
  "gift card",
  "red sandals",
  "slippers womens",
];
const FILTERS: Pick<SearchRequest, "filters" | "ranges" | "collection">[] = [
  {},
  { filters: { brand: ["Asics", "Clarks"] } },
  { filters: { size_group: ["3-8 Years"] }, ranges: { price: { low: 50, high: 150 } } },
  { filters: { colour: ["Black"], width: ["F"] } },
  { collection: "sale" },
  { collection: "kids-sneakers", filters: { size: ["010", "011"] } },
  {},
];
const SORTS: SearchRequest["sort"][] = [
  null,
  { field: "price", direction: "asc" },
  null,
  { field: "price", direction: "desc" },
  { field: "published_at", direction: "desc" },
  { field: "name", direction: "asc" },
];

function request(i: number): SearchRequest {
  return {
    q: QUERIES[i % QUERIES.length] ?? "",
    ...FILTERS[(i * 7) % FILTERS.length],
    sort: SORTS[(i * 5) % SORTS.length] ?? null,
    page: 1 + (i % 3),
    resultsPerPage: 24,
  };
}

function queryString(r: SearchRequest): string {
  const params = new URLSearchParams({
    siteId: SANDBOX_SITE_ID,
    q: r.q ?? "",
    page: String(r.page ?? 1),
    resultsPerPage: "24",
  });
  if (r.sort) params.set(`sort.${r.sort.field}`, r.sort.direction);
  for (const [field, values] of Object.entries(r.filters ?? {}))
    for (const value of values) params.append(`filter.${field}`, value);
  for (const [field, range] of Object.entries(r.ranges ?? {})) {
    if (range.low !== undefined) params.set(`filter.${field}.low`, String(range.low));
    if (range.high !== undefined) params.set(`filter.${field}.high`, String(range.high));
  }
  if (r.collection) params.set("bgfilter.collection_handle", r.collection);
  return params.toString();
}

const percentile = (sorted: number[], p: number) => sorted[Math.floor(p * (sorted.length - 1))] ?? 0;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

const world = createWorld({ seed: 1, catalogueSize: size, now: Date.parse("2026-11-01T00:00:00Z") });
let start = performance.now();
searchIndexFor(world);
const indexMs = performance.now() - start;

for (let i = 0; i < WARM_UP; i++) searchCatalogue(world, request(i));
const engine: number[] = [];
for (let i = 0; i < ENGINE_RUNS; i++) {
  const r = request(i);
  start = performance.now();
  searchCatalogue(world, r);
  engine.push(performance.now() - start);
}

// One row through the msw handler: URL parsing, the engine, the query log update and JSON.
const store = createSandboxStore(world, memoryPersistence());
const server = setupServer(
  ...searchHandlers({ world, catalogue: indexCatalogue(world), store, faults: createFaults() }),
);
server.listen({ onUnhandledRequest: "error" });
const url = (r: SearchRequest) => `${sandboxHosts.search}/api/search/search.json?${queryString(r)}`;
for (let i = 0; i < WARM_UP / 2; i++) await (await fetch(url(request(i)))).json();
const handler: number[] = [];
for (let i = 0; i < HANDLER_RUNS; i++) {
  const r = request(i);
  start = performance.now();
  const response = await fetch(url(r));
  await response.json();
  handler.push(performance.now() - start);
}
server.close();

process.stdout.write(JSON.stringify({ size, indexMs, engine: summary(engine), handler: summary(handler) }));
