// Sandbox search latency at one catalogue size. Run as a child process per size so each size
// starts from a clean heap:
//   node --import tsx bench/search-latency.ts 10000
import { setupServer } from "msw/node";
import { createSandbox, SANDBOX_SITE_ID, sandboxHosts } from "solekit/sandbox";

const size = Number(process.argv[2] ?? 2000);
const RUNS = 300;
const WARM_UP = 20;

// Reached only through `solekit/sandbox`, as an app or a test would: each search goes through
// the msw handler (URL parsing, the engine, the query log, JSON), timed from fetch to parsed body.

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
interface SearchRequest {
  q: string;
  filters?: Record<string, string[]>;
  ranges?: Record<string, { low?: number; high?: number }>;
  collection?: string;
  sort: { field: string; direction: "asc" | "desc" } | null;
  page: number;
}

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

let start = performance.now();
const sandbox = createSandbox({ seed: 1, catalogueSize: size, now: Date.parse("2026-11-01T00:00:00Z") });
const buildMs = performance.now() - start;
const server = setupServer(...sandbox.handlers);
server.listen({ onUnhandledRequest: "error" });
const url = (r: SearchRequest) => `${sandboxHosts.search}/api/search/search.json?${queryString(r)}`;

// The first search builds the search index.
start = performance.now();
await (await fetch(url(request(0)))).json();
const firstMs = performance.now() - start;

for (let i = 1; i <= WARM_UP; i++) await (await fetch(url(request(i)))).json();
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const r = request(i);
  start = performance.now();
  const response = await fetch(url(r));
  await response.json();
  times.push(performance.now() - start);
}
server.close();

process.stdout.write(JSON.stringify({ size, buildMs, firstMs, search: summary(times) }));
