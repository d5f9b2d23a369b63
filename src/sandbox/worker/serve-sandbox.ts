import type { SandboxOptions } from "../create-sandbox";
import { loadOnce } from "../load-once";
import { installLocalStorageStandIn } from "./local-storage-stand-in";
import { isSandboxRequest } from "./sandbox-requests";
import { isSandboxCommand, type SandboxCommandResult } from "./worker-commands";

/** An event a service worker can keep itself alive for. */
export interface SandboxWorkerEvent {
  /** Keeps the worker running until `promise` settles. */
  waitUntil(promise: Promise<unknown>): void;
}

/** A request the service worker may answer. */
export interface SandboxFetchEvent extends SandboxWorkerEvent {
  /** The request a page (or its images) made. */
  readonly request: Request;
  /** Answers the request; a request not answered goes to the network. */
  respondWith(response: Promise<Response>): void;
}

/** A message from a page, with the port to answer on. */
export interface SandboxMessageEvent extends SandboxWorkerEvent {
  /** What the page sent: a command, for the sandbox. */
  readonly data: unknown;
  /** The port the page listens for the reply on. */
  readonly ports: readonly MessagePort[];
}

/**
 * What {@link serveSandbox} uses of a service worker's global scope (`self` in the worker
 * script): written out so the library's types need no `webworker` lib.
 */
export interface SandboxWorkerScope {
  /** Where the worker script is served: its origin is the app's. */
  readonly location: { readonly origin: string };
  /** The worker is installing or activating. */
  addEventListener(type: "install" | "activate", listener: (event: SandboxWorkerEvent) => void): void;
  /** A page in the worker's scope made a request. */
  addEventListener(type: "fetch", listener: (event: SandboxFetchEvent) => void): void;
  /** A page sent a message. */
  addEventListener(type: "message", listener: (event: SandboxMessageEvent) => void): void;
  /** Activates this worker without waiting for the pages of an older one to close. */
  skipWaiting(): Promise<void>;
  /** The pages in the worker's scope. */
  readonly clients: {
    /** Takes control of the pages open already, so a first visit's calls reach the sandbox. */
    claim(): Promise<void>;
  };
}

/** Options of {@link serveSandbox}. */
export interface ServeSandboxOptions extends Omit<SandboxOptions, "persistence"> {
  /** IndexedDB database the state is kept in. @default "solekit-sandbox:{seed}:{catalogueSize}" */
  storageKey?: string;
}

/**
 * Runs the sandbox inside a service worker: the worker answers every call to the sandbox's hosts
 * and its images itself, so the page's main thread builds no world and relays no request. The
 * state lives in IndexedDB, which outlasts the worker (a browser stops an idle one); the world
 * is built again, from the seed, when a stopped worker next answers. Pages control it with
 * `connectSandbox`.
 *
 * Bundle the worker script as a classic script (esbuild `format: "iife"`): a module service
 * worker may not load code on demand, and the sandbox loads msw after giving it the
 * `localStorage` it asks for.
 *
 * @example
 * ```ts
 * // sandbox-worker.ts, served at the site's root as /sandbox-worker.js
 * import { type SandboxWorkerScope, serveSandbox } from "solekit/sandbox";
 * serveSandbox(self as unknown as SandboxWorkerScope, { latency: [60, 240] });
 * ```
 */
export function serveSandbox(scope: SandboxWorkerScope, options: ServeSandboxOptions = {}): void {
  const key = options.storageKey ?? `solekit-sandbox:${options.seed ?? 1}:${options.catalogueSize ?? 2000}`;
  // Nothing this module imports loads msw: the sandbox's code comes after the stand-in.
  const running = loadOnce(async () => {
    installLocalStorageStandIn();
    const { sandboxInWorker } = await import("./sandbox-in-worker");
    return sandboxInWorker(options, key);
  });

  scope.addEventListener("install", (event) => {
    // The world is built while the worker installs, so the first request finds it ready.
    event.waitUntil(Promise.all([scope.skipWaiting(), running().catch(() => undefined)]));
  });
  scope.addEventListener("activate", (event) => event.waitUntil(scope.clients.claim()));

  scope.addEventListener("fetch", (event) => {
    if (!isSandboxRequest(event.request.url, scope.location.origin)) return;
    const answering = running().then(({ answer }) => answer(event.request));
    event.respondWith(answering);
    // The worker stays up until what the request changed is written.
    event.waitUntil(
      answering.then(async () => (await running()).persistence.settled()).catch(() => undefined),
    );
  });

  scope.addEventListener("message", (event) => {
    const [port] = event.ports;
    if (!port || !isSandboxCommand(event.data)) return;
    const command = event.data;
    const answered = running()
      .then(async ({ run, persistence }) => {
        const reply = await run(command);
        await persistence.settled();
        return { ok: true, reply } satisfies SandboxCommandResult;
      })
      .catch((error: unknown) => ({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }))
      .then((result) => port.postMessage(result));
    event.waitUntil(answered);
  });
}
