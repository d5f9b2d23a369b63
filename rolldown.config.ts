import { defineConfig, type RolldownOptions } from "rolldown";

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

function build(format: "esm" | "cjs"): RolldownOptions {
  return {
    input: entries,
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
