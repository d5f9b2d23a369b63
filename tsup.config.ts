import { defineConfig } from "tsup";

// `tsc -p tsconfig.declarations.json` writes a `.d.ts` per source module here first.
const declarations = "dist/.declarations";

/**
 * The package's type declarations: one `.d.ts` (ESM) and one `.d.cts` (CommonJS) per public
 * entry point, bundled from the `.d.ts` files `tsc` emitted (`npm run build` runs it first). The
 * JavaScript, one file per source module, comes from `rolldown.config.ts`.
 *
 * Bundling the declarations `tsc` emitted costs half the CPU of letting tsup compile the sources
 * itself (28 s against 58 s), with the same types: the package tests build the package each run.
 */
export default defineConfig({
  entry: {
    index: `${declarations}/index.d.ts`,
    machines: `${declarations}/machines/index.d.ts`,
    clients: `${declarations}/clients/index.d.ts`,
    rules: `${declarations}/rules/index.d.ts`,
    sandbox: `${declarations}/sandbox/index.d.ts`,
    prefetch: `${declarations}/prefetch.d.ts`,
  },
  format: ["esm", "cjs"],
  outDir: "dist/types",
  tsconfig: "tsconfig.build.json",
  dts: { only: true, compilerOptions: { ignoreDeprecations: "6.0" } },
  clean: false,
});
