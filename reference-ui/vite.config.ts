import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * Lists, in a JSON script `#after-paint-preloads`, the chunks every first screen needs but only
 * reaches through dynamic imports — the app itself and, on the sandbox, the sandbox and msw's
 * browser worker. `main.tsx` preloads them right after the static shell has painted, so they
 * download side by side without competing with the first paint.
 */
function preloadAfterPaint(): Plugin {
  const wanted = [
    /reference-ui\/src\/boot\.tsx$/,
    /src\/sandbox\/index\.ts$/,
    /msw\/lib\/browser\/index\.mjs$/,
  ];
  return {
    name: "solekit-preload-after-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const live = Boolean(process.env.VITE_SOLEKIT_CONFIG);
        const chunks = Object.values(ctx.bundle).flatMap((output) =>
          output.type === "chunk" &&
          wanted.some((pattern, index) => (index === 0 || !live) && pattern.test(output.facadeModuleId ?? ""))
            ? [output.fileName, ...output.imports]
            : [],
        );
        const files = [...new Set(chunks)].map((file) => `/${file}`);
        return [
          {
            tag: "script",
            attrs: { type: "application/json", id: "after-paint-preloads" },
            children: JSON.stringify(files),
            injectTo: "head" as const,
          },
        ];
      },
    },
  };
}

/**
 * The reference UI imports solekit by its public entry points only; these aliases resolve them
 * to the source so the app always runs the library as it is in this checkout.
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), preloadAfterPaint()],
  resolve: {
    alias: [
      { find: /^solekit\/(machines|clients|rules|sandbox)$/, replacement: src("$1/index.ts") },
      { find: /^solekit$/, replacement: src("index.ts") },
    ],
  },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
});
