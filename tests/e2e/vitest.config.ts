import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Browser tests: the built reference UI served on 127.0.0.1, driven by the system Chromium. */
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    globals: true,
    include: ["tests/e2e/**/*.e2e.test.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    environment: "node",
    // Two browser files at a time, one per core: a journey spends most of its time waiting on the
    // page, so two halve the wall time (323 s → 200 s on 2 cores) and each file has its own
    // browser, contexts and sandbox storage. The static server is shared and stateless.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page on a busy 2-core machine can take seconds to answer: expect.poll's 1 s default made
    // tests fail that a shopper would have seen pass (a balance read while its call was in flight).
    expect: { poll: { timeout: 10_000 } },
  },
});
