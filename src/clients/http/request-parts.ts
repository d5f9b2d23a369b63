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
 * A request's body sent as JSON with its content type, or `undefined` for a request without one.
 *
 * @internal
 * @example
 * ```ts
 * jsonBody({ id: 1 }); // { body: '{"id":1}', headers: { "content-type": "application/json", accept: "application/json" } }
 * ```
 */
export function jsonBody(payload: unknown): { body: string; headers: Record<string, string> } | undefined {
  if (payload === undefined) return undefined;
  return {
    body: JSON.stringify(payload),
    headers: { "content-type": "application/json", accept: "application/json" },
  };
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
