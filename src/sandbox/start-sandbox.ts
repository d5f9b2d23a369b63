import { createSandbox, type Sandbox, type SandboxOptions } from "./create-sandbox";
import { localStoragePersistence } from "./persistence";

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
 * changes persist to localStorage so a reload loses nothing. Await it before rendering.
 *
 * @example
 * ```ts
 * const sandbox = await startSandbox({ latency: [80, 300] });
 * createRoot(root).render(<SolekitProvider config={sandbox.config()}><App /></SolekitProvider>);
 * ```
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<BrowserSandbox> {
  // Loaded on demand so importing `solekit/sandbox` in node never pulls in the browser worker.
  const { setupWorker } = await import("msw/browser");
  const key = options.storageKey ?? `solekit-sandbox:${options.seed ?? 1}:${options.catalogueSize ?? 2000}`;
  const sandbox = createSandbox({ persistence: localStoragePersistence(key), ...options });
  const worker = setupWorker(...sandbox.handlers);
  await worker.start({
    serviceWorker: { url: options.workerUrl ?? "/mockServiceWorker.js" },
    onUnhandledRequest: "bypass",
    quiet: !options.verbose,
  });
  return { ...sandbox, stop: () => worker.stop() };
}
