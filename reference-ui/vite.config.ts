import { existsSync, readFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** A chunk's file with every chunk and stylesheet it statically imports, transitively, bar the entry's. */
function chunkClosure(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  // The entry is on the page already.
  if (seen.has(fileName) || chunk?.type !== "chunk" || chunk.isEntry) return seen;
  seen.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const imported of chunk.imports) chunkClosure(bundle, imported, seen);
  return seen;
}

// Where the first screen's requests start, with no React: the module that starts them, the
// stored session, and the page's side of the sandbox (its connection to the sandbox's worker,
// and the configuration and promo rules the first paint takes from it).
const FIRST_REQUESTS_ROOTS = [
  "./src/first-requests.ts",
  "./src/dev-panel/session-store.ts",
  "../src/sandbox/worker/connect-sandbox.ts",
  "../src/sandbox/promo-rules.ts",
  // The developer panel's session faults apply as the sandbox starts and clear the stored token.
  "../src/clients/loyalty/id-token-storage.ts",
].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/** The modules reached through static imports from `roots`, once per build (module graph). */
function staticClosure(roots: readonly string[]) {
  let graph: Rolldown.ChunkingContext | null = null;
  let closure = new Set<string>();
  return (ctx: Rolldown.ChunkingContext): Set<string> => {
    if (graph !== ctx) {
      graph = ctx;
      closure = new Set();
      const visit = (moduleId: string) => {
        if (closure.has(moduleId)) return;
        closure.add(moduleId);
        for (const imported of ctx.getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
      };
      for (const root of roots) visit(root);
    }
    return closure;
  };
}

/**
 * Names `core` the modules reached through static imports from `FIRST_REQUESTS_ROOTS` that no
 * group of higher priority took (scripts only: stylesheets stay with the `styles` group), so the
 * first screen's requests wait for no React and for nothing they do not need.
 */
function firstRequestsChunk() {
  const firstRequests = staticClosure(FIRST_REQUESTS_ROOTS);
  return (id: string, ctx: Rolldown.ChunkingContext): string | null =>
    firstRequests(ctx).has(id) && !id.endsWith(".css") ? "core" : null;
}

// The product form: the library's machine and hook, and the reference UI's form parts. Only the
// product page and the grid's look modal use them, and the modal loads them when opened, so a
// search page never downloads them. By folder, not by the module graph: the library's barrel
// (`solekit`) reaches every capability statically, though a chunk imports only what it uses. (The
// product form's rules stay in `app`: the grid's wishlist heart uses them.) The form's parts that
// only some pages show, a gift card's fields and the back-in-stock box (their hooks and their
// wiring to the form), stay out: the product form loads them with import() when it shows them.
const PRODUCT_FORM =
  /src[\\/](machines|hooks)[\\/](product-form|lightbox)[\\/](?![^\\/]*(gift-card|back-in-stock))|reference-ui[\\/]src[\\/]product[\\/](product-form|look-form|size-guide|product-gallery)\.tsx$/;

// The account area's own code: see the `account` group.
const ACCOUNT_AREA =
  /src[\\/](hooks[\\/]account[\\/]|machines[\\/](account|account-navigation|address-delete|address-form|addresses|bookings|children|dashboard|marketing-preferences|membership-card|offers|orders|profile|profile-details|rewards|unassigned-shoes)[\\/])|reference-ui[\\/]src[\\/]account[\\/](area(?![\\/]sections[\\/])|addresses|bookings|card|dashboard|offers|orders|profile)[\\/]/;

// The loyalty client's calls over the page's connection: see the `loyalty` group.
// The schemas of addresses and stores go with the calls: only they and one lazily loaded part
// (the Addresses section, the claim form) read them, so that part's chunk held them and the
// calls imported it. So does the account's binding to them (its query client, its stale time and
// keys): a member's wishlist hearts on every page need it, not the account area's shared code.
const LOYALTY_CALLS =
  /src[\\/](clients[\\/]loyalty[\\/]((?!schemas[\\/]|id-token-storage\.ts$)[^\\/]+|schemas[\\/](address|store)\.schemas)\.ts|hooks[\\/]customer[\\/]loyalty-connection\.ts|hooks[\\/]account[\\/]account-(context|query-client)\.ts|machines[\\/]account[\\/]account-(keys|query)\.ts)$/;

/**
 * Preloads the chunks a first screen needs but only reaches through dynamic imports, so they
 * download side by side instead of one after another: the first wave (see `firstWave`) as
 * `<link rel="modulepreload">` tags; and each page's chunks and stylesheets, listed by page
 * module (`src/route-pages.ts`) in a JSON script `#page-preloads` from which `main.tsx` preloads
 * the current page's when it starts the app.
 */
/**
 * Fails the build when the sandbox's chunks, or `app`, import each other in a circle: the chunk
 * entered second runs its module code before the first has defined what it imports. The sandbox
 * builds schemas and handlers at module level, so for it that is fatal: the account services once
 * read the measurement enumerations as `undefined` that way, and every sign-in failed. `app`
 * holds xstate and the machines every page defines at module level: when the wishlist's size step
 * made `app` import the product form's chunk, which imports `app`, every page went blank. (The
 * account chunk and its sections, or the product form and the product page, import each other
 * harmlessly: they read each other's exports only when they render.)
 */
function noChunkCycles(): Plugin {
  return {
    name: "reference-ui:no-chunk-cycles",
    generateBundle(_options, bundle) {
      const imports = (file: string) => {
        const chunk = bundle[file];
        return chunk?.type === "chunk" ? chunk.imports : [];
      };
      const cycles: string[] = [];
      const done = new Set<string>();
      const visit = (file: string, path: string[]) => {
        if (path.includes(file)) {
          cycles.push([...path.slice(path.indexOf(file)), file].join(" → "));
          return;
        }
        if (done.has(file)) return;
        for (const imported of imports(file)) visit(imported, [...path, file]);
        done.add(file);
      };
      for (const file of Object.keys(bundle)) visit(file, []);
      // The sandbox, and `app` (xstate and the library's machines, defined at module level), must
      // never be in a circle: a machine defined at the top of one chunk would meet xstate
      // half-initialised in the other ("… is not a constructor", every page blank).
      const fatal = cycles.filter((cycle) => /sandbox|assets\/app-/.test(cycle));
      if (fatal.length > 0) this.error(`chunks import each other in a circle: ${fatal.join("; ")}`);
    },
  };
}

/**
 * Fails the build when a part the UI loads with `import()` (an account section, a dialog, an
 * overlay, a page) is also imported statically by another chunk: then it downloads with that
 * chunk, up front, and the split is only on paper. It happened when the `account` group held the
 * sections' own modules and hooks only one dialog uses: the account area downloaded every section
 * and dialog on its first screen (25.6 KB gzip for `account` alone instead of 7.2), and the
 * header's rewards chip, through the loyalty calls, the claim form and the Addresses section.
 */
function lazyPartsStayLazy(): Plugin {
  return {
    name: "reference-ui:lazy-parts-stay-lazy",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const lazyParts = new Set(
        chunks
          .filter(
            (chunk) => chunk.isDynamicEntry && /reference-ui[\\/]src[\\/]/.test(chunk.facadeModuleId ?? ""),
          )
          .map((chunk) => chunk.fileName),
      );
      const eager = chunks.flatMap((chunk) =>
        chunk.imports
          .filter((file) => lazyParts.has(file))
          .map((file) => `${chunk.fileName} imports ${file}`),
      );
      if (eager.length > 0)
        this.error(`parts loaded with import() are also imported up front: ${eager.join("; ")}`);
    },
  };
}

