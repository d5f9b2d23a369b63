import { type Sandbox, type SandboxOptions, sandboxOfWorld, worldOptions } from "./create-sandbox";
import { closeClientOnPagehide } from "./leaving-page";
import { localStoragePersistence } from "./persistence";
import { warmSearchIndex } from "./search-engine";
import { warmVariantIndex } from "./variant-index";
import { untilWorkerControls } from "./worker-control";
import { runInSlices, worldSteps } from "./world";

interface Scheduler {
  yield?: () => Promise<void>;
}

// Gives the browser a turn between slices of the sandbox's build: `scheduler.yield()` where the
// browser has it (no timer clamping, the build keeps its place in line), else a timeout.
const yieldToBrowser = (): Promise<unknown> => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** Options of {@link startSandbox}. */
export interface StartSandboxOptions extends SandboxOptions {
  /** URL of msw's service worker script. @default "/mockServiceWorker.js" */
  workerUrl?: string;
  /** Log every intercepted request to the console. @default false */
  verbose?: boolean;
  /** localStorage key of the persisted state. @default "solekit-sandbox:{seed}:{catalogueSize}" */
  storageKey?: string;
}

/** A sandbox running in the browser's service worker. */
export interface BrowserSandbox extends Sandbox {
  /** Stops intercepting requests. */
  stop(): void;
}

/**
 * Starts the sandbox in the browser: an msw service worker answers every service call, and
 * changes persist to localStorage so a reload loses nothing; it resolves once the search index is
 * built. Await it before rendering what loads data.
 *
 * @example
 * ```tsx
 * const sandbox = await startSandbox({ latency: [80, 300] });
 * createRoot(root).render(<SolekitProvider config={sandbox.config()}><App /></SolekitProvider>);
 * ```
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<BrowserSandbox> {
  // Loaded on demand so importing `solekit/sandbox` in node never pulls in the browser worker.
  const { setupWorker } = await import("msw/browser");
  const key = options.storageKey ?? `solekit-sandbox:${options.seed ?? 1}:${options.catalogueSize ?? 2000}`;
  // The world is built a slice at a time, and so is the search index while the worker starts:
  // the page stays responsive, with no long task, while the sandbox comes up.
  const world = await runInSlices(worldSteps(worldOptions(options)), yieldToBrowser);
  // The cart's, GraphQL's and back-in-stock's handlers take the variant index as they are made.
  await warmVariantIndex(world, yieldToBrowser);
  const sandbox = sandboxOfWorld(world, { persistence: localStoragePersistence(key), ...options });
  const worker = setupWorker(...sandbox.handlers);
  const workerUrl = options.workerUrl ?? "/mockServiceWorker.js";
  // A worker the app registered early and that is still starting: msw would reload the page.
  // (Without service workers, an insecure origin, msw's own start says what is missing.)
  const starting = navigator.serviceWorker
    ? untilWorkerControls(navigator.serviceWorker, new URL(workerUrl, location.href).href)
    : Promise.resolve();
  const [registration] = await Promise.all([
    starting.then(() =>
      worker.start({
        serviceWorker: { url: workerUrl },
        onUnhandledRequest: "bypass",
        quiet: !options.verbose,
      }),
    ),
    warmSearchIndex(sandbox.world, yieldToBrowser),
  ]);
  // msw lets its worker drop the page on `beforeunload`: what a page being left still sends would
  // reach the network. The page stays in the sandbox until `pagehide`.
  const mswWorker = registration?.active;
  const release = mswWorker ? closeClientOnPagehide(mswWorker, window) : () => {};
  return {
    ...sandbox,
    stop: () => {
      release();
      worker.stop();
    },
  };
}
