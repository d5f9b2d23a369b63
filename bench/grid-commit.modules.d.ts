// Types for the two modules bench/grid-commit.ts loads that ship none (no @types/jsdom in the
// project; @types/react-dom does not cover the profiling build). Only what the bench uses.

declare module "jsdom" {
  /** A jsdom document and its window. */
  export class JSDOM {
    constructor(html?: string, options?: { pretendToBeVisual?: boolean });
    /** The document's window. */
    readonly window: Window & typeof globalThis;
  }
}

declare module "react-dom/profiling" {
  export { flushSync } from "react-dom";
  export { createRoot, hydrateRoot } from "react-dom/client";
}
