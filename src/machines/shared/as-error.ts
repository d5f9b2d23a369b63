import { SolekitError } from "../../runtime/solekit-error";

/**
 * Whatever an actor threw, as the one error shape every Api exposes: a `SolekitError` as it is,
 * anything else wrapped as kind `unexpected` with its message (and the original as `cause`).
 *
 * @example
 * ```ts
 * const onError = { target: "error", actions: assign({ error: ({ event }) => asError(event.error) }) };
 * asError(new TypeError("boom")).kind; // "unexpected"
 * ```
 */
export function asError(error: unknown): SolekitError {
  if (error instanceof SolekitError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SolekitError({ kind: "unexpected", message, cause: error });
}

// The statuses of a service's answer to what was sent (a validation answer), not of an outage.
const VALIDATION_STATUSES: ReadonlySet<number> = new Set([400, 409, 422]);

/**
 * The service's own message when it refused what was sent (400, 409, 422 with a message): text
 * a form may show, as the account spec's "server message shown in red". `null` for an outage (5xx),
 * the network, a timeout or anything else, whose text is technical: show the catalogue's message.
 *
 * @example
 * ```ts
 * validationMessageOf(new SolekitError({ kind: "http", status: 422, message: "No profile data." })); // "No profile data."
 * validationMessageOf(new SolekitError({ kind: "http", status: 500, message: "Injected fault (500)" })); // null
 * ```
 */
export function validationMessageOf(error: SolekitError): string | null {
  const refused = error.kind === "http" && VALIDATION_STATUSES.has(error.status ?? 0);
  return refused && error.message.trim() !== "" ? error.message : null;
}
