import { FetchError, type FetchOptions, ofetch } from "ofetch";
import type * as v from "valibot";
import { SolekitError } from "../../runtime/solekit-error";
import { parseResponse } from "./parse-response";

/** Query values a request may carry; `undefined` entries are dropped. */
export type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

/** One request made through an {@link Http} instance. */
export interface HttpRequest<TSchema extends v.GenericSchema> {
  /** Path relative to the instance's base URL, or an absolute URL. */
  path: string;
  /** HTTP method. @default "GET" */
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Query parameters. Never put credentials here: URLs end up in logs. */
  query?: Readonly<Record<string, QueryValue>>;
  /** JSON body. */
  body?: unknown;
  /** Extra headers for this request. */
  headers?: Readonly<Record<string, string>>;
  /** The schema the response body must match. */
  schema: TSchema;
  /** Cancels the request; a cancelled request rejects with kind `aborted`. */
  signal?: AbortSignal;
  /** Sent with `keepalive` so it survives a page navigation (beacons). */
  keepalive?: boolean;
}

/** Options of {@link createHttp}. */
export interface HttpOptions {
  /** Absolute base URL of the service. */
  baseURL: string;
  /** Headers added to every request; called per request so ids and tokens stay current. */
  headers?: () => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>;
  /** Milliseconds before a request fails with kind `timeout`. @default 15000 */
  timeout?: number;
  /**
   * Reads the service's message, code and field errors out of an error body.
   * @default {@link defaultErrorDetail}
   */
  errorDetail?: (body: unknown) => {
    message?: string;
    code?: string;
    fieldErrors?: Readonly<Record<string, readonly string[]>>;
  };
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/** A configured HTTP transport for one service. */
export interface Http {
  /** The service's base URL. */
  readonly baseURL: string;
  /** Sends a request and returns its body parsed by `schema`. Rejects only with {@link SolekitError}. */
  request<TSchema extends v.GenericSchema>(request: HttpRequest<TSchema>): Promise<v.InferOutput<TSchema>>;
}

type Fields = Readonly<Record<string, unknown>>;

// Error bodies are whatever the service (or a proxy in front of it) sent, so every field is checked.
const fieldsOf = (value: unknown) => (typeof value === "object" && value !== null ? (value as Fields) : {});
const textOf = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * Reads `{ message | description | error | errors[0] }` and a `code` out of an error body, which
 * covers the storefront cart, the loyalty API and JSON:API style services.
 *
 * @example
 * ```ts
 * defaultErrorDetail({ errors: [{ code: "invalid", detail: "Invalid email" }] });
 * // { message: "Invalid email", code: "invalid" }
 * ```
 */
export function defaultErrorDetail(body: unknown): { message?: string; code?: string } {
  const b = fieldsOf(body);
  const error = typeof b.error === "string" ? { message: b.error } : fieldsOf(b.error);
  const first = fieldsOf(Array.isArray(b.errors) ? b.errors[0] : undefined);
  const message =
    textOf(b.description) ??
    textOf(b.message) ??
    textOf(error.message) ??
    textOf(first.detail) ??
    textOf(first.message);
  const code = textOf(b.code) ?? textOf(error.code) ?? textOf(first.code);
  return { ...(message ? { message } : {}), ...(code ? { code } : {}) };
}

const aborted = (cause?: unknown) => new SolekitError({ kind: "aborted", message: "Request aborted", cause });

/**
 * Creates the transport a client uses for one service: base URL, per-request headers, abort and
 * timeout, one typed error, and every response body validated by a valibot schema.
 *
 * @example
 * ```ts
 * const http = createHttp({ baseURL: "https://shop.example.com" });
 * const cart = await http.request({ path: "/cart", query: { view: "ajax" }, schema: cartSchema });
 * ```
 */
export function createHttp(options: HttpOptions): Http {
  const { baseURL, timeout = 15_000, errorDetail = defaultErrorDetail } = options;
  // ofetch reads `fetch` only when the instance is created, never per request.
  const $fetch = options.fetch ? ofetch.create({}, { fetch: options.fetch }) : ofetch;

  async function request<TSchema extends v.GenericSchema>({
    path,
    schema,
    ...init
  }: HttpRequest<TSchema>): Promise<v.InferOutput<TSchema>> {
    const { signal } = init;
    if (signal?.aborted) throw aborted();
    // ofetch applies `timeout` only to requests without a signal of their own, and the machines
    // always pass one (to abort superseded searches): join the caller's signal with a timer.
    const timed =
      signal && AbortSignal.any ? AbortSignal.any([signal, AbortSignal.timeout(timeout)]) : signal;
    let body: unknown;
    try {
      // ofetch leaves out `undefined` query values itself.
      body = await $fetch(path, {
        ...(init as FetchOptions<"json">),
        baseURL,
        headers: { ...(await options.headers?.()), ...init.headers },
        signal: timed,
        timeout,
        retry: 0,
        responseType: "json",
      });
    } catch (cause) {
      throw signal?.aborted ? aborted(cause) : toSolekitError(cause, errorDetail);
    }
    return parseResponse(schema, body ?? null);
  }

  return { baseURL, request };
}

// A failed ofetch call as a SolekitError: an error status is `http` (with the service's message
// and code where it sent them), a timeout `timeout`, anything else `network`. A body that is not
// JSON never lands here: ofetch hands it over as a string, which the schema then rejects.
function toSolekitError(cause: unknown, errorDetail: NonNullable<HttpOptions["errorDetail"]>): SolekitError {
  const fetchError = cause instanceof FetchError ? cause : undefined;
  const response = fetchError?.response;
  if (response) {
    const { status, statusText } = response;
    const data: unknown = fetchError?.data;
    const { message, code, fieldErrors } = errorDetail(data);
    return new SolekitError({
      kind: "http",
      status,
      message: message ?? `The service answered ${status}${statusText ? ` ${statusText}` : ""}`,
      code,
      data,
      ...(fieldErrors ? { fieldErrors } : {}),
      cause,
    });
  }
  // ofetch aborts a request that outlives `timeout` with a TimeoutError (an AbortError where the
  // runtime drops abort reasons); a caller's own abort was handled before this.
  return /^(Timeout|Abort)Error$/.test(String((fetchError?.cause as Error | undefined)?.name))
    ? new SolekitError({ kind: "timeout", message: "The service did not answer in time", cause })
    : new SolekitError({ kind: "network", message: "The service could not be reached", cause });
}
