import { preview } from "vite";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "./chromium";
import { buildReferenceUi, requestedReactBuild, reusableBuild } from "./reference-ui-build";

const configFile = "reference-ui/vite.config.ts";

/**
 * Builds the reference UI once (or reuses the build `npm test` made beside the unit tests from
 * the same sources) and serves it on 127.0.0.1 for every browser test. By default
 * with React's production build, the one a shopper's browser runs; `SOLEKIT_E2E_REACT=development`
 * builds React's development build instead (StrictMode mounts, unmounts and mounts every hook
 * again, as an agency's dev server does).
 */
export default async function setup(project: TestProject) {
  // Fail first, with what to install, if no browser is found; the tests reuse the path found.
  project.provide("chromiumPath", await chromiumPath());
  // `npm test` builds the UI while the unit tests run (`test:ui-build`); a build is reused only
  // when its stamp matches this checkout's sources and React build, else it is built here.
  const react = requestedReactBuild();
  if (!reusableBuild(react)) await buildReferenceUi(react);
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
