import { readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** An app's bundle for an import: its code and the source files that contribute bytes to it. */
export interface Bundle {
  /** Minified ESM output. */
  code: Uint8Array;
  /** Contributing files with their bytes in the output (files shaken away entirely are absent). */
  contributors: Map<string, number>;
}

/** Bundles what an app pays for an import: esbuild, minified ESM, React external, everything else bundled. */
export async function bundle(source: string): Promise<Bundle> {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
    external: ["react", "react-dom", "react/jsx-runtime"],
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const output = Object.values(result.metafile.outputs)[0];
  const contributors = new Map(
    Object.entries(output?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file, input]) => [file, input.bytesInOutput] as const),
  );
  return { code: result.outputFiles[0]?.contents ?? new Uint8Array(), contributors };
}

/** Minified and gzip sizes of an import, and solekit's own share (bytes from `src/`). */
export async function gzipSize(
  source: string,
): Promise<{ minified: number; gzip: number; ownMinified: number }> {
  const { code, contributors } = await bundle(source);
  let ownMinified = 0;
  for (const [file, bytes] of contributors) if (file.startsWith("src/")) ownMinified += bytes;
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, ownMinified };
}

/** One measured import. */
export interface SizeCase {
  label: string;
  source: string;
  budgetKb?: number;
}

// DESIGN.md's "every storefront hook together": each capability folder under src/hooks.
const STOREFRONT_HOOKS = readdirSync(new URL("../src/hooks", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shared")
  .map((entry) => entry.name)
  .sort();

export const SIZE_CASES: SizeCase[] = [
  { label: "solekit (whole entry)", source: 'export * from "./src/index.ts";', budgetKb: 85 },
  { label: "solekit/machines", source: 'export * from "./src/machines/index.ts";' },
  { label: "solekit/clients", source: 'export * from "./src/clients/index.ts";' },
  { label: "solekit/rules", source: 'export * from "./src/rules/index.ts";' },
  { label: "solekit/sandbox (msw included)", source: 'export * from "./src/sandbox/index.ts";' },
  {
    label: "search hooks alone (provider + useQuickSearch + useSearchGrid)",
    source: 'export { SolekitProvider, useQuickSearch, useSearchGrid } from "./src/index.ts";',
    budgetKb: 37,
  },
  {
    label: "  their dependencies alone (xstate, @xstate/react, ofetch, valibot as they use them)",
    source: 'export * from "./bench/dependency-floor.ts";',
  },
  {
    label: "every storefront hook together (src/hooks, each capability's index)",
    source: STOREFRONT_HOOKS.map((hook) => `export * from "./src/hooks/${hook}/index.ts";`).join("\n"),
    budgetKb: 52,
  },
  {
    label: "sign-in widget: provider + useSignIn",
    source: 'export { SolekitProvider, useSignIn } from "./src/index.ts";',
    budgetKb: 32,
  },
  {
    label: "product page: provider + product form + cart + notice",
    source: 'export { SolekitProvider, useProductForm, useCart, useNotice } from "./src/index.ts";',
    budgetKb: 36,
  },
  {
    label: "SolekitProvider + useCart + useNotice alone",
    source: 'export { SolekitProvider, useCart, useNotice } from "./src/index.ts";',
  },
  {
    label: "SolekitProvider + useProductList alone",
    source: 'export { SolekitProvider, useProductList } from "./src/index.ts";',
  },
];
