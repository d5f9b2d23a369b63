import {
  type DefaultBodyType,
  type HttpHandler,
  HttpResponse,
  http,
  type PathParams,
  type StrictRequest,
} from "msw";
import type { SandboxFaults } from "./faults";

/**
 * Thrown inside a sandbox handler to answer with a given status and body — how a handler
 * rejects a malformed request the way the real service would.
 */
export class SandboxHttpError extends Error {
  /** `"SandboxHttpError"`, as logs and `error.name` show it. */
  override readonly name = "SandboxHttpError";
  /** An error the sandbox route answers with `status` and `body` (as JSON) instead of a 500. */
  constructor(
    /** HTTP status to answer with. */
    readonly status: number,
    /** JSON body to answer with. */
    readonly body: unknown,
  ) {
    super(`Sandbox answered ${status}`);
  }
}

/** What a sandbox route's resolver receives. */
export interface RouteInfo {
  /** The request. */
  request: StrictRequest<DefaultBodyType>;
  /** Path parameters. */
  params: PathParams;
  /** The request URL, parsed. */
  url: URL;
}

/** HTTP methods a sandbox route can answer. */
export type RouteMethod = "get" | "post" | "put" | "patch" | "delete";

/** Which requests a sandbox route answers. */
export interface RouteEndpoint<Method extends RouteMethod = RouteMethod> {
  /** HTTP method. */
  method: Method;
  /** URL pattern, as msw matches it (`:name` path parameters, `*` wildcards). */
  path: string;
}

/**
 * Declares one sandbox endpoint. Faults are applied first; a {@link SandboxHttpError} becomes
 * its response; any other exception becomes a 500 rather than an unhandled crash.
 *
 * @example
 * ```ts
 * route(faults, { method: "get", path: `${sandboxHosts.shop}/cart` }, ({ url }) => HttpResponse.json(cart));
 * ```
 */
export function route(
  faults: SandboxFaults,
  { method, path }: RouteEndpoint,
  resolve: (info: RouteInfo) => Response | Promise<Response>,
): HttpHandler {
  return http[method](path, async ({ request, params }) => {
    const injected = await faults.intercept(request);
    if (injected) return injected;
    try {
      return await resolve({ request, params, url: new URL(request.url) });
    } catch (error) {
      if (error instanceof SandboxHttpError)
        return HttpResponse.json(error.body as never, { status: error.status });
      console.error("[solekit sandbox] handler failed", error);
      return HttpResponse.json({ message: "Sandbox handler failed" }, { status: 500 });
    }
  });
}

/**
 * Reads a JSON request body, answering 400 (as the real services do) when it is missing or
 * not JSON.
 *
 * @example
 * ```ts
 * const body = await readJson(request);
 * ```
 */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new SandboxHttpError(400, { message: "Request body is not valid JSON" });
  }
}