function preloadFirstScreen(): Plugin {
  // What `main.tsx` loads first, side by side: the app, and what starts the first screen's
  // requests (live: their module; on the sandbox: the page's connection to the sandbox's worker).
  // The page's chunks join once the entry runs.
  const firstWave = {
    live: [/reference-ui\/src\/boot\.tsx$/, /reference-ui\/src\/first-requests\.ts$/],
    sandbox: [/reference-ui\/src\/boot\.tsx$/, /reference-ui\/src\/sandbox-services\.ts$/],
  };
  const page = /reference-ui\/src\/pages\/([\w-]+)\.tsx$/;
  return {
    name: "solekit-preload-first-screen",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const live = Boolean(process.env.VITE_SOLEKIT_CONFIG);
        const app = new Set<string>();
        const pages: Record<string, string[]> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          const id = output.facadeModuleId ?? "";
          // By the modules a chunk holds: a chunk may hold a module with no facade of its own.
          const holds = (pattern: RegExp) => output.moduleIds.some((moduleId) => pattern.test(moduleId));
          if (firstWave[live ? "live" : "sandbox"].some(holds)) chunkClosure(bundle, output.fileName, app);
          const pageModule = page.exec(id)?.[1];
          if (pageModule) pages[pageModule] = [...chunkClosure(bundle, output.fileName)];
        }
        // The entry's stylesheets are the shell's, inline in the page (inlineShellStylesheet).
        const inline = new Set(
          Object.values(bundle).flatMap((output) =>
            output.type === "chunk" && output.isEntry ? [...(output.viteMetadata?.importedCss ?? [])] : [],
          ),
        );
        const withSlash = (files: Iterable<string>) => [...files].map((file) => `/${file}`);
        const pagePreloads = Object.fromEntries(
          Object.entries(pages).map(([name, files]) => [
            name,
            withSlash(files.filter((file) => !app.has(file) && !inline.has(file))),
          ]),
        );
        // Largest first: the browser starts them before the small ones queue for a connection.
        const size = (file: string) => {
          const output = bundle[file];
          return output?.type === "chunk" ? output.code.length : output ? String(output.source).length : 0;
        };
        const bySize = [...app].filter((file) => !inline.has(file)).sort((a, b) => size(b) - size(a));
        return [
          ...withSlash(bySize).map((href) => ({
            tag: "link",
            // CORS mode for both, as vite's preload helper later asks for them; a preload in
            // another mode does not match, and the file downloads twice.
            attrs: {
              ...(href.endsWith(".css") ? { rel: "preload", as: "style" } : { rel: "modulepreload" }),
              crossorigin: "",
              href,
            },
            injectTo: "head" as const,
          })),
          {
            tag: "script",
            attrs: { type: "application/json", id: "page-preloads" },
            children: JSON.stringify(pagePreloads),
            injectTo: "head" as const,
          },
        ];
      },
    },
  };
}

