import { getResponse } from "msw";
import { createSandbox, type Sandbox, type SandboxOptions } from "../create-sandbox";
import { commandRunner } from "./command-runner";
import { type IndexedDbPersistence, indexedDbPersistence } from "./indexed-db-persistence";
import { SANDBOX_CHANGES_CHANNEL, type SandboxCommand } from "./worker-commands";

/** The sandbox as its service worker runs it. */
export interface SandboxInWorker {
  readonly sandbox: Sandbox;
  readonly persistence: IndexedDbPersistence;
  /** The sandbox's answer to a request it serves; the network's to one it has no endpoint for. */
  answer(request: Request): Promise<Response>;
  /** Carries out a page's command. */
  run(command: SandboxCommand): Promise<unknown>;
  /** Stops telling pages about changes (closes its `BroadcastChannel`). */
  close(): void;
}

/**
 * Builds the sandbox in its service worker, on the state saved in IndexedDB under `key`. Loaded
 * by `serveSandbox` only once msw has the `localStorage` it asks for as it loads.
 *
 * @example
 * ```ts
 * const { answer } = await sandboxInWorker({ catalogueSize: 500 }, "solekit-sandbox:1:500");
 * const response = await answer(new Request("https://shop.solekit.test/cart.js"));
 * ```
 */
export async function sandboxInWorker(
  options: Omit<SandboxOptions, "persistence">,
  key: string,
): Promise<SandboxInWorker> {
  const persistence = await indexedDbPersistence(key);
  const sandbox = createSandbox({ ...options, persistence });
  const changes = new BroadcastChannel(SANDBOX_CHANGES_CHANNEL);
  const unsubscribe = sandbox.store.subscribe(() => changes.postMessage(null));
  return {
    sandbox,
    persistence,
    // Not one of the sandbox's endpoints: the network says so, as it would without the sandbox.
    answer: async (request) => (await getResponse(sandbox.handlers, request)) ?? fetch(request),
    run: commandRunner(sandbox),
    close: () => {
      unsubscribe();
      changes.close();
    },
  };
}
