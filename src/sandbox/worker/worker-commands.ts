import type { OfferBanner } from "../../rules";
import type { CustomerSession } from "../../runtime";
import type { SandboxBeaconEvent } from "../beacon-log";
import type { SandboxFault } from "../faults";
import type { SandboxSignInAccount } from "../handlers/auth-accounts";
import type { SandboxSavedParts } from "../persistence";
import type { SandboxInboxMessage } from "../sandbox-state";

/**
 * What a page asks of the sandbox in its service worker, and what each answers: the controls
 * `startSandbox`'s sandbox offers as methods, as messages.
 */
export interface SandboxCommands {
  /** The messages the sandbox "sent", newest last. */
  inbox: { request: { command: "inbox" }; reply: readonly SandboxInboxMessage[] };
  /** The beacon events the sandbox received, oldest first. */
  beacon: { request: { command: "beacon" }; reply: readonly SandboxBeaconEvent[] };
  /** The demo customer: the account `customerSession()` signs in by default. */
  "demo-customer": { request: { command: "demo-customer" }; reply: { customerId: string; email: string } };
  /** The sandbox's global offer banners (a real shop's content settings). */
  "offer-banners": { request: { command: "offer-banners" }; reply: readonly OfferBanner[] };
  /** Redeems a login link's token (`redeemSandboxLoginToken`): the account, or null. */
  "redeem-login-token": {
    request: { command: "redeem-login-token"; token: string };
    reply: SandboxSignInAccount | null;
  };
  /** Removes the demo customer's children: a member who has not added a child yet. */
  "forget-children": { request: { command: "forget-children" }; reply: null };
  /** The state, part by part, as JSON (`SandboxSavedParts`). */
  "saved-parts": { request: { command: "saved-parts" }; reply: SandboxSavedParts };
  /** Replaces the parts given (JSON, as `saved-parts` gives them); the others stay. */
  "restore-parts": { request: { command: "restore-parts"; parts: SandboxSavedParts }; reply: null };
  /** A signed-in session of `customerId` (the demo customer by default). */
  "customer-session": {
    request: { command: "customer-session"; customerId?: string };
    reply: CustomerSession;
  };
  /** Returns the state to the seed. */
  reset: { request: { command: "reset" }; reply: null };
  /**
   * Puts `faults` in force under `name`, replacing the rules set under that name before (none
   * lifts them): a page that sets its faults again on every load leaves no stale rule behind.
   */
  "set-faults": {
    request: { command: "set-faults"; name: string; faults: readonly SandboxFault[] };
    reply: null;
  };
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
  "beacon",
  "demo-customer",
  "offer-banners",
  "redeem-login-token",
  "forget-children",
  "saved-parts",
  "restore-parts",
  "customer-session",
  "reset",
  "set-faults",
  "set-conditions",
]);

/** What the worker replies to the command `Name`. */
export type SandboxCommandReply<Name extends SandboxCommandName> = SandboxCommands[Name]["reply"];

/**
 * The `BroadcastChannel` the sandbox's worker posts on after every change of its state, so a
 * page showing some of it (the developer panel's inbox) asks again.
 */
export const SANDBOX_CHANGES_CHANNEL = "solekit-sandbox-changes";
