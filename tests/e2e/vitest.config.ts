import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { LongestFirst } from "./support/longest-first";

/** Browser tests: the built reference UI served on 127.0.0.1, driven by the system Chromium. */
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    globals: true,
    include: ["tests/e2e/**/*.e2e.test.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    environment: "node",
    // Four browser files at a time on 2 cores. The browser tests are bound by the CPU: a whole run
    // keeps both cores 88% busy (about 1,010 CPU-seconds in 574 s, most of it in Chromium's
    // renderers), and one file alone uses more than one core. The worker count hardly matters
    // here: whole runs on a 2-core machine (2026-11-29) took 525 and 617 s with two workers,
    // 526 s with three, 537 to 591 s with four, as wide apart as runs of one count. Four stay, so
    // a file that waits on the page's own timers (the session's retries) leaves the cores to
    // others. Each file has its own browser, contexts and sandbox storage; the static server is
    // shared and stateless. The longest files start first, so the workers finish together.
    fileParallelism: true,
    // A worker runs file after file with the modules it has imported (playwright-core, axe-core,
    // the page objects): importing them again took each file 2–5 s of a loaded machine's time
    // (8 files: 42 s of import in all, 15 s with the modules kept). A file's browser, contexts and pages are its own (support/browser.ts), and the sign-in
    // a worker captured is put back only in fresh contexts (pages/dev-panel.ts).
    isolate: false,
    maxWorkers: 4,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page on a busy 2-core machine can take seconds to answer: expect.poll's 1 s default made
    // tests fail that a shopper would have seen pass (a balance read while its call was in flight).
    expect: { poll: { timeout: 10_000 } },
  },
});
