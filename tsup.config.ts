import { defineConfig } from "tsup";

/** One bundle per public entry point; everything a consumer installs stays external. */
export default defineConfig({
  entry: {
    index: "src/index.ts",
    machines: "src/machines/index.ts",
    clients: "src/clients/index.ts",
    rules: "src/rules/index.ts",
    sandbox: "src/sandbox/index.ts",
    prefetch: "src/prefetch.ts",
  },
  format: ["esm"],
  target: "es2022",
  tsconfig: "tsconfig.build.json",
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
});
