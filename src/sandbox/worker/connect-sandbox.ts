import type { CustomerSession } from "../../runtime";
import type { SandboxFault } from "../faults";
import { type SandboxConfigInput, sandboxConfig } from "../sandbox-hosts";
import type { SandboxInboxMessage } from "../sandbox-state";
import { untilWorkerControls } from "../worker-control";
import {
  SANDBOX_CHANGES_CHANNEL,
  type SandboxCommand,
  type SandboxCommandReply,
  type SandboxCommandResult,
} from "./worker-commands";

/** Options of {@link connectSandbox}. */
export interface ConnectSandboxOptions {
  /** URL of the worker script that calls `serveSandbox`. @default "/sandbox-worker.js" */
  workerUrl?: string;
  /** The page's service workers. @default navigator.serviceWorker */
  container?: ServiceWorkerContainer;
  /**
   * Called when the page was loaded around its service worker (a hard reload), which then answers
   * none of its calls; `connectSandbox` rejects after it. @default reloads the page, as msw does
   */
  onBypassed?: () => void;
}

/** The sandbox in the service worker, as a page controls it. Every control is a message. */
export interface SandboxConnection {
  /** A provider configuration pointing at the sandbox. */
  config(overrides?: Partial<SandboxConfigInput>): SandboxConfigInput;
  /** Sends any command (`SandboxCommands`) and resolves to the worker's reply. */
  send<Command extends SandboxCommand>(command: Command): Promise<SandboxCommandReply<Command["command"]>>;
  /** Calls `listener` after every change of the sandbox's state; returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Messages the sandbox "sent" (login links, SMS codes), newest last. */
  inbox(): Promise<readonly SandboxInboxMessage[]>;
  /** A signed-in session of `customerId`; the demo customer by default. */
  customerSession(customerId?: string): Promise<CustomerSession>;
  /** Returns the state to the seed. */
  reset(): Promise<void>;
  /** Puts `faults` in force under `name`, replacing what was set under it before (`[]` lifts them). */
  setFaults(name: string, faults: readonly SandboxFault[]): Promise<void>;
  /** Sets the latency range (ms) and the failure rate (0–1) of every request. */
  setConditions(conditions: { latency?: readonly [number, number]; failureRate?: number }): Promise<void>;
}

/** The page was loaded around its service worker (a hard reload): nothing answers the sandbox's calls. */
export const SANDBOX_WORKER_BYPASSED =
  "The page was loaded without its service worker (a hard reload); reload it to use the sandbox.";

/**
 * Registers the service worker that runs the sandbox (a script calling `serveSandbox`) and
 * resolves once it answers this page's calls: at once on a later visit, once it has installed
 * (and built the sandbox's world) and claimed the page on the first. Render what loads data after
 * it resolves. A page loaded around the worker (a hard reload) is reloaded, as msw does.
 *
 * @example
 * ```tsx
 * const sandbox = await connectSandbox();
 * createRoot(root).render(<SolekitProvider config={sandbox.config()}><App /></SolekitProvider>);
 * await sandbox.setFaults("checkout", [{ match: "POST /cart/add.js", status: 422, times: 1 }]);
 * ```
 */
export async function connectSandbox(options: ConnectSandboxOptions = {}): Promise<SandboxConnection> {
  const container = options.container ?? navigator.serviceWorker;
  const workerUrl = options.workerUrl ?? "/sandbox-worker.js";
  const registration = await container.register(workerUrl);
  await untilWorkerControls(container, new URL(workerUrl, registration.scope).href);
  if (!container.controller) {
    (options.onBypassed ?? (() => window.location.reload()))();
    throw new Error(SANDBOX_WORKER_BYPASSED);
  }

  const send = <Command extends SandboxCommand>(
    command: Command,
  ): Promise<SandboxCommandReply<Command["command"]>> =>
    new Promise((resolve, reject) => {
      const worker = container.controller;
      if (!worker) return reject(new Error(SANDBOX_WORKER_BYPASSED));
      const channel = new MessageChannel();
      channel.port1.onmessage = ({
        data,
      }: MessageEvent<SandboxCommandResult<SandboxCommandReply<Command["command"]>>>) => {
        channel.port1.close();
        if (data.ok) resolve(data.reply);
        else reject(new Error(`Sandbox ${command.command}: ${data.message}`));
      };
      worker.postMessage(command, [channel.port2]);
    });

  return {
    config: sandboxConfig,
    send,
    subscribe(listener) {
      const changes = new BroadcastChannel(SANDBOX_CHANGES_CHANNEL);
      changes.onmessage = () => listener();
      return () => changes.close();
    },
    inbox: () => send({ command: "inbox" }),
    customerSession: (customerId) =>
      send({ command: "customer-session", ...(customerId === undefined ? {} : { customerId }) }),
    reset: async () => void (await send({ command: "reset" })),
    setFaults: async (name, faults) => void (await send({ command: "set-faults", name, faults })),
    setConditions: async (conditions) => void (await send({ command: "set-conditions", ...conditions })),
  };
}
