import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * Adds `<link rel="modulepreload">` for the chunks every first screen needs but only reaches
 * through dynamic imports — the app itself (started after the shell paints) and, on the sandbox,
 * the sandbox and msw's browser worker — so they download at once, side by side.
 */
function preloadSandbox(): Plugin {
  const wanted = [
    /reference-ui\/src\/boot\.tsx$/,
    /src\/sandbox\/index\.ts$/,
    /msw\/lib\/browser\/index\.mjs$/,
  ];
  return {
    name: "solekit-preload-sandbox",
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
        return [...new Set(chunks)].map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        }));
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
  plugins: [react(), preloadSandbox()],
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
