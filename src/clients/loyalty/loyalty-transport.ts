import type * as v from "valibot";
import { type Http, type HttpRequest, isSolekitError } from "../http";
import type { IdTokenSource } from "./id-token";

/** Sends requests with the customer's bearer ID token, refreshing it once on a 401. */
export interface LoyaltyTransport {
  /** Like {@link Http.request}, with `Authorization: Bearer <ID token>` added. */
  request<TSchema extends v.GenericSchema>(request: HttpRequest<TSchema>): Promise<v.InferOutput<TSchema>>;
}

const isUnauthorised = (error: unknown) =>
  isSolekitError(error) && error.kind === "http" && error.status === 401;

/**
 * Wraps a transport so every request carries the bearer ID token. A 401 means the service no
 * longer accepts the token (expired early, revoked, signed with a rotated key): the token is
 * refreshed once and the request sent again; a second 401 clears the token and calls
 * `onUnauthorised` (the customer session logs out) before rejecting. Nothing else is retried. The token travels only in the header, never in the URL.
 *
 * @example
 * ```ts
 * const api = createLoyaltyTransport(createHttp({ baseURL: `${apiBaseUrl}/api` }), tokens);
 * const profile = await api.request({ path: "/profile", schema: dataOf(loyaltyProfileSchema) });
 * ```
 */
export function createLoyaltyTransport(
  http: Http,
  tokens: IdTokenSource,
  onUnauthorised?: () => void,
): LoyaltyTransport {
  const send = <TSchema extends v.GenericSchema>(request: HttpRequest<TSchema>, token: string) =>
    http.request({ ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } });
  return {
    async request(request) {
      const signal = request.signal ? { signal: request.signal } : {};
      const token = await tokens.getToken(signal);
      try {
        return await send(request, token);
      } catch (error) {
        if (!isUnauthorised(error)) throw error;
        const fresh = await tokens.refreshToken(token, signal);
        try {
          return await send(request, fresh);
        } catch (second) {
          // The service refused a token it has just issued: keep nothing, the next call starts over.
          if (isUnauthorised(second)) {
            tokens.clearToken();
            onUnauthorised?.();
          }
          throw second;
        }
      }
    },
  };
}
