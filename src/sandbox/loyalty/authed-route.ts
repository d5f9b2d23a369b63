import type { HttpHandler } from "msw";
import { type RouteEndpoint, type RouteInfo, route, SandboxHttpError } from "../route";
import type { SandboxContext } from "../sandbox-context";
import type { SandboxTokenClaims } from "./loyalty-auth";
import type { LoyaltySandbox } from "./loyalty-sandbox";

/** What an authenticated loyalty route's resolver receives. */
export interface AuthedRouteInfo extends RouteInfo {
  /** The verified claims of the bearer ID token. */
  claims: SandboxTokenClaims;
}

const unauthenticated = (message: string) => new SandboxHttpError(401, { message });

/**
 * Checks the request's bearer ID token: present, signed by this sandbox, not expired, an ID token
 * (not a delegate token) and the demo customer's. Anything else is a 401 whose message never
 * repeats the token.
 *
 * @example
 * ```ts
 * const claims = await requireIdToken(ctx, loyalty, request);
 * ```
 */
export async function requireIdToken(
  ctx: SandboxContext,
  loyalty: LoyaltySandbox,
  request: Request,
): Promise<SandboxTokenClaims> {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthenticated("Unauthenticated.");
  const verdict = await loyalty.auth.verifyToken(match[1]);
  if ("refused" in verdict) {
    throw unauthenticated(verdict.refused === "expired" ? "Token has expired." : "Unauthenticated.");
  }
  const { claims } = verdict;
  if (claims.typ !== "id" || claims.sub !== ctx.store.state.customer.session.customerId) {
    throw unauthenticated("Unauthenticated.");
  }
  return claims;
}

/** Which requests an authenticated loyalty route answers, and the sandbox that checks its token. */
export interface AuthedEndpoint extends RouteEndpoint<"get" | "post" | "put" | "delete"> {
  /** The sandbox's context: its faults, and the store holding the demo customer. */
  ctx: SandboxContext;
  /** The loyalty sandbox whose signer verifies the bearer ID token. */
  loyalty: LoyaltySandbox;
}

/**
 * Declares a loyalty endpoint that needs the bearer ID token: faults first (as every sandbox
 * route), then the token check, then `resolve`.
 *
 * @example
 * ```ts
 * authedRoute({ ctx, loyalty, method: "get", path: `${api}/profile` }, () =>
 *   json({ data: ctx.store.state.customer.profile }),
 * );
 * ```
 */
export function authedRoute(
  { ctx, loyalty, method, path }: AuthedEndpoint,
  resolve: (info: AuthedRouteInfo) => Response | Promise<Response>,
): HttpHandler {
  return route(ctx.faults, { method, path }, async (info) => {
    const claims = await requireIdToken(ctx, loyalty, info.request);
    return resolve({ ...info, claims });
  });
}
