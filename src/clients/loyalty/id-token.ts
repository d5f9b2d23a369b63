import * as v from "valibot";
import {
  LOYALTY_ID_TOKEN_CUSTOMER_STORAGE_KEY,
  LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY,
  LOYALTY_ID_TOKEN_STORAGE_KEY,
} from "../../rules/keys";
import type { Clock, CustomerSession, StorageAdapter } from "../../runtime";
import { createHttp, SolekitError } from "../http";
import { clearStoredIdToken } from "./id-token-storage";
import { loyaltyErrorDetail, notSignedInError } from "./loyalty-errors";

/**
 * A stored token is treated as expired this long before its `exp`, so a request never leaves
 * with a token that lapses on the way.
 */
export const ID_TOKEN_EXPIRY_MARGIN_MS = 30_000;

const tokenBody = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  exp: v.pipe(v.number(), v.minValue(0)),
});

/**
 * Answer of `POST {idApiUrl}/api/v1/auth/token`: `{ token, exp }`, also accepted wrapped in
 * `{ data }`. `exp` is epoch seconds (epoch milliseconds are recognised and converted).
 */
export const idTokenResponseSchema = v.pipe(
  v.union([
    tokenBody,
    v.pipe(
      v.object({ data: tokenBody }),
      v.transform((body) => body.data),
    ),
  ]),
  v.transform(({ token, exp }) => ({ token, exp: exp > 1e12 ? Math.floor(exp / 1000) : exp })),
);

/** An ID token and its expiry in epoch seconds. */
export type IdToken = v.InferOutput<typeof idTokenResponseSchema>;

/** Options of {@link createIdTokenSource}. */
export interface IdTokenSourceOptions {
  /** Base of the ID API; the token is posted to `{idApiUrl}/api/v1/auth/token`. */
  idApiUrl: string;
  /** The signed-in customer (id and signature), or null. */
  customer: CustomerSession | null;
  /** Where the token, its expiry and its owner are kept between page loads. */
  storage: StorageAdapter;
  /** Decides when the stored token has expired. */
  clock: Clock;
  /** Milliseconds before the token request fails with kind `timeout`. @default 15000 */
  timeout?: number;
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/** Hands out the customer's loyalty ID token. */
export interface IdTokenSource {
  /**
   * The stored token while it is valid; otherwise a new one from the token endpoint. Concurrent
   * callers share one request. Aborting `signal` rejects this caller only.
   */
  getToken(options?: { signal?: AbortSignal }): Promise<string>;
  /**
   * A replacement for `stale`, which the service refused (401): another caller's fresh token if
   * one was stored meanwhile, else a new one from the token endpoint.
   */
  refreshToken(stale: string, options?: { signal?: AbortSignal }): Promise<string>;
  /**
   * Forgets the stored token and its expiry (logout, an ended session): no token is stored again,
   * neither one still in flight nor one a later call asks for while the page is left.
   */
  clearToken(): void;
}

// The shared token, as one caller waits for it: started only for a caller still waiting (a
// request started for a caller that had already given up had no one to hear its failure), and
// given up alone when that caller's signal aborts.
function raceSignal<T>(start: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return start();
  const aborted = () => new SolekitError({ kind: "aborted", message: "Request aborted" });
  if (signal.aborted) return Promise.reject(aborted());
  const promise = start();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Creates the ID-token source: `POST {idApiUrl}/api/v1/auth/token` with the customer's id and
 * signature, the answer stored through the storage adapter (token, expiry, owner) and reused
 * until the clock passes its expiry. A token stored for another customer is never reused.
 *
 * @example
 * ```ts
 * const tokens = createIdTokenSource({ idApiUrl, customer, storage: createBrowserStorage(), clock: systemClock });
 * const token = await tokens.getToken();
 * tokens.clearToken(); // on logout
 * ```
 */
export function createIdTokenSource(options: IdTokenSourceOptions): IdTokenSource {
  const { storage, clock, customer } = options;
  const http = createHttp({
    baseURL: options.idApiUrl,
    errorDetail: loyaltyErrorDetail,
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  let inflight: Promise<string> | undefined;
  // Set by clearToken: the session is over on this page (a logout, a refused session), and what
  // a page being left still asks for (an account call, the guest wishlist's sync) stores no token.
  let cleared = false;

  function stored(): string | undefined {
    if (!customer) return undefined;
    const token = storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY);
    const exp = Number(storage.getItem(LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY));
    const owner = storage.getItem(LOYALTY_ID_TOKEN_CUSTOMER_STORAGE_KEY);
    if (!token || owner !== customer.id || !Number.isFinite(exp)) return undefined;
    return clock.now() < exp * 1000 - ID_TOKEN_EXPIRY_MARGIN_MS ? token : undefined;
  }

  function request(): Promise<string> {
    if (!customer?.logged) return Promise.reject(notSignedInError());
    if (inflight) return inflight;
    // No caller's signal here: the request is shared, one caller giving up must not fail the rest.
    const pending = http
      .request({
        path: "/api/v1/auth/token",
        method: "POST",
        body: { id: customer.id, signature: customer.signature },
        schema: idTokenResponseSchema,
      })
      .then(({ token, exp }) => {
        if (!cleared) {
          storage.setItem(LOYALTY_ID_TOKEN_STORAGE_KEY, token);
          storage.setItem(LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY, String(exp));
          storage.setItem(LOYALTY_ID_TOKEN_CUSTOMER_STORAGE_KEY, customer.id);
        }
        return token;
      })
      .finally(() => {
        if (inflight === pending) inflight = undefined;
      });
    inflight = pending;
    return pending;
  }

  return {
    getToken(opts = {}) {
      const token = customer?.logged ? stored() : undefined;
      return raceSignal(() => (token ? Promise.resolve(token) : request()), opts.signal);
    },
    refreshToken(stale, opts = {}) {
      const current = customer?.logged ? stored() : undefined;
      if (current && current !== stale) return raceSignal(() => Promise.resolve(current), opts.signal);
      if (!inflight && storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY) === stale) clearStoredIdToken(storage);
      return raceSignal(request, opts.signal);
    },
    clearToken() {
      cleared = true;
      inflight = undefined;
      clearStoredIdToken(storage);
    },
  };
}
