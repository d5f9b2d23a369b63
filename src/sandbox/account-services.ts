import type { HttpHandler } from "msw";
import { authHandlers } from "./handlers/auth";
import { backInStockHandlers } from "./handlers/back-in-stock";
import { loyaltyHandlers } from "./handlers/loyalty";
import { createLoyaltySandbox, type LoyaltySandbox } from "./loyalty/loyalty-sandbox";
import type { LoyaltySandboxOptions } from "./loyalty/loyalty-settings";
import type { SandboxContext } from "./sandbox-context";

/** The sandbox's account services: the sign-in portal, the loyalty API and back-in-stock. */
export interface AccountServices {
  /** msw handlers of the account services' hosts. */
  readonly handlers: HttpHandler[];
  /** The loyalty sandbox's signer, for signed customer sessions. */
  readonly loyalty: LoyaltySandbox;
}

/**
 * Builds the account services over a sandbox's context. `createSandbox` loads this module on the
 * first call to one of their hosts (or the first `customerSession()`), so a first screen that
 * only searches and reads the cart never downloads them.
 *
 * @example
 * ```ts
 * const { handlers, loyalty } = accountServices(context, { tokenTtlSeconds: 60 });
 * ```
 */
export function accountServices(context: SandboxContext, options?: LoyaltySandboxOptions): AccountServices {
  const loyalty = createLoyaltySandbox(context.world.options.seed, options);
  return {
    loyalty,
    handlers: [
      ...authHandlers(context),
      ...backInStockHandlers(context),
      ...loyaltyHandlers(context, loyalty),
    ],
  };
}
