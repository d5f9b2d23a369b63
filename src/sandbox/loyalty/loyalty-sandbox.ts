import type { CustomerSession } from "../../runtime";
import { createLoyaltyAuth, type LoyaltyAuth } from "./loyalty-auth";
import {
  type LoyaltySandboxOptions,
  SANDBOX_DELEGATE_CLIENTS,
  SANDBOX_ID_TOKEN_TTL_SECONDS,
} from "./loyalty-settings";

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
