import { defineConfig } from "tsup";

/**
 * The package's type declarations: one `.d.ts` (ESM) and one `.d.cts` (CommonJS) per public
 * entry point. The JavaScript, one file per source module, comes from `rolldown.config.ts`.
 */
export default defineConfig({
  entry: {
    index: "src/index.ts",
    machines: "src/machines/index.ts",
    clients: "src/clients/index.ts",
    rules: "src/rules/index.ts",
    sandbox: "src/sandbox/index.ts",
    prefetch: "src/prefetch.ts",
  },
  format: ["esm", "cjs"],
  outDir: "dist/types",
  tsconfig: "tsconfig.build.json",
  dts: { only: true, compilerOptions: { ignoreDeprecations: "6.0" } },
  clean: false,
});
