import { SandboxHttpError } from "../route";

/**
 * A JSON answer.
 *
 * @example
 * ```ts
 * return json({ data: profile });
 * ```
 */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/** The empty answer of a delete. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/**
 * The 404 of a missing resource, e.g. `List not found.`.
 *
 * @example
 * ```ts
 * throw notFound("List");
 * ```
 */
export function notFound(what: string): SandboxHttpError {
  return new SandboxHttpError(404, { message: `${what} not found.` });
}

/**
 * A numeric path parameter; anything else is a 404, as an id that cannot exist.
 *
 * @example
 * ```ts
 * const listId = idParam(params.listId, "List");
 * ```
 */
export function idParam(value: string | readonly string[] | undefined, what: string): number {
  const id = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw notFound(what);
  return id;
}
