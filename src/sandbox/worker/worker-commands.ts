import type { CustomerSession } from "../../runtime";
import type { Sandbox } from "../create-sandbox";
import type { SandboxFault } from "../faults";
import type { SandboxInboxMessage } from "../sandbox-state";

/**
 * What a page asks of the sandbox in its service worker, and what each answers: the controls
 * `startSandbox`'s sandbox offers as methods, as messages.
 */
export interface SandboxCommands {
  /** The messages the sandbox "sent", newest last. */
  inbox: { request: { command: "inbox" }; reply: readonly SandboxInboxMessage[] };
  /** A signed-in session of `customerId` (the demo customer by default). */
  "customer-session": {
    request: { command: "customer-session"; customerId?: string };
    reply: CustomerSession;
  };
  /** Returns the state to the seed. */
  reset: { request: { command: "reset" }; reply: null };
  /** Adds a fault rule; replies with its id, for `remove-fault`. */
  "add-fault": { request: { command: "add-fault"; fault: SandboxFault }; reply: number };
  /** Removes the fault rule `id`. */
  "remove-fault": { request: { command: "remove-fault"; id: number }; reply: null };
  /** Sets the latency range (ms) and the failure rate (0–1) of every request. */
  "set-conditions": {
    request: { command: "set-conditions"; latency?: readonly [number, number]; failureRate?: number };
    reply: null;
  };
}

/** A command's name. */
export type SandboxCommandName = keyof SandboxCommands;

/** A message a page sends the sandbox's worker. */
export type SandboxCommand = SandboxCommands[SandboxCommandName]["request"];

/** The worker's answer to a command: its reply, or why it failed. */
export type SandboxCommandResult<Reply = unknown> =
  | { ok: true; reply: Reply }
  | { ok: false; message: string };

/** Whether a message a worker received is a sandbox command. */
export function isSandboxCommand(message: unknown): message is SandboxCommand {
  const command = (message as { command?: unknown } | null)?.command;
  return typeof command === "string" && COMMAND_NAMES.has(command);
}

const COMMAND_NAMES: ReadonlySet<string> = new Set<SandboxCommandName>([
  "inbox",
  "customer-session",
  "reset",
  "add-fault",
  "remove-fault",
  "set-conditions",
]);

/** What the worker replies to the command `Name`. */
export type SandboxCommandReply<Name extends SandboxCommandName> = SandboxCommands[Name]["reply"];

type CommandHandlers = {
  [Name in SandboxCommandName]: (
    request: SandboxCommands[Name]["request"],
  ) => SandboxCommandReply<Name> | Promise<SandboxCommandReply<Name>>;
};

/**
 * Carries out commands on one sandbox. Fault rules get ids, since a page cannot hold the
 * function that removes one.
 *
 * @example
 * ```ts
 * const run = commandRunner(createSandbox());
 * const id = await run({ command: "add-fault", fault: { match: "/cart.js", status: 500 } });
 * await run({ command: "remove-fault", id });
 * ```
 */
export function commandRunner(
  sandbox: Sandbox,
): <Command extends SandboxCommand>(command: Command) => Promise<SandboxCommandReply<Command["command"]>> {
  const removeFault = new Map<number, () => void>();
  let nextFaultId = 1;
  const handlers: CommandHandlers = {
    inbox: () => sandbox.inbox(),
    "customer-session": ({ customerId }) => sandbox.customerSession(customerId),
    reset: () => {
      sandbox.reset();
      return null;
    },
    "add-fault": ({ fault }) => {
      const id = nextFaultId++;
      removeFault.set(id, sandbox.faults.add(fault));
      return id;
    },
    "remove-fault": ({ id }) => {
      removeFault.get(id)?.();
      removeFault.delete(id);
      return null;
    },
    "set-conditions": ({ latency, failureRate }) => {
      if (latency) sandbox.faults.latency = latency;
      if (failureRate !== undefined) sandbox.faults.failureRate = failureRate;
      return null;
    },
  };
  // Each command's name picks its own handler; TypeScript cannot follow a name to its request.
  return async (command) => (handlers[command.command] as (request: SandboxCommand) => never)(command);
}
