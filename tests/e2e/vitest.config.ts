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
    // Four browser files at a time on 2 cores: a journey spends most of its time waiting on the
    // page (the sandbox's latency, animations), so the cores idle with one file per core. Each
    // file has its own browser, contexts and sandbox storage; the static server is shared and
    // stateless. The longest files start first, so the workers finish together.
    fileParallelism: true,
    maxWorkers: 4,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page on a busy 2-core machine can take seconds to answer: expect.poll's 1 s default made
    // tests fail that a shopper would have seen pass (a balance read while its call was in flight).
    expect: { poll: { timeout: 10_000 } },
  },
});
