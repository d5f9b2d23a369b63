import type { SandboxBeaconEvent } from "./beacon-log";
import { initialLoyaltyState, type SandboxLoyaltyState } from "./loyalty/loyalty-state";
import type { SandboxQueryLogEntry } from "./search-engine/query-log";
import { initialAuthState, initialStorefrontState } from "./storefront-seed";
import type {
  SandboxAuthState,
  SandboxBackInStockSubscription,
  SandboxStorefrontState,
} from "./storefront-state";
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
  /** Sign-in portal: created accounts, SMS codes and login tokens. */
  auth: SandboxAuthState;
  /** Storefront GraphQL: the storefront customer and its access tokens. */
  storefront: SandboxStorefrontState;
  /** Back-in-stock subscriptions the provider accepted. */
  backInStockSubscriptions: SandboxBackInStockSubscription[];
  /** Loyalty API: its id sequence and the customer's own interactions. */
  loyalty: SandboxLoyaltyState;
  /** Queries shoppers searched (with results); they feed suggestions and trending searches. */
  queryLog: SandboxQueryLogEntry[];
  /** Beacon events received (render, impression, click), oldest first. */
  beacon: SandboxBeaconEvent[];
}

/** Shape version of {@link SandboxState}. */
export const SANDBOX_STATE_VERSION = 4;

// Every key of the state, each once: a part added to the state and not here fails to compile.
const PARTS: Record<keyof SandboxState, true> = {
  version: true,
  customer: true,
  carts: true,
  inbox: true,
  auth: true,
  storefront: true,
  backInStockSubscriptions: true,
  loyalty: true,
  queryLog: true,
  beacon: true,
};

/** The parts of {@link SandboxState}, each saved on its own (`SandboxPersistence`). */
export const SANDBOX_STATE_PARTS = Object.keys(PARTS) as readonly (keyof SandboxState)[];

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
    auth: initialAuthState(),
    storefront: initialStorefrontState(world),
    backInStockSubscriptions: [],
    loyalty: initialLoyaltyState(world),
    queryLog: [],
    beacon: [],
  };
}
