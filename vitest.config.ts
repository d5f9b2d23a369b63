import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { longestFirst } from "./tests/support/longest-first";

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// Seconds the longest unit test files took, collection included, in a whole run on a 2-core
// machine (2026-11-28): they start first, the short files fill the gaps after them. Without it a
// fresh clone started the type-check of every example (13 s of collection in 63 lines) last.
const LONGEST_UNIT_FILES = {
  "packed-package": 33,
  "doc-examples": 15,
  "use-quick-search": 11,
  "use-account-query": 7,
  "loyalty-faults": 7,
  world: 7,
  "cart.concurrency": 5,
  "use-wishlists": 5,
  "use-kids": 5,
  "use-my-rewards": 4,
  "product-form.concurrency": 4,
  "search-grid.concurrency": 4,
};

// Files that replace a module with `vi.mock`: a mock lives in the worker's module registry, so
// these run with a fresh worker each (the `own-modules` project).
const OWN_MODULES = ["tests/sandbox/public-suffix-stand-in.test.ts"];

/** Unit, machine, client, sandbox and hook suites. Browser tests have their own config. */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^solekit\/(machines|clients|rules|sandbox)$/, replacement: src("$1/index.ts") },
      { find: /^solekit$/, replacement: src("index.ts") },
    ],
  },
  test: {
    globals: true,
    environment: "node",
    pool: "threads",
    testTimeout: 15_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, the
    // other core idle but for the transforms.
    maxWorkers: 2,
    sequence: { sequencer: longestFirst(LONGEST_UNIT_FILES, "after") },
    // Each project lists its own files: vitest adds a project's `include` to the root's.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: ["tests/e2e/**", "node_modules/**", ...OWN_MODULES],
          // A worker runs file after file with the modules it has imported and the jsdom it has set
          // up, instead of a fresh worker per file: importing the library and jsdom again for each
          // of 220 files was a third of the run. What a file changes in the worker's globals (the
          // rendered DOM, stubs, fake timers) is put back after it: tests/support/after-each-file.ts.
          isolate: false,
          setupFiles: ["tests/support/after-each-file.ts"],
        },
      },
      { extends: true, test: { name: "own-modules", include: OWN_MODULES } },
    ],
  },
});
