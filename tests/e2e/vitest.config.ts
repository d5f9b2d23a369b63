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
    // One browser journey at a time: the machine has two cores and the server is shared.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
