import type { World } from "./world";

/** A message a real service would have emailed or texted; the developer panel shows them. */
export interface SandboxInboxMessage {
  /** Unique id. */
  id: string;
  /** How it would have been delivered. */
  channel: "email" | "sms";
  /** Email address or mobile number. */
  to: string;
  /** Short subject line. */
  subject: string;
  /** Body text. */
  body: string;
  /** A login link, for emails that carry one. */
  link?: string;
  /** A one-time code, for SMS messages that carry one. */
  code?: string;
  /** Epoch ms when it was sent. */
  sentAt: number;
}

/** One line of a sandbox cart. */
export interface SandboxCartLine {
  /** Variant id. */
  variantId: number;
  /** Quantity, at least 1. */
  quantity: number;
  /** Line properties (gift-card From, To, Email, Message). */
  properties: Record<string, string>;
}

/**
 * Everything the sandbox lets a user change. The catalogue is rebuilt from the seed on every load;
 * only this part is persisted.
 */
export interface SandboxState {
  /** Bumped when the shape changes, so an old saved state is discarded rather than misread. */
  version: number;
  /** The demo customer's account data, as the loyalty API serves it. */
  customer: World["customer"];
  /** Carts by cart token. */
  carts: Record<string, SandboxCartLine[]>;
  /** Emails and SMS messages the sandbox "sent". */
  inbox: SandboxInboxMessage[];
}

/** Shape version of {@link SandboxState}. */
export const SANDBOX_STATE_VERSION = 1;

/**
 * The state a fresh sandbox starts from: the world's demo customer, empty carts and inbox.
 *
 * @example
 * ```ts
 * const state = initialSandboxState(createWorld({ seed: 1 }));
 * ```
 */
export function initialSandboxState(world: World): SandboxState {
  return {
    version: SANDBOX_STATE_VERSION,
    customer: structuredClone(world.customer),
    carts: {},
    inbox: [],
  };
}
