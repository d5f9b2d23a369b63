/** How many of the shopper's recent searches the quick search keeps (a solekit addition). */
export const RECENT_SEARCHES_LIMIT = 5;

const normalise = (query: string) => query.trim().replace(/\s+/g, " ");
const sameSearch = (a: string, b: string) => normalise(a).toLowerCase() === normalise(b).toLowerCase();

/**
 * Records a submitted search: newest first, without duplicates (compared case-insensitively,
 * the newest spelling kept), at most `limit` entries. Blank text changes nothing.
 *
 * @example
 * ```ts
 * addRecentSearch(["boots", "socks"], "Socks"); // ["Socks", "boots"]
 * addRecentSearch(["a", "b", "c", "d", "e"], "f"); // ["f", "a", "b", "c", "d"]
 * ```
 */
export function addRecentSearch(
  recent: readonly string[],
  query: string,
  limit: number = RECENT_SEARCHES_LIMIT,
): string[] {
  const text = normalise(query);
  if (!text) return [...recent];
  return [text, ...recent.filter((entry) => !sameSearch(entry, text))].slice(0, Math.max(0, limit));
}

/**
 * Forgets one recent search (compared case-insensitively).
 *
 * @example
 * ```ts
 * removeRecentSearch(["boots", "socks"], "BOOTS"); // ["socks"]
 * ```
 */
export function removeRecentSearch(recent: readonly string[], query: string): string[] {
  return recent.filter((entry) => !sameSearch(entry, query));
}

/**
 * Reads recent searches as stored (a JSON array of strings). Anything unreadable — missing,
 * malformed, written by another version — gives an empty list rather than an error: losing the
 * history is better than breaking the search box.
 *
 * @example
 * ```ts
 * parseRecentSearches('["boots","socks"]'); // ["boots", "socks"]
 * parseRecentSearches("not json"); // []
 * ```
 */
export function parseRecentSearches(stored: string | null, limit: number = RECENT_SEARCHES_LIMIT): string[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let recent: string[] = [];
  for (const entry of [...value].reverse()) {
    if (typeof entry === "string") recent = addRecentSearch(recent, entry, Number.POSITIVE_INFINITY);
  }
  return recent.slice(0, Math.max(0, limit));
}
