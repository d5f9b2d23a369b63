import type { LoyaltyProfile, ProfileCalls } from "../../clients/loyalty";
import { notSignedInError } from "../../clients/loyalty/loyalty-errors";
import { profileCalls } from "../../clients/loyalty/profile";
import type { InvalidateAccountKeys } from "../../machines/account";
import { profileQuery } from "../../machines/profile";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { accountBinding } from "./account-context";

/** What an account form's actor factory is built from. */
export interface AccountFlowServices {
  /** The profile calls; with no customer (or no `loyalty` configuration) every call refuses. */
  readonly loyalty: ProfileCalls;
  /** Refreshes cached account data by name. */
  readonly invalidate: InvalidateAccountKeys;
  /** The profile through the account cache, so every reader shares one request. */
  readonly loadProfile: (signal: AbortSignal) => Promise<LoyaltyProfile>;
}

// Every call refuses with why the account area cannot run: the form shows it, nothing is sent.
function refusingLoyalty(error: Error): ProfileCalls {
  return new Proxy({} as ProfileCalls, { get: () => () => Promise.reject(error) });
}

/**
 * The services an account form's actors need, from the provider's runtime: the loyalty client,
 * `invalidate`, and the profile read through the query cache (`profileQuery`).
 *
 * @example
 * ```ts
 * // a hook's binding (useMachineApi):
 * const provide = (runtime: SolekitRuntime) => ({ actors: createProfileDetailsActors(accountFlowServices(runtime)) });
 * ```
 */
export function accountFlowServices(runtime: SolekitRuntime): AccountFlowServices {
  const binding = accountBinding(runtime);
  const { queryClient, invalidate } = binding;
  const context = binding.context(profileCalls);
  if (!context) {
    const error = binding.configError ?? notSignedInError();
    return { loyalty: refusingLoyalty(error), invalidate, loadProfile: () => Promise.reject(error) };
  }
  return {
    loyalty: context.loyalty,
    invalidate,
    loadProfile: () => queryClient.ensureQueryData(profileQuery(context)),
  };
}
