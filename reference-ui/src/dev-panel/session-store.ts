import type { CustomerSession } from "solekit";

/**
 * Stands in for the storefront's server: a real shop renders the customer session into the page
 * after the loyalty portal logs the shopper in; on the sandbox the reference UI keeps it here.
 */
const SESSION_KEY = "solekit-reference:customer-session";

/** The stored sandbox customer session, if any. */
export function storedCustomerSession(): CustomerSession | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as CustomerSession) : null;
  } catch {
    return null;
  }
}

/** Keeps the sandbox customer session for later page loads. */
export function storeCustomerSession(session: CustomerSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

/** Forgets the sandbox customer session (the developer panel's sign-out). */
export function forgetCustomerSession(): void {
  localStorage.removeItem(SESSION_KEY);
}
