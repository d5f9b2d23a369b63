/**
 * What went wrong, in the terms a UI needs to decide what to show. `config` is a configuration
 * that lacks what the call needs (a {@link SolekitConfigError}: e.g. sign-in without a `loyalty`
 * section). `unexpected` is anything a client did not throw itself (a host-provided actor's own
 * error, a bug): machines wrap it with `asError` so every Api's `error` has this one shape.
 */
export type SolekitErrorKind =
  | "network"
  | "http"
  | "timeout"
  | "invalid-response"
  | "aborted"
  | "config"
  | "unexpected";

/** Construction fields of a {@link SolekitError}. */
export interface SolekitErrorInit {
  /** What went wrong. */
  kind: SolekitErrorKind;
  /** Human-readable message; for `http` errors, the service's own message where it sent one. */
  message: string;
  /** HTTP status for `http` errors. */
  status?: number;
  /** The service's error code (e.g. `variant_not_found`), where it sent one. */
  code?: string;
  /** The parsed error body, for callers that need more than the message. */
  data?: unknown;
  /**
   * The service's messages by field, for a validation answer (a 422's `errors`), keyed by the
   * service's field names (`mobile_phone`, `meta.first_name`). @default {}
   */
  fieldErrors?: Readonly<Record<string, readonly string[]>>;
  /** The underlying error. */
  cause?: unknown;
}

/**
 * The one error every solekit client throws.
 *
 * Messages never contain request URLs, headers or tokens, so they are safe to log and show.
 *
 * @example
 * ```ts
 * try {
 *   await clients.cart.add([{ id: 123, quantity: 1 }]);
 * } catch (error) {
 *   if (isSolekitError(error) && error.kind === "http") notice.error(error.message);
 * }
 * ```
 */
export class SolekitError extends Error {
  /**
   * `"SolekitError"` (`"SolekitConfigError"` for a configuration error), as logs and `error.name` show it.
   */
  override readonly name: string = "SolekitError";
  // Declared, not initialised: the constructor assigns all four at once.
  /** What went wrong. */
  declare readonly kind: SolekitErrorKind;
  /** HTTP status for `http` errors. */
  declare readonly status: number | undefined;
  /** The service's error code, where it sent one. */
  declare readonly code: string | undefined;
  /** The parsed error body. */
  declare readonly data: unknown;
  /**
   * The service's messages by field name for a validation answer (empty otherwise), so a form
   * can show each under its field: `error.fieldErrors.mobile_phone` → `["The mobile phone format is invalid."]`.
   */
  declare readonly fieldErrors: Readonly<Record<string, readonly string[]>>;

  /**
   * Builds the error from its fields: `message` and `cause` go to `Error`; `fieldErrors` is empty unless
   * given.
   */
  constructor({ kind, status, code, data, fieldErrors = {}, ...error }: SolekitErrorInit) {
    super(error.message, error.cause === undefined ? undefined : error);
    Object.assign(this, { kind, status, code, data, fieldErrors });
  }
}

/**
 * Narrows an unknown thrown value to a {@link SolekitError}.
 *
 * @example
 * ```ts
 * if (isSolekitError(error) && error.kind === "aborted") return; // superseded, stay silent
 * ```
 */
export function isSolekitError(error: unknown): error is SolekitError {
  return error instanceof SolekitError;
}
