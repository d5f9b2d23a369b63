import type { QueryValue } from "./create-http";

/**
 * The URL of a request: `path` joined to `baseURL` (an absolute `path` is taken as it is), with
 * `query` appended; `undefined` values are left out and an array repeats its key.
 *
 * @internal
 * @example
 * ```ts
 * requestUrl("https://api.example.com/", "/search", { q: "boots", brand: ["Asics", "Puma"], page: undefined });
 * // "https://api.example.com/search?q=boots&brand=Asics&brand=Puma"
 * ```
 */
export function requestUrl(
  baseURL: string,
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const url = /^[a-z][a-z\d+.-]*:\/\//i.test(path)
    ? path
    : `${baseURL.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of typeof value === "object" ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${url}${url.includes("?") ? "&" : "?"}${search}` : url;
}

/**
 * A request's body as JSON (a string goes as it is), or `undefined` for a request without one.
 *
 * @internal
 * @example
 * ```ts
 * jsonBody({ id: 1 }); // '{"id":1}'
 * ```
 */
export function jsonBody(payload: unknown): string | undefined {
  if (payload === undefined) return undefined;
  return typeof payload === "string" ? payload : JSON.stringify(payload);
}

/**
 * A request's headers: the instance's and the request's own, and for a JSON body its content
 * type and `accept`, unless the service asked for other ones (a JSON:API `Content-Type`).
 *
 * @internal
 * @example
 * ```ts
 * requestHeaders({ Accept: "application/vnd.api+json" }, true).get("accept"); // "application/vnd.api+json"
 * ```
 */
export function requestHeaders(given: Readonly<Record<string, string>>, hasJsonBody: boolean): Headers {
  const headers = new Headers(given);
  if (hasJsonBody) {
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
    if (!headers.has("accept")) headers.set("accept", "application/json");
  }
  return headers;
}

/**
 * A response's body: its JSON, the text itself when it is not JSON (the schema then rejects it),
 * or `undefined` when it is empty.
 *
 * @internal
 * @example
 * ```ts
 * await readBody(new Response('{"ok":true}')); // { ok: true }
 * ```
 */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