/**
 * Inlines the entry's stylesheet (the shell's: 8 KB, 2 KB compressed) into `index.html`, so the
 * shell paints as soon as the document arrives instead of a round trip later, and no request
 * blocks rendering. The pages' and the app's stylesheets still load as files.
 *
 * The `<style>` keeps the file's address in `data-href`: chunks that import the entry list the
 * file among their dependencies, and `main.tsx` tells vite's preload helper it is on the page.
 */
function inlineShellStylesheet(): Plugin {
  return {
    name: "solekit-inline-shell-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== "asset") return link;
            return `<style data-href="/${file}">${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * `vite preview` compresses with gzip only; a production CDN serves brotli. This serves the
 * built assets brotli-compressed (once per file) to browsers that accept it, so the preview the
 * Lighthouse bench and browser tests load transfers what a deployed store would.
 */
function brotliPreview(): Plugin {
  const compressed = new Map<string, Buffer>();
  const types: Record<string, string> = { ".js": "text/javascript", ".css": "text/css" };
  return {
    name: "solekit-brotli-preview",
    configurePreviewServer(server) {
      const assets = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split("?")[0] ?? "";
        const type = types[extname(path)];
        const file = join(assets, path);
        const accepts = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
        if (!type || !accepts || !path.startsWith("/assets/") || !existsSync(file)) return next();
        let body = compressed.get(file);
        if (!body) {
          body = brotliCompressSync(readFileSync(file));
          compressed.set(file, body);
        }
        response.setHeader("Content-Type", type);
        response.setHeader("Content-Encoding", "br");
        response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        response.end(body);
      });
    },
  };
}

// The aliases below, as esbuild takes them, for the sandbox's worker script. msw's cookie jar
// never consults the public suffix list on the sandbox's hosts: the stand-in saves the worker the
// list's 113 KB gzip (see the file).
const WORKER_ALIASES = {
  "solekit/sandbox": src("sandbox/index.ts"),
  tldts: fileURLToPath(new URL("./sandbox-public-suffix.ts", import.meta.url)),
};

/**
 * `/sandbox-worker.js`, the service worker that runs the sandbox (`serveSandbox`): one classic
 * script, bundled by esbuild apart from the app (a service worker cannot share the app's chunks,
 * and a module one may not load code on demand). Built on request in development, emitted at the
 * root of the build.
 */
function sandboxWorker(): Plugin {
  const entry = fileURLToPath(new URL("./src/sandbox-worker.ts", import.meta.url));
  const bundle = async (minify: boolean) => {
    const { build } = await import("esbuild");
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: "iife",
      target: "es2022",
      minify,
      write: false,
      alias: WORKER_ALIASES,
      define: { "process.env.NODE_ENV": JSON.stringify(minify ? "production" : "development") },
      logLevel: "error",
    });
    return result.outputFiles[0]?.text ?? "";
  };
  return {
    name: "solekit:sandbox-worker",
    configureServer(server) {
      server.middlewares.use("/sandbox-worker.js", (_request, response, next) => {
        bundle(false).then((script) => {
          response.setHeader("Content-Type", "text/javascript");
          response.end(script);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: "asset", fileName: "sandbox-worker.js", source: await bundle(true) });
    },
  };
}

/**
 * The reference UI imports solekit by its public entry points only; these aliases resolve them
 * to the source so the app always runs the library as it is in this checkout.
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [
    react(),
    sandboxWorker(),
    preloadFirstScreen(),
    inlineShellStylesheet(),
    brotliPreview(),
    noChunkCycles(),
    lazyPartsStayLazy(),
  ],
  resolve: {
    alias: [
      { find: /^solekit\/(machines|clients|rules|sandbox)$/, replacement: src("$1/index.ts") },
      { find: /^solekit\/prefetch$/, replacement: src("prefetch.ts") },
      { find: /^solekit$/, replacement: src("index.ts") },
    ],
  },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // A few large chunks instead of two dozen small ones for what every first screen needs:
        // React with the router; the sandbox's connection; and `app`, every module two or more chunks
        // share (the library's clients and machines, xstate, the shared components). On HTTP/1.1
        // a page has six connections, and each small file holds one for a round trip while the
        // large ones wait: the search page's first screen went from 24 files to 12. Only the
        // modules named go in (not what they import), so no library code a live store needs ends
        // up behind the sandbox's chunks.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // The first screen's requests wait for the page's connection to the sandbox's service
            // worker (`connectSandbox` and the developer panel's faults it applies), and only for it.
            {
              name: "sandbox",
              test: /src[\\/]sandbox[\\/]|reference-ui[\\/](src[\\/](sandbox-services|sandbox-worker-url)|src[\\/]dev-panel[\\/](sandbox-session|session-faults|wishlist-faults|conditions))\.ts$/,
              priority: 2,
            },
            // The entry's own imports: the route table and vite's preload helper, a few hundred
            // bytes, so the entry runs (and registers the sandbox's worker) at once.
            {
              name: "shell",
              test: /reference-ui[\\/]src[\\/]route-pages\.ts$|vite[\\/]preload-helper/,
              priority: 1.6,
            },
            // What the first screen's requests need before React (the search and cart clients, the
            // grid's first request): see firstRequestsChunk. Never in a chunk with React.
            { name: firstRequestsChunk(), debugName: "core", priority: 1.5 },
            { name: "product-form", test: PRODUCT_FORM, priority: 1.2 },
            // The loyalty connection and its groups of calls: the account page imports them, the
            // header's rewards chip loads them on first use; in `app` every guest would download
            // them. (The stored token's helper and the schemas the sandbox shares stay out.)
            { name: "loyalty", test: LOYALTY_CALLS, priority: 1.1 },
            // TanStack Query: the account area's server state, and a member's wishlist hearts (on
            // demand). In `app`, every storefront page a guest opens would download it.
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 1.1 },
            // What the account area's sections share (its hooks, slices and components): in `app`,
            // every storefront page would download it, and the loyalty calls it imports. Only what
            // two or more parts share: a module one section or dialog uses goes with it (see
            // lazyPartsStayLazy).
            { name: "account", test: ACCOUNT_AREA, minShareCount: 2, priority: 1.05 },
            // Shared stylesheets in a chunk of their own: in `app`, the entry's would make the entry
            // import `app`, and React with it, for their side effect.
            { name: "styles", test: /\.css$/, minShareCount: 2, priority: 1 },
            { name: "app", minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
