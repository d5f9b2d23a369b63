import { FetchError, ofetch } from "ofetch";
import * as v from "valibot";
import { SolekitError } from "./solekit-error";

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
  /** Reads the service's message and code out of an error body. @default {@link defaultErrorDetail} */
  errorDetail?: (body: unknown) => { message?: string; code?: string };
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

const text = v.pipe(v.string(), v.nonEmpty());
const detailSchema = v.looseObject({
  message: v.optional(text),
  description: v.optional(text),
  error: v.optional(v.union([text, v.looseObject({ message: v.optional(text), code: v.optional(text) })])),
  code: v.optional(text),
  errors: v.optional(
    v.array(
      v.looseObject({
        detail: v.optional(text),
        message: v.optional(text),
        code: v.optional(text),
      }),
    ),
  ),
});

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
  const parsed = v.safeParse(detailSchema, body);
  if (!parsed.success) return {};
  const b = parsed.output;
  const first = b.errors?.[0];
  const error = typeof b.error === "string" ? { message: b.error } : b.error;
  const message = b.description ?? b.message ?? error?.message ?? first?.detail ?? first?.message;
  const code = b.code ?? error?.code ?? first?.code;
  return { ...(message ? { message } : {}), ...(code ? { code } : {}) };
}

// Drops `undefined` entries before ofetch merges the query into the path's own.
function cleanQuery(query: Readonly<Record<string, QueryValue>> | undefined) {
  return query && Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return "unexpected response";
  const path = v.getDotPath(first);
  return path ? `${path}: ${first.message}` : first.message;
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
  const errorDetail = options.errorDetail ?? defaultErrorDetail;
  const timeout = options.timeout ?? 15_000;
  // ofetch reads `fetch` only when the instance is created, never per request.
  const $fetch = options.fetch ? ofetch.create({}, { fetch: options.fetch }) : ofetch;

  async function request<TSchema extends v.GenericSchema>(
    req: HttpRequest<TSchema>,
  ): Promise<v.InferOutput<TSchema>> {
    if (req.signal?.aborted) throw aborted();
    const headers = { ...(await options.headers?.()), ...req.headers };
    let body: unknown;
    try {
      body = await $fetch(req.path, {
        baseURL: options.baseURL,
        method: req.method ?? "GET",
        query: cleanQuery(req.query),
        body: req.body as Record<string, unknown> | undefined,
        headers,
        signal: req.signal,
        timeout,
        keepalive: req.keepalive,
        retry: 0,
        responseType: "json",
      });
    } catch (cause) {
      throw req.signal?.aborted ? aborted(cause) : toSolekitError(cause, errorDetail);
    }
    const parsed = v.safeParse(req.schema, body ?? null);
    if (!parsed.success) {
      throw new SolekitError({
        kind: "invalid-response",
        message: `The service answered with an unexpected response (${describeIssues(parsed.issues)})`,
        data: body,
      });
    }
    return parsed.output;
  }

  return { baseURL: options.baseURL, request };
}

// A failed ofetch call as a SolekitError: an error status is `http` (with the service's message
// and code where it sent them), a timeout `timeout`, a body that is not JSON `invalid-response`,
// anything else `network`.
function toSolekitError(cause: unknown, errorDetail: NonNullable<HttpOptions["errorDetail"]>): SolekitError {
  const fetchError = cause instanceof FetchError ? cause : undefined;
  const status = fetchError?.response?.status;
  if (fetchError && status !== undefined) {
    const data: unknown = fetchError.data;
    const detail = errorDetail(data);
    const statusText = fetchError.response?.statusText;
    return new SolekitError({
      kind: "http",
      status,
      message: detail.message ?? `The service answered ${status}${statusText ? ` ${statusText}` : ""}`,
      ...(detail.code ? { code: detail.code } : {}),
      data,
      cause,
    });
  }
  const inner = fetchError ? fetchError.cause : cause;
  const [kind, message] =
    fetchError && inner instanceof Error && (inner.name === "TimeoutError" || inner.name === "AbortError")
      ? (["timeout", "The service did not answer in time"] as const)
      : inner instanceof SyntaxError
        ? (["invalid-response", "The service answered with a body that is not JSON"] as const)
        : (["network", "The service could not be reached"] as const);
  return new SolekitError({ kind, message, cause });
}
