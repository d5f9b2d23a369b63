import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

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
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    pool: "threads",
    testTimeout: 15_000,
  },
});
