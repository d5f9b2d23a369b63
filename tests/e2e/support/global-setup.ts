import { build, preview } from "vite";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "./chromium";

const configFile = "reference-ui/vite.config.ts";

/**
 * Builds the reference UI once and serves it on 127.0.0.1 for every browser test. Under vitest
 * NODE_ENV is "test", so this is React's development build: StrictMode mounts, unmounts and
 * mounts every hook again, which is how an agency's dev server runs them — bugs in that cycle
 * show up here rather than in their apps.
 */
export default async function setup(project: TestProject) {
  // Fail first, with what to install, if no browser is found; the tests reuse the path found.
  project.provide("chromiumPath", await chromiumPath());
  await build({ configFile, logLevel: "warn" });
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
