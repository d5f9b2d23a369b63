import { notSignedInError } from "../../clients/loyalty/loyalty-errors";
import type { AccountBinding } from "./account-context";

/**
 * What a flow's call does with no customer (or no `loyalty` configuration): rejects with why,
 * so the form shows a message instead of crashing the render.
 *
 * @example
 * ```ts
 * const loyalty = binding.context?.loyalty ?? { deleteAddress: refuseWithout(binding) };
 * ```
 */
export function refuseWithout(binding: AccountBinding): () => Promise<never> {
  const refusal = binding.configError ?? notSignedInError();
  return () => Promise.reject(refusal);
}
