import type { CustomerSession } from "../../runtime";
import { createLoyaltyAuth, type LoyaltyAuth } from "./loyalty-auth";

/** Default lifetime of the ID tokens the sandbox issues: 15 minutes. */
export const SANDBOX_ID_TOKEN_TTL_SECONDS = 900;

/** Client handles the sandbox's `POST /auth/delegate` issues tokens for, by default. */
export const SANDBOX_DELEGATE_CLIENTS: readonly string[] = ["signup", "fitting-booking"];

/** Loyalty options of `createSandbox`. */
export interface LoyaltySandboxOptions {
  /** Lifetime of the ID tokens the sandbox issues, in seconds. @default 900 */
  tokenTtlSeconds?: number;
  /** Key that signs customer ids and tokens. @default derived from the seed */
  secret?: string;
  /**
   * The clock token expiry and the shoes' reward window read, epoch ms. When you pin the world's
   * `now`, pass a clock that starts there, and give the client the same `Clock`.
   * @default Date.now
   */
  now?: () => number;
  /** Client handles `POST /auth/delegate` issues tokens for. @default ["signup", "fitting-booking"] */
  delegateClients?: readonly string[];
}

/** The loyalty sandbox's signer and settings, shared by its handlers. */
export interface LoyaltySandbox {
  /** Signs and checks customer signatures and tokens. */
  readonly auth: LoyaltyAuth;
  /** Client handles delegation is enabled for. */
  readonly delegateClients: readonly string[];
  /** A signed-in page session for a customer id: what the storefront would render. */
  customerSession(customerId: string): Promise<CustomerSession>;
}

/**
 * Creates the loyalty sandbox's signer and settings. The default key is derived from the seed,
 * so tokens stored by the reference UI stay valid across reloads of the same world.
 *
 * @example
 * ```ts
 * const loyalty = createLoyaltySandbox(1, { tokenTtlSeconds: 60 });
 * const session = await loyalty.customerSession("6500000001"); // { id, logged: true, signature }
 * ```
 */
export function createLoyaltySandbox(seed: number, options: LoyaltySandboxOptions = {}): LoyaltySandbox {
  const auth = createLoyaltyAuth({
    secret: options.secret ?? `solekit-sandbox-loyalty-${seed}`,
    tokenTtlSeconds: options.tokenTtlSeconds ?? SANDBOX_ID_TOKEN_TTL_SECONDS,
    now: options.now ?? (() => Date.now()),
  });
  return {
    auth,
    delegateClients: options.delegateClients ?? SANDBOX_DELEGATE_CLIENTS,
    async customerSession(customerId) {
      return { id: customerId, logged: true, signature: await auth.signCustomerId(customerId) };
    },
  };
}
