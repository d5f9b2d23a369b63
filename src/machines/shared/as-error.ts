import { SolekitError } from "../../runtime/solekit-error";

/**
 * Whatever an actor threw, as the one error shape every Api exposes: a `SolekitError` as it is,
 * anything else wrapped as kind `unexpected` with its message (and the original as `cause`).
 *
 * @example
 * ```ts
 * onError: { target: "error", actions: assign({ error: ({ event }) => asError(event.error) }) }
 * asError(new TypeError("boom")).kind; // "unexpected"
 * ```
 */
export function asError(error: unknown): SolekitError {
  if (error instanceof SolekitError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SolekitError({ kind: "unexpected", message, cause: error });
}
