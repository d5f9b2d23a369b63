/** How many of the shopper's recent searches the quick search keeps (a solekit addition). */
export const RECENT_SEARCHES_LIMIT = 5;

const normalise = (query: string) => query.trim().replace(/\s+/g, " ");

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
  return text ? [text, ...removeRecentSearch(recent, text)].slice(0, Math.max(0, limit)) : [...recent];
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
  const text = normalise(query).toLowerCase();
  return recent.filter((entry) => normalise(entry).toLowerCase() !== text);
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
  try {
    const value: unknown = JSON.parse(stored || "[]");
    if (Array.isArray(value)) {
      // Oldest first, so a later duplicate gives way to the newer spelling, as when searched.
      return value
        .reduceRight<string[]>(
          (recent, entry) =>
            typeof entry === "string" ? addRecentSearch(recent, entry, Number.POSITIVE_INFINITY) : recent,
          [],
        )
        .slice(0, Math.max(0, limit));
    }
  } catch {
    // Unreadable: start afresh, below.
  }
  return [];
}
