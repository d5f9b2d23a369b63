import { inspect } from "node:util";
import {
  type Clock,
  createLoyaltyClient,
  createMemoryStorage,
  isSolekitError,
  type LoyaltyClient,
  type LoyaltyClientOptions,
  parseSolekitConfig,
  type SolekitError,
  type StorageAdapter,
} from "../../src/clients";
import type { Sandbox } from "../../src/sandbox";

/** Every request a test client sent, as `METHOD path`. */
export interface RequestLog {
  /** `METHOD path` of every request, in order. */
  readonly all: string[];
  /** Full URL of every request, in order. */
  readonly urls: string[];
  /** How many requests matched `METHOD path` exactly. */
  count(request: string): number;
}

/** A loyalty client signed in as the sandbox's demo customer, with its storage and request log. */
export interface TestLoyaltyClient {
  readonly client: LoyaltyClient;
  readonly storage: StorageAdapter;
  readonly requests: RequestLog;
}

/**
 * Builds a loyalty client on the sandbox, signed in as the demo customer unless `customer` is
 * given, logging every request it sends.
 */
export async function loyaltyClient(
  sandbox: Sandbox,
  options: {
    customer?: { id: string; logged: boolean; signature: string } | null;
    clock?: Clock;
    storage?: StorageAdapter;
    timeout?: number;
    extra?: Partial<LoyaltyClientOptions>;
  } = {},
): Promise<TestLoyaltyClient> {
  const customer = options.customer === undefined ? await sandbox.customerSession() : options.customer;
  const storage = options.storage ?? createMemoryStorage();
  const all: string[] = [];
  const urls: string[] = [];
  const logging: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    all.push(`${request.method} ${new URL(request.url).pathname}`);
    urls.push(request.url);
    return fetch(request);
  };
  const client = createLoyaltyClient({
    config: parseSolekitConfig(sandbox.config({ customer })),
    storage,
    fetch: logging,
    timeout: options.timeout ?? 2000,
    ...(options.clock ? { clock: options.clock } : {}),
    ...options.extra,
  });
  return { client, storage, requests: { all, urls, count: (r) => all.filter((x) => x === r).length } };
}

/** The token endpoint's request line in a {@link RequestLog}. */
export const TOKEN_REQUEST = "POST /api/v1/auth/token";

/** Awaits a promise that must reject with a SolekitError and returns the error. */
export async function rejection(promise: Promise<unknown>): Promise<SolekitError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isSolekitError(error)) throw new Error(`expected a SolekitError, got ${inspect(error)}`);
  return error;
}

/** Everything an error would show if logged: message, JSON, and a deep inspection. */
export function everythingShown(error: unknown): string {
  return `${String(error)}\n${JSON.stringify(error)}\n${inspect(error, { depth: 8 })}`;
}
