import { FIRST_LOGIN_STORAGE_KEY } from "../../rules/keys";
import type { StorageAdapter } from "../../runtime/storage";

/**
 * Whether the first-login flag (`isFirstLogin` in local storage) is set: the onboarding overlay
 * opens. Reading leaves it in place (see {@link takeFirstLoginFlag}).
 *
 * @example
 * ```ts
 * if (hasFirstLoginFlag(localStorage)) showOnboarding();
 * ```
 */
export function hasFirstLoginFlag(storage: Pick<StorageAdapter, "getItem">): boolean {
  return storage.getItem(FIRST_LOGIN_STORAGE_KEY) !== null;
}

/**
 * Removes the first-login flag, so the overlay never opens again (account-area §2).
 *
 * @example
 * ```ts
 * removeFirstLoginFlag(localStorage);
 * ```
 */
export function removeFirstLoginFlag(storage: Pick<StorageAdapter, "removeItem">): void {
  storage.removeItem(FIRST_LOGIN_STORAGE_KEY);
}

/**
 * Reads and removes the first-login flag in one go: what a host passes as the overlay's `open`.
 *
 * @example
 * ```ts
 * const actor = createActor(onboardingMachine.provide({ actors }), {
 *   input: { open: takeFirstLoginFlag(localStorage), avatars, sports, brands },
 * }).start();
 * ```
 */
export function takeFirstLoginFlag(storage: Pick<StorageAdapter, "getItem" | "removeItem">): boolean {
  const found = hasFirstLoginFlag(storage);
  if (found) removeFirstLoginFlag(storage);
  return found;
}
