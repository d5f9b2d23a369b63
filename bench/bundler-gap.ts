// `npx tsx bench/bundler-gap.ts ["search page"]`: why esbuild's figure for a page is bigger than
// Vite's on the same imports, from the packed package. For each bench case whose label matches
// the filter it prints, in KB gzip -9:
// - esbuild: the bench's measure (one minified bundle, React external);
// - without legal comments: what the `/*! @license */` blocks esbuild moves to the end cost;
// - without the package's import()s: esbuild bundles a dynamic import's target into the same
//   file wrapped in a lazy initialiser (`__esm`), and every module that target imports too, even
//   when the page never calls the hook holding the `import()`; the wrapped modules keep their
//   top-level assignments whether used or not. Rolldown puts the target in its own chunk instead.
//   (For a page that calls such a hook, this column also leaves out the target's own code);
// - Vite: its build minified by its own minifier (oxc);
// - Vite's output minified by esbuild: rolldown's tree-shaken code, minified as esbuild minifies.
//   Against "Vite" it is the minifiers' difference on the same code; against esbuild without
//   legal comments and import()s it is what esbuild's tree shaking keeps besides.
// Set SOLEKIT_APP_DIR to a scratch app that already has the package installed to skip packing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { type BuildOptions, build, type Plugin } from "esbuild";
import { sizeCases, viteUnminified, viteUpFront } from "./bundle-size";
import { installPackedPackage } from "./packed-package";

const kb = (bytes: number) => (bytes / 1024).toFixed(2);
const gzip = (code: Uint8Array) => gzipSync(code, { level: 9 }).byteLength;

// Leaves every dynamic import out of the bundle, as if its target were another chunk.
const dynamicImportsExternal: Plugin = {
  name: "dynamic-imports-external",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === "dynamic-import" ? { path: args.path, external: true } : undefined,
    );
  },
};

async function esbuildGzip(options: BuildOptions): Promise<number> {
  const result = await build({
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
    external: ["react", "react-dom", "react/jsx-runtime"],
    define: { "process.env.NODE_ENV": '"production"' },
    ...options,
  });
  return gzip(result.outputFiles?.[0]?.contents ?? new Uint8Array());
}

const filter = process.argv[2] ?? "search page";
const given = process.env.SOLEKIT_APP_DIR;
const app = given ? { dir: given, remove: async () => {} } : installPackedPackage();
try {
  const rows = [];
  for (const c of await sizeCases()) {
    if (!c.label.includes(filter)) continue;
    const stdin = { contents: c.source, resolveDir: app.dir, loader: "ts" } as const;
    const vite = await viteUpFront(c.source, { appDir: app.dir });
    // Vite's chunks written out, bundled again from its entry (its import()s left out).
    const { entry, chunks } = await viteUnminified(c.source, { appDir: app.dir });
    const viteOut = mkdtempSync(join(app.dir, "vite-out-"));
    for (const [fileName, code] of chunks) {
      mkdirSync(dirname(join(viteOut, fileName)), { recursive: true });
      writeFileSync(join(viteOut, fileName), code);
    }
    rows.push({
      import: c.label.slice(0, 60),
      esbuild: kb(await esbuildGzip({ stdin })),
      "without legal comments": kb(await esbuildGzip({ stdin, legalComments: "none" })),
      "without the package's import()s": kb(await esbuildGzip({ stdin, plugins: [dynamicImportsExternal] })),
      "without either": kb(
        await esbuildGzip({ stdin, legalComments: "none", plugins: [dynamicImportsExternal] }),
      ),
      Vite: kb(vite.gzip),
      "Vite's output minified by esbuild": kb(
        await esbuildGzip({
          entryPoints: [join(viteOut, entry)],
          legalComments: "none",
          plugins: [dynamicImportsExternal],
        }),
      ),
    });
    rmSync(viteOut, { recursive: true, force: true });
  }
  console.table(rows);
} finally {
  await app.remove();
}
