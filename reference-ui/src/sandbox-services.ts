// The sandbox's side of the first screen, with no React: it starts the sandbox and, as soon as
// the sandbox runs, the first screen's requests, whether or not React has arrived.

import type { PromoRules, SolekitConfigInput } from "solekit";
import { createPrefetch, type Prefetch } from "solekit/prefetch";
import { connectSandbox, type SandboxConnection, sandboxConfig, sandboxPromoRules } from "solekit/sandbox";
import { NORMAL_CONDITIONS } from "./dev-panel/conditions";
import { LOGIN_TOKEN_PARAM, sandboxCustomerSession } from "./dev-panel/sandbox-session";
import { applySessionFault, storedSessionFault } from "./dev-panel/session-faults";
import { storedCustomerSession } from "./dev-panel/session-store";
import { applyWishlistFault, storedWishlistFault } from "./dev-panel/wishlist-faults";
import { prefetchFirstScreen } from "./first-requests";
import { SANDBOX_WORKER_URL } from "./sandbox-worker-url";

/** What the first paint renders with, before the sandbox answers. */
export interface SandboxPaint {
  /** The stored session's configuration (the one the sandbox will answer too). */
  config: SolekitConfigInput;
  /** The sandbox's promo rules (a real shop loads them from its CMS). */
  promoRules: PromoRules;
  /** A login link's token is being redeemed: paint nothing until the session is known. */
  redeeming: boolean;
  /** Where the first screen's requests wait for the provider, from the first render on. */
  prefetch: Prefetch;
}

/** The running sandbox and the configuration for the page's session. */
export interface SandboxServices {
  sandbox: SandboxConnection;
  config: SolekitConfigInput;
}

/**
 * A login link's token is redeemed by the sandbox first, and the logout page forgets the session;
 * any other load paints at once with the stored session.
 */
export function sandboxPaint(): SandboxPaint {
  const loggingOut = window.location.pathname === "/account/logout";
  return {
    config: sandboxConfig({ customer: loggingOut ? null : storedCustomerSession() }),
    promoRules: sandboxPromoRules(Date.now()),
    redeeming: new URLSearchParams(window.location.search).has(LOGIN_TOKEN_PARAM),
    prefetch: createPrefetch(),
  };
}

/**
 * Connects to the sandbox's service worker; once it answers, settles the session and starts the
 * first screen's requests.
 */
export async function startSandboxServices(paint: SandboxPaint): Promise<SandboxServices> {
  const sandbox = await connectSandbox({ workerUrl: SANDBOX_WORKER_URL });
  // Every page load starts at the conditions the developer panel shows first; a fault the panel
  // set holds for the tab, from the first request on.
  await Promise.all([
    sandbox.setConditions(NORMAL_CONDITIONS),
    applySessionFault(sandbox, storedSessionFault()),
    applyWishlistFault(sandbox, storedWishlistFault()),
  ]);
  const settling = paint.redeeming || window.location.pathname === "/account/logout";
  const config = settling
    ? sandbox.config({ customer: await sandboxCustomerSession(sandbox) })
    : paint.config;
  prefetchFirstScreen(config, paint.prefetch);
  return { sandbox, config };
}
