import type { HttpHandler } from "msw";
import { type RouteInfo, route, SandboxHttpError } from "../route";
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

/**
 * Declares a loyalty endpoint that needs the bearer ID token: faults first (as every sandbox
 * route), then the token check, then `resolve`.
 *
 * @example
 * ```ts
 * authedRoute(ctx, loyalty, "get", `${api}/profile`, () => json({ data: ctx.store.state.customer.profile }));
 * ```
 */
export function authedRoute(
  ctx: SandboxContext,
  loyalty: LoyaltySandbox,
  method: "get" | "post" | "put" | "delete",
  path: string,
  resolve: (info: AuthedRouteInfo) => Response | Promise<Response>,
): HttpHandler {
  return route(ctx.faults, method, path, async (info) => {
    const claims = await requireIdToken(ctx, loyalty, info.request);
    return resolve({ ...info, claims });
  });
}
