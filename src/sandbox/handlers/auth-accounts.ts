import { sandboxHosts } from "../sandbox-hosts";
import type { SandboxState } from "../sandbox-state";
import type { SandboxStore } from "../sandbox-store";
import { SANDBOX_LOGIN_TOKEN_TTL_MS } from "../storefront-seed";
import { randomToken } from "../variant-index";

/** Someone the portal can sign in: the demo customer or an account created through sign-up. */
export interface SandboxSignInAccount {
  /** Storefront customer id (numeric string), as the page's customer session carries it. */
  customerId: string;
  /** Loyalty profile id. */
  profileId: number;
  /** Email. */
  email: string;
  /** E.164 mobile used for SMS sign-in, or null. */
  mobile_phone: string | null;
  /** First name. */
  first_name: string;
  /** Last name. */
  last_name: string;
}

/** Every account the portal knows: the demo customer first, then created accounts. */
export function signInAccounts(state: SandboxState): SandboxSignInAccount[] {
  const { profile, session } = state.customer;
  return [
    {
      customerId: session.customerId,
      profileId: profile.id,
      email: profile.email ?? session.email,
      mobile_phone: profile.mobile_phone,
      first_name: profile.first_name,
      last_name: profile.last_name,
    },
    ...state.auth.accounts.map((a) => ({
      customerId: a.customerId,
      profileId: a.profileId,
      email: a.email,
      mobile_phone: a.mobile_phone,
      first_name: a.first_name,
      last_name: a.last_name,
    })),
  ];
}

/** The account with this email (any case). */
export function accountByEmail(state: SandboxState, email: string): SandboxSignInAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return signInAccounts(state).find((a) => a.email.toLowerCase() === wanted);
}

/** The account whose mobile (not secondary phone) is this E.164 number. */
export function accountByMobile(state: SandboxState, mobile: string): SandboxSignInAccount | undefined {
  return signInAccounts(state).find((a) => a.mobile_phone === mobile);
}

/** Issues a single-use login token for the account with `email`. */
export function issueLoginToken(draft: SandboxState, email: string, now: number): string {
  const token = randomToken();
  draft.auth.loginTokens.push({ token, email, expiresAt: now + SANDBOX_LOGIN_TOKEN_TTL_MS, usedAt: null });
  return token;
}

/**
 * The login link a sandbox email carries: `{page origin}/account?login_token=…`, plus
 * `return_to` when the widget sent a page path. The page origin is the browser's (the reference
 * UI's) when there is one, else the sandbox shop's.
 */
export function loginLink(token: string, urlPath: unknown): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  const origin = location?.origin && /^https?:/.test(location.origin) ? location.origin : sandboxHosts.shop;
  const params = new URLSearchParams({ login_token: token });
  if (typeof urlPath === "string" && /^\/(?!\/)/.test(urlPath) && urlPath !== "/account") {
    params.set("return_to", urlPath);
  }
  return `${origin}/account?${params}`;
}

/**
 * Completes a sandbox sign-in: redeems a login token (from an emailed link's `login_token`, or
 * the token `loginWithSMS` answered) and returns the account it signs in. A token works once and
 * expires after 15 minutes; an unknown, used or expired token gives `null`. This stands in for
 * what the real portal does behind its embed address: log the customer in to the storefront,
 * whose next page then renders the customer session.
 *
 * @example
 * ```ts
 * const token = new URLSearchParams(location.search).get("login_token");
 * const account = token ? redeemSandboxLoginToken(sandbox, token) : null;
 * account?.customerId; // "6500000001" for the demo customer
 * ```
 */
export function redeemSandboxLoginToken(
  sandbox: { readonly store: SandboxStore },
  token: string,
  now: number = Date.now(),
): SandboxSignInAccount | null {
  const { store } = sandbox;
  const found = store.state.auth.loginTokens.find((t) => t.token === token);
  if (!found || found.usedAt !== null || found.expiresAt <= now) return null;
  const account = accountByEmail(store.state, found.email);
  if (!account) return null;
  store.update((draft) => {
    const target = draft.auth.loginTokens.find((t) => t.token === token);
    if (target) target.usedAt = now;
  });
  return account;
}
