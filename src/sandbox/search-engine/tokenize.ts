// Text handling shared by the index, the query side, suggestions and content pages, so a word is
// cut the same way wherever it is read.

/** Words a query may contain that carry no meaning for matching ("shoes for kids"). */
const STOPWORDS = new Set(["a", "an", "and", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with"]);

/** Most terms of one query that take part in matching; longer queries are cut here. */
export const MAX_QUERY_TERMS = 8;

/**
 * Splits text into lower-case ASCII words: accents are dropped, apostrophes join (`kids'` →
 * `kids`), anything else that is not a letter or digit separates.
 *
 * @example
 * ```ts
 * tokenize("Kids' Café Sneakers 3-8"); // ["kids", "cafe", "sneakers", "3", "8"]
 * ```
 */
export function tokenize(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
}

/**
 * The distinct words of a query that take part in matching: stopwords dropped, at most
 * {@link MAX_QUERY_TERMS}.
 *
 * @example
 * ```ts
 * queryTerms("Shoes for the kids shoes"); // ["shoes", "kids"]
 * ```
 */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query).filter((word) => !STOPWORDS.has(word)))].slice(0, MAX_QUERY_TERMS);
}

/**
 * A query as merchandising rules compare it: trimmed, lower case, single spaces.
 *
 * @example
 * ```ts
 * normaliseQuery("  Gift   Card "); // "gift card"
 * ```
 */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, " ");
}

/**
 * The `[start, end)` slice of a sorted word list whose words start with `prefix`.
 *
 * @example
 * ```ts
 * prefixRange(["boot", "bootie", "boots", "sock"], "boot"); // [0, 3]
 * ```
 */
export function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] ?? "") < prefix) low = mid + 1;
    else high = mid;
  }
  let end = low;
  while (end < sorted.length && (sorted[end] ?? "").startsWith(prefix)) end++;
  return [low, end];
}

/**
 * A small, stable 32-bit FNV-1a hash: deterministic popularity and intellisuggest signatures.
 *
 * @example
 * ```ts
 * fnv1a("boots") === fnv1a("boots"); // true
 * ```
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
