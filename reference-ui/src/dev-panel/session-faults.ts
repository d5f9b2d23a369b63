import { clearStoredIdToken, createBrowserStorage } from "solekit/clients";
import type { SandboxConnection, SandboxFault } from "solekit/sandbox";

/**
 * The loyalty session's faults the developer panel offers, to see what a member sees when the ID
 * token cannot be refreshed or the service refuses the session. Kept for the tab (sessionStorage)
 * so they hold across page loads until set back to `none`.
 */
export const SESSION_FAULTS = {
  none: "Works",
  "token-5xx": "Token refresh fails (503)",
  "token-offline": "Token refresh: no connection",
  refused: "Service refuses the session (401)",
} as const;

/** One of {@link SESSION_FAULTS}. */
export type SessionFault = keyof typeof SESSION_FAULTS;

const FAULT_KEY = "solekit-reference:session-fault";
// The loyalty API's profile calls (`/api/profile`, `/api/profile/balances`…), by path.
const PROFILE_CALLS = "/api/profile**";
const TOKEN_CALL = "POST /api/v1/auth/token";

const isSessionFault = (value: string | null): value is SessionFault =>
  value !== null && Object.hasOwn(SESSION_FAULTS, value);

/** The fault chosen in this tab, `none` at first. */
export function storedSessionFault(): SessionFault {
  const value = sessionStorage.getItem(FAULT_KEY);
  return isSessionFault(value) ? value : "none";
}

// The sandbox's rules for each fault.
const RULES: Record<SessionFault, readonly SandboxFault[]> = {
  none: [],
  "token-5xx": [{ match: TOKEN_CALL, status: 503 }],
  "token-offline": [{ match: TOKEN_CALL, offline: true }],
  refused: [{ match: PROFILE_CALLS, status: 401 }],
};

/**
 * Puts the fault in force in the sandbox (replacing the one before) and keeps it for the tab. A
 * failing refresh: the page's stored ID token has expired, and the token endpoint fails until the
 * fault is lifted. A refused session: the loyalty API answers 401 to every token, the fresh one
 * included.
 */
export async function applySessionFault(sandbox: SandboxConnection, fault: SessionFault): Promise<void> {
  if (fault === "none") sessionStorage.removeItem(FAULT_KEY);
  else sessionStorage.setItem(FAULT_KEY, fault);
  if (fault === "token-5xx" || fault === "token-offline") clearStoredIdToken(createBrowserStorage());
  await sandbox.setFaults("session", RULES[fault]);
}
