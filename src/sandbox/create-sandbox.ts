import type { RequestHandler } from "msw";
import type { CustomerSession } from "../runtime";
import type { AccountServices } from "./account-services";
import { indexCatalogue } from "./catalogue-index";
import { createFaults, type SandboxFault, type SandboxFaults } from "./faults";
import { beaconHandlers } from "./handlers/beacon";
import { cartHandlers } from "./handlers/cart";
import { contentHandlers } from "./handlers/content";
import { imageHandlers } from "./handlers/images";
import { onFirstUse } from "./handlers/on-first-use";
import { searchHandlers } from "./handlers/search";
import { storefrontGraphQLHandlers } from "./handlers/storefront-graphql";
import { loadOnce } from "./load-once";
import type { LoyaltySandboxOptions } from "./loyalty/loyalty-settings";
import { memoryPersistence, type SandboxPersistence } from "./persistence";
import type { SandboxContext } from "./sandbox-context";
import { ACCOUNT_SERVICE_ROUTES, type SandboxConfigInput, sandboxConfig } from "./sandbox-hosts";
import type { SandboxInboxMessage } from "./sandbox-state";
import { createSandboxStore, type SandboxStore } from "./sandbox-store";
import { createWorld, type World, type WorldOptions } from "./world";

/** Options of {@link createSandbox}, {@link sandboxHandlers} and `startSandbox`. */
export interface SandboxOptions {
  /** Seed of the world; the same seed gives the same catalogue and customer. @default 1 */
  seed?: number;
  /** Number of catalogue products. @default 2000 */
  catalogueSize?: number;
  /** Epoch ms the customer's dates are relative to. @default Date.now() */
  now?: number;
  /** Latency in ms: fixed or a `[min, max]` range. @default 0 */
  latency?: number | readonly [number, number];
  /** Probability (0–1) that a request fails with 500. @default 0 */
  failureRate?: number;
  /** Fault rules in force from the start. */
  faults?: readonly SandboxFault[];
  /** Where changed state is kept. @default memory (fresh per sandbox) */
  persistence?: SandboxPersistence;
  /** Loyalty API: token lifetime, signing key, clock, delegation clients. */
  loyalty?: LoyaltySandboxOptions;
}

/** A running sandbox: the world, its state, its handlers and its controls. */
export interface Sandbox {
  /** The seeded world. */
  readonly world: World;
  /** The changeable state. */
  readonly store: SandboxStore;
  /** Latency and fault controls. */
  readonly faults: SandboxFaults;
  /** msw request handlers for every sandboxed endpoint. */
  readonly handlers: RequestHandler[];
  /** A provider configuration pointing at this sandbox. */
  config(overrides?: Partial<SandboxConfigInput>): SandboxConfigInput;
  /** Messages the sandbox "sent" (login links, SMS codes), newest last. */
  inbox(): readonly SandboxInboxMessage[];
  /**
   * A signed-in customer session — the `{ id, logged, signature }` the storefront would render —
   * for the provider's `customer` option (the loyalty ID-token call checks the signature).
   * Defaults to the demo customer, the one whose loyalty data the sandbox holds.
   */
  customerSession(customerId?: string): Promise<CustomerSession>;
  /** Returns the state to the seed. */
  reset(): void;
}

/**
 * Builds a sandbox: the world from the seed, the store, and msw handlers for every endpoint.
 *
 * @example
 * ```ts
 * import { setupServer } from "msw/node";
 * const sandbox = createSandbox({ seed: 7 });
 * const server = setupServer(...sandbox.handlers);
 * server.listen({ onUnhandledRequest: "error" });
 * ```
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  return sandboxOfWorld(createWorld(worldOptions(options)), options);
}

/** The world options of sandbox options. */
export function worldOptions(options: SandboxOptions): WorldOptions {
  return {
    seed: options.seed ?? 1,
    catalogueSize: options.catalogueSize ?? 2000,
    ...(options.now === undefined ? {} : { now: options.now }),
  };
}

/**
 * {@link createSandbox} on a world already built from `worldOptions(options)` — how
 * `startSandbox` uses a world built in slices.
 */
export function sandboxOfWorld(world: World, options: SandboxOptions): Sandbox {
  const store = createSandboxStore(world, options.persistence ?? memoryPersistence());
  const faults = createFaults({
    ...(options.latency === undefined ? {} : { latency: options.latency }),
    failureRate: options.failureRate ?? 0,
    faults: options.faults ?? [],
  });
  const context: SandboxContext = { world, catalogue: indexCatalogue(world), store, faults };
  // The account services load on first use: a first screen that searches and reads the cart
  // never downloads the sign-in portal, the loyalty API or back-in-stock.
  const account = loadOnce(
    async (): Promise<AccountServices> =>
      (await import("./account-services")).accountServices(context, options.loyalty),
  );
  return {
    world,
    store,
    faults,
    // msw tries handlers in order, parsing the request's cookies for each one it tries: the most
    // frequent requests (a grid's product images, then searches) come first.
    handlers: [
      ...imageHandlers(context),
      ...searchHandlers(context),
      ...beaconHandlers(context),
      ...cartHandlers(context),
      ...contentHandlers(context),
      ...storefrontGraphQLHandlers(context),
      ...onFirstUse(ACCOUNT_SERVICE_ROUTES, async () => (await account()).handlers),
    ],
    config: sandboxConfig,
    inbox: () => store.state.inbox,
    customerSession: async (customerId = store.state.customer.session.customerId) =>
      (await account()).loyalty.customerSession(customerId),
    reset: () => store.reset(),
  };
}

/**
 * The sandbox's msw handlers for node (`setupServer`). Each call builds a fresh world and state.
 *
 * @example
 * ```ts
 * const server = setupServer(...sandboxHandlers({ catalogueSize: 500 }));
 * beforeAll(() => server.listen());
 * ```
 */
export function sandboxHandlers(options: SandboxOptions = {}): RequestHandler[] {
  return createSandbox(options).handlers;
}
