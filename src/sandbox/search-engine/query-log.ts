import { normaliseQuery } from "./tokenize";

/** One query shoppers searched, as the sandbox's query log keeps it. */
export interface SandboxQueryLogEntry {
  /** The query, normalised (lower case, single spaces). */
  query: string;
  /** Searches that found something. */
  count: number;
  /** Epoch ms of the latest search. */
  lastSearchedAt: number;
}

/** Most queries the log keeps; the least searched (then oldest) go first. */
export const QUERY_LOG_LIMIT = 200;

/**
 * The query log after one more search for `query`: its count goes up (or it joins the log),
 * and the log is trimmed to {@link QUERY_LOG_LIMIT}. Pure: returns a new list.
 *
 * @example
 * ```ts
 * recordQuery([], "Boots", 1000); // [{ query: "boots", count: 1, lastSearchedAt: 1000 }]
 * ```
 */
export function recordQuery(
  log: readonly SandboxQueryLogEntry[],
  query: string,
  now: number,
): SandboxQueryLogEntry[] {
  const wanted = normaliseQuery(query);
  if (!wanted) return [...log];
  const existing = log.find((entry) => entry.query === wanted);
  const next = existing
    ? log.map((entry) =>
        entry === existing ? { ...entry, count: entry.count + 1, lastSearchedAt: now } : entry,
      )
    : [...log, { query: wanted, count: 1, lastSearchedAt: now }];
  if (next.length <= QUERY_LOG_LIMIT) return next;
  const keep = [...next]
    .sort((a, b) => b.count - a.count || b.lastSearchedAt - a.lastSearchedAt)
    .slice(0, QUERY_LOG_LIMIT);
  return next.filter((entry) => keep.includes(entry));
}
