import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** What an app pays for an import: esbuild, minified ESM, React external, everything else bundled. */
export async function gzipSize(
  source: string,
): Promise<{ minified: number; gzip: number; ownMinified: number }> {
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
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  // solekit's own share: bytes that come from src/ rather than node_modules.
  const output = Object.values(result.metafile.outputs)[0];
  const ownMinified = Object.entries(output?.inputs ?? {})
    .filter(([file]) => file.startsWith("src/"))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, ownMinified };
}

/** One measured import. */
export interface SizeCase {
  label: string;
  source: string;
  budgetKb?: number;
}

export const SIZE_CASES: SizeCase[] = [
  { label: "solekit (whole entry)", source: 'export * from "./src/index.ts";', budgetKb: 60 },
  { label: "solekit/machines", source: 'export * from "./src/machines/index.ts";' },
  { label: "solekit/clients", source: 'export * from "./src/clients/index.ts";' },
  { label: "solekit/rules", source: 'export * from "./src/rules/index.ts";' },
  { label: "solekit/sandbox (msw included)", source: 'export * from "./src/sandbox/index.ts";' },
  {
    label: "search hooks alone (provider + useQuickSearch + useSearchGrid)",
    source: 'export { SolekitProvider, useQuickSearch, useSearchGrid } from "./src/index.ts";',
    budgetKb: 28,
  },
  {
    label: "SolekitProvider + useProductList alone",
    source: 'export { SolekitProvider, useProductList } from "./src/index.ts";',
  },
];
