import {
  LOYALTY_ID_TOKEN_CUSTOMER_STORAGE_KEY,
  LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY,
  LOYALTY_ID_TOKEN_STORAGE_KEY,
} from "../../rules/keys";
import type { StorageAdapter } from "../../runtime";

/**
 * Removes the stored loyalty ID token, its expiry and its owner. The loyalty client's
 * `clearToken()` does this too, and also drops a token still in flight; this is for a page that
 * never loaded the client (a session ending before anything asked for the balance).
 *
 * @example
 * ```ts
 * clearStoredIdToken(runtime.storage);
 * ```
 */
export function clearStoredIdToken(storage: StorageAdapter): void {
  storage.removeItem(LOYALTY_ID_TOKEN_STORAGE_KEY);
  storage.removeItem(LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY);
  storage.removeItem(LOYALTY_ID_TOKEN_CUSTOMER_STORAGE_KEY);
}
