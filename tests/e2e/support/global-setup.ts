import { build, preview } from "vite";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "./chromium";

const configFile = "reference-ui/vite.config.ts";

/** Builds the reference UI with React's production or development build (see `setup`). */
async function buildReferenceUi(react: "production" | "development"): Promise<void> {
  // Vite replaces `process.env.NODE_ENV` in the bundle with the value it finds; vitest sets "test".
  const outer = process.env.NODE_ENV;
  process.env.NODE_ENV = react;
  try {
    await build({ configFile, logLevel: "warn", mode: "production" });
  } finally {
    process.env.NODE_ENV = outer;
  }
}

/**
 * Builds the reference UI once and serves it on 127.0.0.1 for every browser test. By default
 * with React's production build, the one a shopper's browser runs; `SOLEKIT_E2E_REACT=development`
 * builds React's development build instead (StrictMode mounts, unmounts and mounts every hook
 * again, as an agency's dev server does).
 */
export default async function setup(project: TestProject) {
  // Fail first, with what to install, if no browser is found; the tests reuse the path found.
  project.provide("chromiumPath", await chromiumPath());
  await buildReferenceUi(process.env.SOLEKIT_E2E_REACT === "development" ? "development" : "production");
  const server = await preview({ configFile, preview: { port: 0, host: "127.0.0.1", strictPort: false } });
  const address = server.httpServer.address();
  if (!address || typeof address === "string") throw new Error("vite preview did not report a port");
  project.provide("baseUrl", `http://127.0.0.1:${address.port}`);
  return async () => {
    await server.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}
