import { readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { type Rolldown, build as viteBuild } from "vite";

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

/**
 * What a Vite app pays up front for an import: Vite's production build (rolldown, minified,
 * split at `import()`, React external), gzip -9 of the entry and the chunks it imports
 * statically. Code the library loads on first use (the loyalty client, the sandbox's account
 * services) is counted apart, as minified bytes. esbuild's single bundle above inlines a dynamic
 * import, so only this measure credits it.
 */
export async function viteUpFront(source: string): Promise<{ gzip: number; onFirstUse: number }> {
  const entry = "\0app-entry.ts";
  const built = (await viteBuild({
    configFile: false,
    logLevel: "silent",
    root: process.cwd(),
    plugins: [
      {
        name: "app-entry",
        resolveId: (id) => (id === "app-entry" ? entry : null),
        load: (id) => (id === entry ? source : null),
      },
    ],
    define: { "process.env.NODE_ENV": '"production"' },
    build: {
      write: false,
      minify: true,
      target: "es2022",
      modulePreload: false,
      rolldownOptions: {
        input: "app-entry",
        external: ["react", "react-dom", "react/jsx-runtime"],
        // The entry's exports are the app's imports: keep them all, as esbuild's bundle does.
        preserveEntrySignatures: "strict",
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map(
    built.output.flatMap((output) => (output.type === "chunk" ? [[output.fileName, output] as const] : [])),
  );
  const upFront = new Set<string>();
  const visit = (fileName: string) => {
    if (upFront.has(fileName) || !chunks.has(fileName)) return;
    upFront.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  let onFirstUse = 0;
  const code: Buffer[] = [];
  for (const [fileName, chunk] of chunks) {
    if (upFront.has(fileName)) code.push(Buffer.from(chunk.code));
    else onFirstUse += Buffer.byteLength(chunk.code);
  }
  return { gzip: gzipSync(Buffer.concat(code), { level: 9 }).byteLength, onFirstUse };
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
