import { defineConfig, type Plugin, type RolldownOptions } from "rolldown";

// The package's JavaScript: one file per source module (DESIGN.md "Public entry points"), so an
// app's bundler drops every module a page does not import. Merged chunks keep every machine
// defined in them, which cost each page about 15 KB gzip. Type declarations come from tsup
// (`tsup.config.ts`), one per entry point.

const entries = {
  index: "src/index.ts",
  "machines/index": "src/machines/index.ts",
  "clients/index": "src/clients/index.ts",
  "rules/index": "src/rules/index.ts",
  "sandbox/index": "src/sandbox/index.ts",
  prefetch: "src/prefetch.ts",
  // `solekit` under the `react-server` condition: a clear refusal (see the file).
  "react-server": "src/react-server.ts",
};

// Everything an app installs (React, xstate, ofetch, valibot, msw…) stays an import.
const isDependency = (id: string) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("\0");

// The React bindings are client components: the directive tells React Server Components
// bundlers (Next.js App Router) where the client boundary is. It must be each module's first
// statement, so it goes in as a banner rather than through the source, which bundlers strip.
const useClient = (moduleId: string | null | undefined) =>
  moduleId?.replaceAll("\\", "/").includes("/src/hooks/") ? '"use client";' : "";

// `solekit/sandbox` needs msw, an optional peer. Without it an import would fail with a bare
// ERR_MODULE_NOT_FOUND; the entry an app imports (`sandbox/entry`) loads the sandbox behind a
// check that says what to do instead. ESM can only catch a failed import dynamically, hence the
// top-level await; the sandbox is a development tool, so every target that runs it supports it.
const MSW_MISSING = "install msw to use the sandbox (npm install --save-dev msw)";

const guardedSandbox = (format: "esm" | "cjs"): Plugin => ({
  name: "solekit:guarded-sandbox",
  generateBundle(_options, bundle) {
    const sandbox = Object.values(bundle).find(
      (file) => file.type === "chunk" && file.fileName === `sandbox/index.${format === "esm" ? "js" : "cjs"}`,
    );
    if (sandbox?.type !== "chunk") throw new Error("the sandbox entry was not built");
    const source =
      format === "esm"
        ? [
            "let sandbox;",
            "try {",
            '  sandbox = await import("./index.js");',
            "} catch (error) {",
            `  if (/\\bmsw\\b/.test(String(error?.message))) throw new Error(${JSON.stringify(MSW_MISSING)}, { cause: error });`,
            "  throw error;",
            "}",
            `export const { ${sandbox.exports.join(", ")} } = sandbox;`,
            "",
          ]
        : [
            '"use strict";',
            "try {",
            '  require.resolve("msw");',
            "} catch (error) {",
            `  throw new Error(${JSON.stringify(MSW_MISSING)}, { cause: error });`,
            "}",
            'module.exports = require("./index.cjs");',
            "",
          ];
    this.emitFile({
      type: "asset",
      fileName: `sandbox/entry.${format === "esm" ? "js" : "cjs"}`,
      source: source.join("\n"),
    });
  },
});

function build(format: "esm" | "cjs"): RolldownOptions {
  return {
    input: entries,
    plugins: [guardedSandbox(format)],
    external: isDependency,
    platform: "neutral",
    tsconfig: "tsconfig.build.json",
    transform: { target: "es2022" },
    output: {
      dir: "dist",
      format,
      preserveModules: true,
      preserveModulesRoot: "src",
      entryFileNames: format === "esm" ? "[name].js" : "[name].cjs",
      banner: (chunk) => useClient(chunk.facadeModuleId),
      // The output is unminified and readable, so it ships without source maps. TSDoc lives in the
      // `.d.ts` files, where editors read it; annotations (`@__PURE__`) stay for tree shaking.
      sourcemap: false,
      comments: { legal: true, annotation: true, jsdoc: false },
    },
  };
}

export default defineConfig([build("esm"), build("cjs")]);
